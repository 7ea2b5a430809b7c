// The checkout-cancel page: the shopper gave up on the payment page. The order closes if it is
// still pending (and its session can no longer be paid); a paid order is never touched.
import type { Database } from "../../db/client";
import type { PaymentProvider } from "../payments/provider";
import { changeOrderStatus } from "./change-status";
import { findOrderBySession } from "./queries";

export async function cancelBySession(
  deps: { db: Database; provider: PaymentProvider },
  userId: number,
  sessionId: string,
): Promise<{ orderId: number; status: string }> {
  const order = await findOrderBySession(deps.db, userId, sessionId);
  if (order.status !== "pendente") return { orderId: order.id, status: order.status };
  // A session paid in the meantime is not cancelled under the payment on its way.
  const closing = await deps.provider.expireCheckoutSession(sessionId).catch(() => "closed" as const);
  if (closing === "completed") return { orderId: order.id, status: order.status };
  await changeOrderStatus(deps.db, {
    orderId: order.id,
    to: "cancelado",
    reason: "abandoned",
    actorUserId: userId,
  });
  return { orderId: order.id, status: "cancelado" };
}
