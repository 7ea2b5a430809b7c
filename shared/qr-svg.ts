// The QR code of a text as one SVG path, drawn by the store with uqr (so no image service sees a Pix
// code or a two-factor secret): error correction level M, which phones read off a screen at arm's
// length, and ISO 18004's quiet zone of four modules around the symbol.
import { encode } from "uqr";

const QUIET_ZONE = 4;

/** The dark modules as one SVG path in module units, and the side of the square viewBox around them. */
export function qrSvg(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: "M", border: QUIET_ZONE });
  const squares = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
  return { path: squares.join(""), size };
}
