// Who may use the admin area (pages and /api/admin/*), beyond being an admin (issue 35; decision 035):
// on a deployed store an admin needs a second factor, and either the authenticator app (a session
// signed in with password and code) or a passkey (a session signed in with it) counts. The store can
// also require passkeys only (the admin setting `adminPasskeysOnly`), in every environment.
// The rule is computed with every session read (./sign-in-standing.ts) from facts read in the same
// round trip; every admin power then asks `can` (./staff-powers.ts), never the account's admin flag.
import { isDevelopment } from "../kernel/environment";

/**
 * How a session was signed in: a password alone, a password and the authenticator's code, or a
 * passkey. The admin area's rules below tell them apart; sessions (./sessions.ts) record which.
 */
export const SIGN_IN_METHODS = ["password", "password_and_code", "passkey"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * `allowed`; `enrol`: the admin has neither factor yet (settings → security adds one); `passkey`: this
 * session must be signed in again with a passkey (the store requires it, or the admin's only second
 * factor is a passkey and this session was opened with the password alone); `sign_in_again`: the
 * admin has the authenticator app on but this session was opened with the password alone (before it
 * was on, or the very session that turned it on), so it must be signed in again with password and code.
 */
export type AdminAccess = "allowed" | "enrol" | "passkey" | "sign_in_again";

/** What the rule looks at, all read together with the session. */
export interface AdminAccessFacts {
  signedInWith: SignInMethod;
  twoFactorOn: boolean;
  hasPasskey: boolean;
  /** The store setting "admin area requires passkeys". */
  passkeysOnly: boolean;
}

/** For a signed-in admin: may this session use the admin area (and every other admin power) now? */
export function adminAccess(env: Pick<Env, "ENVIRONMENT">, facts: AdminAccessFacts): AdminAccess {
  if (facts.signedInWith === "passkey") return "allowed";
  if (facts.passkeysOnly) return "passkey";
  if (isDevelopment(env)) return "allowed";
  // Two-factor on does not vouch for a session opened before it was on (or for the one that turned it
  // on with the password alone): what counts is what this session was signed in with.
  if (facts.twoFactorOn) return facts.signedInWith === "password_and_code" ? "allowed" : "sign_in_again";
  return facts.hasPasskey ? "passkey" : "enrol";
}
