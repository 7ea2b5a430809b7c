// The rule for every long-lived connection (today the chat's websockets): what the connection was
// opened with is a grant, and a grant is checked against D1 each time it is used, never trusted
// for the connection's life. A grant holds while its sign-in does (./sign-in-standing.ts: the account
// exists and is not disabled, the session version is the one it was opened under, the passkey that
// opened it is still the account's) and, for a grant opened with an admin's powers, while the
// admin-access rule still grants them to that sign-in (`can`). See docs/decisions/012-live-authority.md
// for why the check is made on use rather than pushed from the admin screens.
import type { Database } from "../db/client";
import { type SignInClaim, standingsOf } from "./sign-in-standing";
import { can, type StaffPower } from "./staff-powers";

export interface Grant extends SignInClaim {
  /** The staff power the connection was opened with (a support agent's socket), if any. */
  asStaff: StaffPower | null;
}

/** Whether each grant still holds, in the same order, from one round trip per 90 distinct users. */
export async function grantsStillHeld(
  db: Database,
  env: Pick<Env, "ENVIRONMENT" | "CACHE_VERSIONS">,
  grants: readonly Grant[],
): Promise<boolean[]> {
  const standings = await standingsOf(db, env, grants);
  return grants.map((grant, index) => {
    const standing = standings[index];
    return standing != null && (grant.asStaff === null || can(standing, grant.asStaff));
  });
}
