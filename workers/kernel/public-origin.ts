// The store's public address, as configured (PUBLIC_ORIGIN in wrangler.toml's [vars], or per
// deployment): every link in an email is built from it, never from the request's Host header, which
// whoever sends the request chooses. The brand makes the type system hold that rule: an email's
// origin can only come from `publicOrigin(env)`.
import { isDevelopment } from "./environment";

declare const configured: unique symbol;
export type PublicOrigin = string & { readonly [configured]: true };

/** The configured origin; throws (a deployment mistake, not a request's) when it is missing or not https. */
export function publicOrigin(env: { PUBLIC_ORIGIN?: string; ENVIRONMENT?: string }): PublicOrigin {
  const value = env.PUBLIC_ORIGIN ?? "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("PUBLIC_ORIGIN is not set to an absolute URL (for example https://store.example).");
  }
  // Plain http only for local development: elsewhere a link in an email must not be sniffable.
  if (url.protocol !== "https:" && !(url.protocol === "http:" && isDevelopment(env))) {
    throw new Error("PUBLIC_ORIGIN must be an https URL outside development.");
  }
  return url.origin as PublicOrigin;
}
