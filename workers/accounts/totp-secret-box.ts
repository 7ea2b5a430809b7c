// The authenticator secret at rest (docs/decisions/021-two-factor-secrets.md): unlike a password it
// must be read back to check a code, so it is sealed with AES-256-GCM (WebCrypto) under a key
// derived from the TWO_FACTOR_KEY secret, and bound to its account, so a copy of the database
// alone neither yields a secret nor lets one be moved to another account.

/** The stored form's version: a later key or scheme gets a new prefix and reads the old ones. */
const VERSION = "v1";
const IV_BYTES = 12;
const encoder = new TextEncoder();

type KeyEnv = Pick<Env, "TWO_FACTOR_KEY">;

/** The AES key for `TWO_FACTOR_KEY`: HKDF, so any long random string serves as the secret. */
async function sealingKey(env: KeyEnv): Promise<CryptoKey> {
  const secret = env.TWO_FACTOR_KEY?.trim();
  // A deployment without it never serves (configuration.ts); locally .dev.vars has one.
  if (!secret) throw new Error("TWO_FACTOR_KEY is not set");
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("gamer-store totp secret") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** The account the secret belongs to, authenticated with it (GCM's additional data). */
const boundTo = (userId: number) => encoder.encode(`user:${userId}`);

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** `secret` (the base32 text the app reads) sealed for `userId`'s row: `v1.<iv>.<ciphertext>`. */
export async function sealTotpSecret(env: KeyEnv, userId: number, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: boundTo(userId) },
    await sealingKey(env),
    encoder.encode(secret),
  );
  return `${VERSION}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The secret a row holds; null when it was not sealed for this account under this key. */
export async function openTotpSecret(env: KeyEnv, userId: number, stored: string): Promise<string | null> {
  const [version, iv, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const secret = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: boundTo(userId) },
      await sealingKey(env),
      fromBase64(sealed),
    );
    return new TextDecoder().decode(secret);
  } catch (error) {
    // A wrong key, another account's row or a tampered value fail GCM's check: no secret.
    if (error instanceof DOMException) return null;
    throw error;
  }
}
