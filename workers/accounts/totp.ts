// The store's rules for time-based one-time passwords, over @oslojs/otp (RFC 4226's HOTP with
// HMAC-SHA-1) and @oslojs/encoding (RFC 4648 base32): six digits, thirty-second steps, the step a
// code matched for replay protection, and the otpauth:// URI authenticator apps read. Pure: no
// database, no clock unless given one.
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from "@oslojs/otp";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** RFC 4648 base32 without padding, as otpauth:// URIs carry secrets. */
export function base32Encode(bytes: Uint8Array): string {
  return encodeBase32NoPadding(bytes);
}

/** Reads base32, ignoring case, spaces and padding (as people copy secrets); null when it is not base32. */
export function base32Decode(text: string): Uint8Array | null {
  try {
    return decodeBase32IgnorePadding(text.toUpperCase().replace(/\s/g, ""));
  } catch {
    return null;
  }
}

/** RFC 4226 HOTP: the `digits`-digit code (6 to 8) for `counter`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  return generateHOTP(key, BigInt(counter), digits);
}

/** The time step a moment (epoch milliseconds) falls in. */
export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** RFC 6238 TOTP: the code for the moment `nowMs`. */
export function totp(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(key, timeStep(nowMs), digits);
}

/**
 * The time step `code` belongs to, looking one step either side of now (a phone's clock drifts and
 * a code typed at the end of its step arrives in the next); null when it matches none. The caller
 * refuses a step already used, so one code signs in once.
 */
export function matchingStep(key: Uint8Array, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = timeStep(nowMs);
  return [current, current - 1, current + 1].find((step) => verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) ?? null;
}

/** The otpauth:// URI authenticator apps read from the QR code (Google Authenticator's key URI format). */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const key = base32Decode(secretBase32);
  if (!key) throw new TypeError("The two-factor secret is not base32");
  return createTOTPKeyURI(issuer, account, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}
