// Who may use the admin area (pages and /api/admin/*), beyond being an admin (issue 35; decision 035):
// on a deployed store an admin needs a second factor, and either the authenticator app (a session
// signed in with password and code) or a passkey (a session signed in with it) counts. The store can
// also require passkeys only (the admin setting `adminPasskeysOnly`), in every environment.
// The rule is computed with every session read (./sign-in-standing.ts) from facts read in the same
// round trip; every admin power then asks `can` (./staff-powers.ts), never the account's admin flag.
import { isDevelopment } from "../environment";
import type { SignInMethod } from "./sessions";

/**
 * `allowed`; `enrol`: the admin has neither factor yet (settings → security adds one); `passkey`: this
 * session must be signed in again with a passkey (the store requires it, or the admin's only second
 * factor is a passkey and this session was opened with the password alone).
 */
export type AdminAccess = "allowed" | "enrol" | "passkey";

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
  // With two-factor on, the password alone never opens a session: this one had the code too.
  if (facts.twoFactorOn) return "allowed";
  return facts.hasPasskey ? "passkey" : "enrol";
}
