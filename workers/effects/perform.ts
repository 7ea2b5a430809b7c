// One try of one effect against its outside service. Resolves when the service acknowledged it (or
// there is nothing left to do); rejects when it should be tried again. An email is sent here; what
// an order's effect does to the order (a refund, a closed payment session, a dispute's evidence) is the orders area's
// (orders/order-effects.ts), handed in by whoever builds the runner, since orders record effects
// and so sit above this area (docs/decisions/053-areas-one-way.md).
import type { Database } from "../db/client";
import type { MailTransport } from "../mail/message";
import type { PaymentProvider } from "../payments/provider";
import type { DisputeEvidenceEffect, EffectPayload, EffectRow, ExpireSessionEffect, RefundEffect } from "./outbox";

/** What performing an order's effect does: the orders area's rules (orders/order-effects.ts). */
export interface OrderEffects {
  refund(services: EffectServices, key: string, effect: RefundEffect): Promise<void>;
  expireSession(services: EffectServices, effect: ExpireSessionEffect): Promise<void>;
  submitDisputeEvidence(services: EffectServices, key: string, effect: DisputeEvidenceEffect): Promise<void>;
}

export interface EffectServices {
  db: Database;
  mail: () => MailTransport;
  /** Built on use: a store without a payment provider can still send its emails. */
  provider: () => PaymentProvider;
  /**
   * Absent from a runner that only sends the emails it records (the durable mailer's, ./mailer.ts):
   * an order's effect it came upon would fail this try and wait for the queue's runner, which has them.
   */
  orders?: OrderEffects;
}

function orderEffectsOf(services: EffectServices): OrderEffects {
  if (!services.orders) throw new Error("this effect runner sends emails only; an order's effect waits for the queue");
  return services.orders;
}

export async function performEffect(services: EffectServices, row: EffectRow): Promise<void> {
  const payload = JSON.parse(row.payload) as EffectPayload;
  switch (payload.kind) {
    case "email":
      return services.mail().send(payload.message, row.key);
    case "refund":
      return orderEffectsOf(services).refund(services, row.key, payload);
    case "expire_session":
      return orderEffectsOf(services).expireSession(services, payload);
    case "dispute_evidence":
      return orderEffectsOf(services).submitDisputeEvidence(services, row.key, payload);
  }
}
