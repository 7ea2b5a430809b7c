// Where a payment session's order stands, for the page (and API client) waiting on it: the Pix panel
// polls this to move on by itself when the payment lands, or to say the code expired or failed.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory } from "../../db/schema";
import { findOrderBySession } from "./queries";

/** "paid": the payment reached the order (the success page tells its exact status). */
export type PaymentState = "pending" | "paid" | "expired" | "failed" | "cancelled";

export async function paymentStateOf(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<{ orderId: number; state: PaymentState }> {
  const order = await findOrderBySession(db, userId, sessionId);
  if (order.status === "pendente") return { orderId: order.id, state: "pending" };
  if (order.status !== "cancelado") return { orderId: order.id, state: "paid" };
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
