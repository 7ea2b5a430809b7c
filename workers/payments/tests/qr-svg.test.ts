import { describe, expect, it } from "vitest";
import { pixQrDataUri } from "../../../shared/pix-qr";
import { qrSvg } from "../../../shared/qr-svg";

// The sandbox's Pix code for an order of R$ 129.90 (workers/payments/sandbox-provider.ts).
const PIX_CODE =
  "00020101021226440014br.gov.bcb.pix0122pix@gamerstore.example5204000053039865406129.905802BR5911Gamer Store6009Sao Paulo62200516K7Q2M9X4T1W8Z3R663048DF8";
const OTPAUTH_URI = "otpauth://totp/Gamer%20Store:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Gamer+Store";
const QUIET_ZONE = 4;

/** The drawn path read back into rows of "1" (dark) and "0", quiet zone included. */
function rowsOf({ path, size }: { path: string; size: number }): string[] {
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`));
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => (dark.has(`${x},${y}`) ? "1" : "0")).join(""),
  );
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("the store's QR codes", () => {
  // Each symbol below was drawn once, rendered and read back as its text with a real decoder
  // (zbarimg, zbar-tools); the hash keeps that exact symbol, so a change of library or options has
  // to be decoded again. The two-factor one is the symbol the store's earlier encoder drew.
  it.each([
    {
      shows: "two-factor enrolment",
      text: OTPAUTH_URI,
      side: 41,
      hash: "073dca397fa15fddd6cde2323b4cf2451417d31c078cff154628ed5bda3f25f6",
    },
    {
      shows: "Pix panel",
      text: PIX_CODE,
      side: 49,
      hash: "ea9e23762a590e26d58d6973a53679438afc0ac80f9093b17a25977660345610",
    },
  ])("draws the $shows's code as the symbol a decoder read back, in a quiet zone", async ({ text, side, hash }) => {
    const drawn = qrSvg(text);
    expect(drawn.size).toBe(side + 2 * QUIET_ZONE);
    const rows = rowsOf(drawn);
    const margin = "0".repeat(QUIET_ZONE);
    expect([...rows.slice(0, QUIET_ZONE), ...rows.slice(-QUIET_ZONE)].every((row) => !row.includes("1"))).toBe(true);
    expect(rows.every((row) => row.startsWith(margin) && row.endsWith(margin))).toBe(true);
    const symbol = rows.slice(QUIET_ZONE, -QUIET_ZONE).map((row) => row.slice(QUIET_ZONE, -QUIET_ZONE));
    const finder = ["1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111"];
    expect(symbol.slice(0, 7).map((row) => row.slice(0, 7))).toEqual(finder);
    expect(await sha256(symbol.join("\n"))).toBe(hash);
  });

  it("grows with the text and refuses what no symbol holds", () => {
    expect(qrSvg("HELLO").size).toBe(21 + 2 * QUIET_ZONE);
    expect(qrSvg("x".repeat(300)).size).toBeGreaterThan(41 + 2 * QUIET_ZONE);
    expect(() => qrSvg("x".repeat(3000))).toThrow(RangeError);
  });

  it("hands the REST answer the same drawing as an SVG image", () => {
    const { path, size } = qrSvg(PIX_CODE);
    const svg = atob(pixQrDataUri(PIX_CODE).replace(/^data:image\/svg\+xml;base64,/, ""));
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    expect(svg).toContain(`<path fill="#000" d="${path}"/>`);
  });
});
