// The two statements every status change is made of, for use inside one D1 batch: the history row
// first (written only while the order still has the expected status), then the guarded UPDATE.
// A concurrent change makes both apply nothing.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderStatusHistory, orders, type StatusReason } from "../db/schema";

/** Why the status changes (a code, shown in words) and, for a person's change, what they typed. */
export interface HistoryEntry {
  reason: StatusReason;
  note?: string;
}

const now = () => new Date().toISOString();

/** A history row for every order `where` matches (none when it matches nothing). */
export function historyWhere(
  db: Database,
  where: SQL | undefined,
  from: string | SQL,
  to: string | SQL,
  entry: HistoryEntry,
  actorUserId: number | null,
) {
  return db.insert(orderStatusHistory).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        orderId: orders.id,
        fromStatus: sql<string>`${from}`.as("from_status"),
        toStatus: sql<string>`${to}`.as("to_status"),
        reason: sql<StatusReason>`${entry.reason}`.as("reason"),
        note: sql<string>`${entry.note ?? ""}`.as("note"),
        actorUserId: sql<number | null>`${actorUserId}`.as("actor_user_id"),
        createdAt: sql<string>`${now()}`.as("created_at"),
      })
      .from(orders)
      .where(where),
  );
}

export function historyIfStatus(
  db: Database,
  orderId: number,
  from: string,
  to: string,
  entry: HistoryEntry,
  actorUserId: number | null = null,
) {
  return historyWhere(db, and(eq(orders.id, orderId), eq(orders.status, from)), from, to, entry, actorUserId);
}

export function moveStatus(db: Database, orderId: number, from: string, to: string) {
  return db
    .update(orders)
    .set({ status: to, updatedAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
}

/**
 * A move from whichever of `from` the order is in (the history row records which), when `condition`
 * also holds. `to` may be an SQL expression (the status a dispute held the order from, say).
 * `actorUserId`: the staff member whose decision it is; none for the store's own moves.
 */
export function moveStatusFromAny(
  db: Database,
  orderId: number,
  from: readonly string[],
  to: string | SQL,
  entry: HistoryEntry,
  condition?: SQL,
  actorUserId: number | null = null,
) {
  const where = and(eq(orders.id, orderId), inArray(orders.status, [...from]), condition);
  return [
    historyWhere(db, where, sql`${orders.status}`, to, entry, actorUserId),
    db.update(orders).set({ status: to, updatedAt: now() }).where(where),
  ] as const;
}
