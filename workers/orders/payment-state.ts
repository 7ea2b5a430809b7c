// Where a payment session's order stands, for the page (and API client) waiting on it: the Pix panel
// polls this to move on by itself when the payment lands (through this session or a newer one opened
// in another tab), or to say the code expired, failed or was replaced by a newer one.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderStatusHistory } from "../db/schema";
import { findOrderOpenedWith } from "./queries";

/**
 * "paid": the payment reached the order (the success page tells its exact status); "replaced": the
 * order is paid through a newer session now, so this one can no longer pay it.
 */
export type PaymentState = "pending" | "paid" | "expired" | "failed" | "cancelled" | "replaced";

export async function paymentStateOf(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<{ orderId: number; state: PaymentState }> {
  const order = await findOrderOpenedWith(db, userId, sessionId);
  if (order.status !== "pendente" && order.status !== "cancelado") return { orderId: order.id, state: "paid" };
  if (order.providerSessionId !== sessionId) return { orderId: order.id, state: "replaced" };
  if (order.status === "pendente") return { orderId: order.id, state: "pending" };
  const [cancelled] = await db
    .select({ reason: orderStatusHistory.reason })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "cancelado")))
    .orderBy(desc(orderStatusHistory.id))
    .limit(1);
  const reason = cancelled?.reason;
  const state = reason === "payment_expired" ? "expired" : reason === "payment_failed" ? "failed" : "cancelled";
  return { orderId: order.id, state };
}
