// The rule for every long-lived connection (today the chat's websockets): what the connection was
// opened with is a grant, and a grant is checked against D1 each time it is used, never trusted
// for the connection's life. A grant holds while the account exists, is not disabled, still has the
// session version it was opened under (a password reset or a disable bumps it), and, for a grant
// opened as an admin, is still an admin. See docs/decisions/012-live-authority.md for why the
// check is made on use rather than pushed from the admin screens.
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { batchWithinLimits } from "../../db/statement-limits";

export interface Grant {
  userId: number;
  /** users.session_version of the sign-in that opened the connection. */
  sessionVersion: number;
  /** Opened with an admin's powers (a support agent's socket). */
  asAdmin: boolean;
}

/** Whether each grant still holds, in the same order, from one round trip to D1. */
export async function grantsStillHeld(db: Database, grants: readonly Grant[]): Promise<boolean[]> {
  const ids = [...new Set(grants.map((grant) => grant.userId))];
  if (ids.length === 0) return [];
  const rows = (
    await batchWithinLimits(db, ids, (part) =>
      db
        .select({
          id: users.id,
          isAdmin: users.isAdmin,
          disabledAt: users.disabledAt,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(inArray(users.id, part)),
    )
  ).flat();
  const current = new Map(rows.map((row) => [row.id, row]));
  return grants.map((grant) => {
    const user = current.get(grant.userId);
    return (
      user !== undefined &&
      user.disabledAt === null &&
      user.sessionVersion === grant.sessionVersion &&
      (!grant.asAdmin || user.isAdmin)
    );
  });
}
