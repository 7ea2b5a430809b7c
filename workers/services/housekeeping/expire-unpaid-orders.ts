// An unpaid order whose payment session has ended can no longer be paid: cancel it so the shopper's
// next checkout starts clean and admins don't see it as open. Each order moves with the same guarded
// statements a webhook uses, so a run racing another run (or a late "expired" event) changes it once,
// and an order paid meanwhile is left alone. A payment that still arrives later is refunded by the
// webhook (workers/services/payments/webhook.ts).
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { historyIfStatus, moveStatus } from "../orders/status-statements";
import { PAYMENT_SESSION_LIFETIME_MS } from "../payments/session-lifetime";

/** Sessions end at their lifetime; the grace covers a payment confirmed in its last seconds. */
const GRACE_MS = 5 * 60 * 1000;
const BATCH = 50;

export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_SESSION_LIFETIME_MS - GRACE_MS).toISOString();
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "pendente"), lt(orders.createdAt, cutoff)))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of stale) {
    const [, moved] = await db.batch([
      historyIfStatus(db, id, "pendente", "cancelado", "payment session expired"),
      moveStatus(db, id, "pendente", "cancelado"),
    ]);
    cancelled += moved.length;
  }
  return cancelled;
}
