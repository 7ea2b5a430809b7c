// What an order's effect does to the order when the outbox performs it (../effects/perform.ts): a
// refund through the provider, noted on the order's timeline and on the payment event that caused
// it, a payment session closed, cancelling the order it left unpaid, and a dispute's evidence sent.
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import type { ExpireSessionEffect, RefundEffect } from "../effects/outbox";
import type { EffectServices, OrderEffects } from "../effects/perform";
import { effectRunnerFor } from "../effects/runner";
import { DomainError } from "../kernel/domain-error";
import { releaseOrder } from "../stock/holds";
import type { EvidenceEnv } from "./dispute-evidence";
import { performDisputeEvidence } from "./dispute-submission";
import { noteEventResult } from "./payment-events";
import { refundThroughProvider } from "./refunds";
import { historyIfStatus, moveStatusFromAny } from "./status-statements";

/** Refusals that mean the money is already back (this refund, or one the provider told us of): done. */
const NOTHING_LEFT_TO_REFUND = new Set(["already_refunded", "refund_too_large", "not_refundable"]);

async function refund(services: EffectServices, key: string, effect: RefundEffect): Promise<void> {
  try {
    await refundThroughProvider(
      { db: services.db, provider: services.provider() },
      {
        orderId: effect.orderId,
        amountCents: effect.amountCents,
        key,
        eventType: effect.eventType,
        // The order stays cancelled; its timeline says when the money went back.
        alongside: () => [
          historyIfStatus(services.db, effect.orderId, "cancelado", "cancelado", { reason: "refunded" }),
        ],
      },
    );
  } catch (error) {
    if (!(error instanceof DomainError && NOTHING_LEFT_TO_REFUND.has(error.code))) throw error;
  }
  if (effect.causeEventId) {
    await noteEventResult(services.db, effect.causeEventId, effect.doneReason ?? "late_payment_refunded");
  }
}

async function expireSession(services: EffectServices, effect: ExpireSessionEffect): Promise<void> {
  const closing = await services.provider().expireCheckoutSession(effect.sessionId);
  // Paid meanwhile: the payment is on its way to the order, which must not be cancelled under it.
  if (closing !== "closed" || effect.cancelOrderId === undefined) return;
  await services.db.batch([
    ...moveStatusFromAny(
      services.db,
      effect.cancelOrderId,
      ["pendente"],
      "cancelado",
      { reason: "abandoned" },
      eq(orders.providerSessionId, effect.sessionId),
    ),
    // Holds of an order no longer pending: given back (whatever the order's status, none are live then).
    ...releaseOrder(services.db, effect.cancelOrderId, new Date()),
  ]);
}

/** What an order's effects do; a dispute's evidence reads the chat and proof images through `env`'s bindings. */
function orderEffectsWith(env: EvidenceEnv): OrderEffects {
  return {
    refund,
    expireSession,
    submitDisputeEvidence: (services, key, effect) => performDisputeEvidence(services, env, key, effect),
  };
}

/** The runner that performs every kind of effect: the queue's, the admin's "try again", the webhook's. */
export function orderEffectRunnerFor(env: Env & { EFFECT_RETRY_BASE_SECONDS?: string }, db: Database) {
  return { ...effectRunnerFor(env, db), orders: orderEffectsWith(env) };
}
