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

export function paidSession(order: {
  id: number;
  userId: number;
  totalCents: number;
  providerSessionId: string | null;
}) {
  return {
    id: order.providerSessionId ?? "cs_test_unknown",
    object: "checkout.session",
    payment_status: "paid",
    status: "complete",
    amount_total: order.totalCents,
    currency: "brl",
    metadata: { order_id: String(order.id), user_id: String(order.userId) },
    payment_intent: `pi_test_${order.id}`,
  };
}
