// The checkout-cancel page: the shopper gave up on the payment page. The order closes only once the
// provider confirms its session can no longer be paid; a paid order is never touched. When the
// provider can't be reached, the order stays as it is and the outbox closes the session and
// cancels the order as soon as the provider answers (workers/effects/).
import type { Database } from "../db/client";
import type { EffectRunner } from "../effects/runner";
import { scheduleEffect } from "../effects/runner";
import type { PaymentProvider, SessionClosing } from "../payments/provider";
import { changeOrderStatus } from "./change-status";
import { findOrderBySession } from "./queries";

export interface ShopperCancellation {
  orderId: number;
  status: string;
  /** "scheduled": the provider did not answer; the order is cancelled once it confirms the session closed. */
  cancellation?: "scheduled";
}

export async function cancelBySession(
  deps: { db: Database; provider: PaymentProvider; effects: EffectRunner },
  userId: number,
  sessionId: string,
): Promise<ShopperCancellation> {
  const order = await findOrderBySession(deps.db, userId, sessionId);
  if (order.status !== "pendente") return { orderId: order.id, status: order.status };
  let closing: SessionClosing;
  try {
    closing = await deps.provider.expireCheckoutSession(sessionId);
  } catch {
    await scheduleEffect(deps.effects, {
      key: `cancel-order:${order.id}:${sessionId}`,
      orderId: order.id,
      payload: { kind: "expire_session", sessionId, cancelOrderId: order.id, actorUserId: userId },
    });
    return { orderId: order.id, status: order.status, cancellation: "scheduled" };
  }
  // A session paid in the meantime is not cancelled under the payment on its way.
  if (closing === "completed") return { orderId: order.id, status: order.status };
  await changeOrderStatus(deps.db, {
    orderId: order.id,
    to: "cancelado",
    reason: "abandoned",
    actorUserId: userId,
  });
  return { orderId: order.id, status: "cancelado" };
}
