import Stripe from "stripe";

const signer = new Stripe("sk_test_signer", { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export const TEST_WEBHOOK_SECRET = "whsec_test_secret";

/** A Stripe-format event body and its signature header, signed the way Stripe signs. */
export async function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${crypto.randomUUID()}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const signature = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider,
  });
  return { payload, signature };
}

/** The order's session paid, by the payment intent `paymentIntent` (one named after the order unless said). */
export function paidSession(
  order: { id: number; userId: number; totalCents: number; providerSessionId: string | null },
  paymentIntent = `pi_test_${order.id}`,
) {
  return {
    id: order.providerSessionId ?? "cs_test_unknown",
    object: "checkout.session",
    payment_status: "paid",
    status: "complete",
    amount_total: order.totalCents,
    currency: "brl",
    metadata: { order_id: String(order.id), user_id: String(order.userId) },
    payment_intent: paymentIntent,
  };
}

/** A `charge.refunded` event for the order's payment: `amountRefunded` is the charge's running refunded total. */
export function refundedCharge(order: { id: number; totalCents: number }, amountRefunded: number) {
  return {
    id: `ch_test_${order.id}`,
    object: "charge",
    amount: order.totalCents,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= order.totalCents,
    currency: "brl",
    payment_intent: `pi_test_${order.id}`,
    metadata: { order_id: String(order.id) },
  };
}

/** A dispute on the order's payment, as `charge.dispute.*` events carry it. */
export function disputeOf(
  order: { id: number; totalCents: number },
  status: "needs_response" | "won" | "lost" | "warning_closed",
) {
  return {
    id: `dp_test_${order.id}`,
    object: "dispute",
    amount: order.totalCents,
    currency: "brl",
    charge: `ch_test_${order.id}`,
    payment_intent: `pi_test_${order.id}`,
    reason: "fraudulent",
    status,
    metadata: {},
  };
}
