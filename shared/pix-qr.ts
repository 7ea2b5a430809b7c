// The QR code of a Pix "copia e cola" code, drawn by the store (no image service sees the code):
// as an SVG for the Pix panel, and as an SVG data URI for the REST answer's `qr_code`.
import { qrModules, qrSvgPath } from "./qr-code";

const QUIET_ZONE = 4;

export function pixQrSvg(copyPaste: string): string {
  const modules = qrModules(copyPaste);
  const size = modules.length + 2 * QUIET_ZONE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrSvgPath(modules, QUIET_ZONE)}"/></svg>`;
}

export function pixQrDataUri(copyPaste: string): string {
  return `data:image/svg+xml;base64,${btoa(pixQrSvg(copyPaste))}`;
}
