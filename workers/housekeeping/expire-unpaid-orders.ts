// An unpaid order whose payment session has ended can no longer be paid: cancel it so admins don't
// see it as open. An order's last write is its newest payment attempt (a retry reuses the order and
// records its new session), so "ended" means: no write for a session's lifetime. The guarded
// statements repeat that condition, so a run racing another run changes the order once, and an order
// paid or retried meanwhile is left alone. A payment that still arrives later is refunded by the
// webhook (workers/orders/payment-webhook.ts).
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, stockHolds } from "../db/schema";
import { historyWhere } from "../orders/status-statements";
import { PAYMENT_SESSION_LIFETIME_MS } from "../payments/session-lifetime";
import { lapsedHolds, releaseHoldsWhere } from "../stock/holds";

/** Sessions end at their lifetime; the grace covers a payment confirmed in its last seconds. */
const GRACE_MS = 5 * 60 * 1000;
const BATCH = 50;

export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_SESSION_LIFETIME_MS - GRACE_MS).toISOString();
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pendente"), lt(orders.updatedAt, cutoff)))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of stale) {
    const abandoned = and(eq(orders.id, id), eq(orders.status, "pendente"), lt(orders.updatedAt, cutoff));
    const [, moved] = await db.batch([
      historyWhere(db, abandoned, "pendente", "cancelado", { reason: "payment_expired" }, null),
      db
        .update(orders)
        .set({ status: "cancelado", updatedAt: now.toISOString() })
        .where(abandoned)
        .returning({ id: orders.id }),
      // What it still held (its session long over) goes back with it.
      ...releaseHoldsWhere(db, and(eq(stockHolds.orderId, id), lapsedHolds(now)), now),
    ]);
    cancelled += moved.length;
  }
  return cancelled;
}
