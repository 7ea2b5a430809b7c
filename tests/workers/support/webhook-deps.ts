// What the payment services need to apply a Stripe event or a sandbox payment in a test.
import { env } from "cloudflare:workers";
import { attemptEffect } from "../../../workers/effects/runner";
import { orderEffectRunnerFor } from "../../../workers/orders/order-effects";
import type { WebhookDeps } from "../../../workers/orders/payment-webhook";
import type { PaymentProvider } from "../../../workers/payments/provider";
import { TEST_WEBHOOK_SECRET } from "./stripe-events";
import { db } from "./worker";

/** The test D1 and signing secret with the given provider; the id of every order paid is pushed onto `paid`. */
export function webhookDeps(provider: PaymentProvider, paid: number[] = []): WebhookDeps {
  return {
    db,
    provider,
    webhookSecret: TEST_WEBHOOK_SECRET,
    onOrderPaid: async (order) => {
      paid.push(order.id);
    },
    onRefundRecorded: async () => {},
    onSoldOut: async () => {},
    runEffect: (key) => attemptEffect({ ...orderEffectRunnerFor(env, db), provider: () => provider }, key),
  };
}
