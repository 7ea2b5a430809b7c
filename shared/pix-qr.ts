// The QR code of a Pix "copia e cola" code as an SVG data URI, for the REST answer's `qr_code` (the
// Pix panel draws the same path inline).
import { qrSvg } from "./qr-svg";

export function pixQrDataUri(copyPaste: string): string {
  const { path, size } = qrSvg(copyPaste);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
