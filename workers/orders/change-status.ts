// A person-made status change (an admin marking an order delivered, say): only the moves status.ts
// leaves to a person's choice. Payment-driven changes go through payment-events.ts and refunds.ts.
import { and, eq, isNull } from "drizzle-orm";
import { manualNextStatuses } from "../../shared/orders/status";
import type { Database } from "../db/client";
import { type OrderStatus, orders, type StatusReason } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { releaseOrder } from "../stock/holds";
import { historyIfStatus, moveStatus } from "./status-statements";

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  reason: StatusReason;
  /** What the admin typed, if anyone did. */
  note?: string;
  actorUserId: number | null;
}

export async function changeOrderStatus(db: Database, change: StatusChange) {
  const order = await db.query.orders.findFirst({
    columns: { id: true, status: true },
    where: eq(orders.id, change.orderId),
  });
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  if (!manualNextStatuses(order.status).includes(change.to)) {
    throw new DomainError("illegal_transition", "orders.illegalTransition", 409, "status");
  }
  const [, moved] = await db.batch([
    historyIfStatus(db, order.id, order.status, change.to, change, change.actorUserId),
    moveStatus(db, order.id, order.status, change.to),
    // Delivery starts the shopper's window to confirm receipt or report a problem.
    db
      .update(orders)
      .set({ deliveredAt: new Date().toISOString() })
      .where(and(eq(orders.id, order.id), eq(orders.status, "concluído"), isNull(orders.deliveredAt))),
    // A cancelled order holds no stock: an unpaid one's holds are free for others at once (a paid one's were sold).
    ...(change.to === "cancelado" ? releaseOrder(db, order.id, new Date()) : []),
  ]);
  // Someone else changed the order between our read and this write: nothing was applied.
  if (moved.length === 0) throw new DomainError("status_changed", "orders.statusChanged", 409, "status");
  return { from: order.status, to: change.to };
}
