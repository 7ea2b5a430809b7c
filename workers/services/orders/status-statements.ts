// The two statements every status change is made of, for use inside one D1 batch: the history row
// first (written only while the order still has the expected status), then the guarded UPDATE.
// A concurrent change makes both apply nothing.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory, orders, type StatusReason } from "../../db/schema";

/** Why the status changes (a code, shown in words) and, for a person's change, what they typed. */
export interface HistoryEntry {
  reason: StatusReason;
  note?: string;
}

const now = () => new Date().toISOString();

function historyWhere(
  db: Database,
  where: SQL | undefined,
  from: string,
  to: string,
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

/** Cancels every pending order of a shopper (a newer checkout replaces them): history, then update. */
export function cancelPendingOrdersOf(db: Database, userId: number) {
  const pendingOfUser = and(eq(orders.userId, userId), eq(orders.status, "pendente"));
  return [
    historyWhere(db, pendingOfUser, "pendente", "cancelado", { reason: "superseded" }, null),
    db.update(orders).set({ status: "cancelado", updatedAt: now() }).where(pendingOfUser),
  ] as const;
}

export function moveStatus(db: Database, orderId: number, from: string, to: string) {
  return db
    .update(orders)
    .set({ status: to, updatedAt: now() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
}
