// How a discount code is written: 3 to 32 letters and digits, any case. The store keeps and compares
// it upper-case, so "launch10" and "LAUNCH10" are one code. Shared so the forms check it as the server does.

export const CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** The code as the store keeps it, or null when it is not a code at all. */
export function normalizeCode(input: string): string | null {
  const code = input.trim();
  return CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}
