// The desk's agents as a manager sees them (issue 49): each staff member whose role works the desk,
// with the orders they hold now and their on-time share, the orders they delivered within the
// promise over the last 30 days. One query: the staff by the role index, and for each the counts
// through the (assigned_staff_id, …) indexes, so its cost follows the staff and their recent work,
// never the whole orders table.
import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { rolesWith, type StaffRole } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { orders, users } from "../db/schema";
import { ON_THE_DESK } from "./desk-queue";

/** The window of the on-time share. */
export const ON_TIME_DAYS = 30;
/** More desk staff than a store has; the list stops here rather than grow with a mistake. */
const MOST_AGENTS = 200;

export interface DeskAgent {
  id: number;
  name: string;
  role: StaffRole;
  /** Orders they hold that are not yet delivered. */
  openOrders: number;
  /** Orders they delivered in the last ON_TIME_DAYS days, and how many of them by the promise. */
  delivered: number;
  onTime: number;
  /** onTime / delivered, 0–1; null when they delivered none. */
  onTimeShare: number | null;
}

/** Every staff member the desk may be assigned to (the assign form's choices), with their figures. */
export async function deskAgents(db: Database, now = new Date()): Promise<DeskAgent[]> {
  const since = new Date(now.getTime() - ON_TIME_DAYS * 86_400_000).toISOString();
  const held = alias(orders, "held");
  const done = alias(orders, "done");
  const openOrders = db
    .select({ n: count() })
    .from(held)
    .where(and(eq(held.assignedStaffId, users.id), eq(held.status, ON_THE_DESK)));
  const deliveredSince = and(eq(done.assignedStaffId, users.id), gte(done.deliveredAt, since));
  const delivered = db.select({ n: count() }).from(done).where(deliveredSince);
  const onTime = db
    .select({ n: count() })
    .from(done)
    .where(and(deliveredSince, lte(done.deliveredAt, done.deliverBy)));
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.staffRole,
      openOrders: sql<number>`(${openOrders})`.mapWith(Number),
      delivered: sql<number>`(${delivered})`.mapWith(Number),
      onTime: sql<number>`(${onTime})`.mapWith(Number),
    })
    .from(users)
    .where(and(inArray(users.staffRole, rolesWith("desk")), eq(users.isAdmin, true), isNull(users.disabledAt)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(MOST_AGENTS);
  return rows.flatMap((row) =>
    row.role ? [{ ...row, role: row.role, onTimeShare: row.delivered === 0 ? null : row.onTime / row.delivered }] : [],
  );
}
