// The QR code of a Pix "copia e cola" code, drawn by the store (no image service sees the code):
// its path for the Pix panel's SVG, and an SVG data URI for the REST answer's `qr_code`.
import { qrModules, qrSvgPath } from "./qr-code";

const QUIET_ZONE = 4;

/** The dark modules as one SVG path, and the side of the square viewBox around them. */
export function pixQr(copyPaste: string): { path: string; size: number } {
  const modules = qrModules(copyPaste);
  return { path: qrSvgPath(modules, QUIET_ZONE), size: modules.length + 2 * QUIET_ZONE };
}

export function pixQrDataUri(copyPaste: string): string {
  const { path, size } = pixQr(copyPaste);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
