// One try of one effect against its outside service. Resolves when the service acknowledged it (or
// there is nothing left to do); rejects when it should be tried again.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { DomainError } from "../domain-error";
import type { MailTransport } from "../mail/transport";
import { noteEventResult } from "../orders/payment-events";
import { refundThroughProvider } from "../orders/refunds";
import { historyIfStatus, moveStatusFromAny } from "../orders/status-statements";
import type { PaymentProvider } from "../payments/provider";
import type { EffectPayload, EffectRow, ExpireSessionEffect, RefundEffect } from "./outbox";

export interface EffectServices {
  db: Database;
  mail: () => MailTransport;
  /** Built on use: a store without a payment provider can still send its emails. */
  provider: () => PaymentProvider;
}

export async function performEffect(services: EffectServices, row: EffectRow): Promise<void> {
  const payload = JSON.parse(row.payload) as EffectPayload;
  switch (payload.kind) {
    case "email":
      return services.mail().send(payload.message, row.key);
    case "refund":
      return refund(services, row.key, payload);
    case "expire_session":
      return expireSession(services, payload);
  }
}

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
  if (effect.causeEventId) await noteEventResult(services.db, effect.causeEventId, "late_payment_refunded");
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
  ]);
}
