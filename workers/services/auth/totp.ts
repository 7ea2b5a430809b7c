// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) with WebCrypto HMAC, and the base32
// the authenticator apps read secrets in. Pure: no database, no clock unless given one.

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32, ignoring case, spaces and padding; null when a character is not base32. */
export function base32Decode(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

export type TotpHash = "SHA-1" | "SHA-256" | "SHA-512";

export interface TotpOptions {
  digits?: number;
  /** Seconds per time step (X in RFC 6238). */
  period?: number;
  hash?: TotpHash;
}

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** RFC 4226 HOTP: the `digits`-digit code for `counter`. */
export async function hotp(
  key: Uint8Array<ArrayBuffer>,
  counter: number,
  digits = TOTP_DIGITS,
  hash: TotpHash = "SHA-1",
): Promise<string> {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  // Counters past 2^32 (RFC 6238's year-2603 vector) need the high word too.
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message));
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step a moment (epoch milliseconds) falls in. */
export function timeStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/** RFC 6238 TOTP: the code for the moment `nowMs`. */
export function totp(key: Uint8Array<ArrayBuffer>, nowMs: number, options: TotpOptions = {}): Promise<string> {
  return hotp(key, timeStep(nowMs, options.period), options.digits, options.hash);
}

/**
 * The time step `code` belongs to, looking one step either side of now (a phone's clock drifts and
 * a code typed at the end of its step arrives in the next); null when it matches none.
 */
export async function matchingStep(key: Uint8Array<ArrayBuffer>, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(nowMs);
  for (const step of [current, current - 1, current + 1]) {
    if (timingSafeEqual(await hotp(key, step), code)) return step;
  }
  return null;
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The otpauth:// URI authenticator apps read from the QR code (Google Authenticator's key URI format). */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
