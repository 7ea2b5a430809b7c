// The rule for every long-lived connection (today the chat's websockets): what the connection was
// opened with is a grant, and a grant is checked against D1 each time it is used, never trusted
// for the connection's life. A grant holds while its sign-in does (./sign-in-standing.ts: the account
// exists and is not disabled, the session version is the one it was opened under, the passkey that
// opened it is still the account's) and, for a grant opened with an admin's powers, while the
// admin-access rule still grants them to that sign-in (`can`). See docs/decisions/012-live-authority.md
// for why the check is made on use rather than pushed from the admin screens.
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import { type SignInClaim, standingsOf } from "./sign-in-standing";
import { can, type PowerSubject, type StaffPower } from "./staff-powers";

export interface Grant extends SignInClaim {
  /** The staff power the connection was opened with (a support agent's socket), if any. */
  asStaff: StaffPower | null;
  /**
   * The order that power reaches, when it reaches one order only (a delivery agent's socket on
   * that order's conversation): it holds while the order is assigned to them, read now.
   */
  forOrder?: number | null;
}

/** Who holds each of these orders on the delivery desk now, in one round trip. */
async function assignmentsOf(db: Database, orderIds: number[]): Promise<Map<number, PowerSubject>> {
  const [first, ...rest] = statementsWithinLimits(orderIds, (part) =>
    db.select({ id: orders.id, assignedStaffId: orders.assignedStaffId }).from(orders).where(inArray(orders.id, part)),
  );
  if (!first) return new Map();
  const rows = (await db.batch([first, ...rest])).flat();
  return new Map(rows.map((row) => [row.id, { assignedStaffId: row.assignedStaffId }]));
}

/** Whether each grant still holds, in the same order, from one round trip per 90 distinct users (and one for orders). */
export async function grantsStillHeld(
  db: Database,
  env: Pick<Env, "ENVIRONMENT" | "CACHE_VERSIONS">,
  grants: readonly Grant[],
): Promise<boolean[]> {
  const orderIds = [...new Set(grants.flatMap((grant) => (grant.forOrder ? [grant.forOrder] : [])))];
  const [standings, assignments] = await Promise.all([standingsOf(db, env, grants), assignmentsOf(db, orderIds)]);
  return grants.map((grant, index) => {
    const standing = standings[index];
    if (standing == null) return false;
    if (grant.asStaff === null) return true;
    const viewer = { ...standing, id: standing.account.id };
    if (!grant.forOrder) return can(viewer, grant.asStaff);
    // An order no longer found holds for nobody.
    return can(viewer, grant.asStaff, assignments.get(grant.forOrder) ?? { assignedStaffId: null });
  });
}
