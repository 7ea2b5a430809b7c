// Who may use the admin area (pages and /api/admin/*), beyond being an admin (issue 35; decision 035):
// on a deployed store an admin needs a second factor, and either the authenticator app (a session
// signed in with password and code) or a passkey (a session signed in with it) counts. The store can
// also require passkeys only (the admin setting `adminPasskeysOnly`), in every environment.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passkeys } from "../../db/schema";
import { isDevelopment } from "../environment";
import { getCurrentStoreSettings } from "../settings/store-settings";
import type { SessionUser } from "./sessions";
import { isTwoFactorEnabled } from "./two-factor";

/**
 * `allowed`; `enrol`: the admin has neither factor yet (settings → security adds one); `passkey`: this
 * session must be signed in again with a passkey (the store requires it, or the admin's only second
 * factor is a passkey and this session was opened with the password alone).
 */
export type AdminAccess = "allowed" | "enrol" | "passkey";

export async function hasPasskey(db: Database, userId: number): Promise<boolean> {
  const row = await db.query.passkeys.findFirst({ where: eq(passkeys.userId, userId), columns: { id: true } });
  return row !== undefined;
}

/** For a signed-in admin: may this session use the admin area now? */
export async function adminAccess(
  db: Database,
  env: Pick<Env, "ENVIRONMENT" | "CACHE_VERSIONS">,
  admin: Pick<SessionUser, "id" | "signedInWith">,
): Promise<AdminAccess> {
  if (admin.signedInWith === "passkey") return "allowed";
  const settings = await getCurrentStoreSettings(db, env.CACHE_VERSIONS);
  if (settings.adminPasskeysOnly) return "passkey";
  if (isDevelopment(env)) return "allowed";
  // With two-factor on, the password alone never opens a session: this one had the code too.
  if (await isTwoFactorEnabled(db, admin.id)) return "allowed";
  return (await hasPasskey(db, admin.id)) ? "passkey" : "enrol";
}
