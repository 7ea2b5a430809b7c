// What the sandbox's Pay button and card field do: check the order, then deliver a Stripe-shaped
// event signed with STRIPE_WEBHOOK_SECRET exactly as Stripe signs, through receiveStripeWebhook.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { orders } from "../../db/schema";
import { DomainError } from "../domain-error";
import { randomToken } from "./sandbox-provider";
import { receiveStripeWebhook, type WebhookDeps } from "./webhook";

/** Stripe's documented test cards and the messages Stripe gives for them. */
const TEST_CARDS: Record<string, { ok: true } | { ok: false; code: string; message: string }> = {
  "4242424242424242": { ok: true },
  "4000000000000002": { ok: false, code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { ok: false, code: "card_declined", message: "Your card has insufficient funds." },
};
const INVALID_NUMBER = { ok: false, code: "incorrect_number", message: "Your card number is incorrect." } as const;

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const signer = new Stripe("sk_sandbox_signer", { httpClient: Stripe.createFetchHttpClient() });

export type SandboxPaymentResult = { ok: true; orderId: number } | { ok: false; code: string; message: string };

export async function findSandboxOrder(deps: Pick<WebhookDeps, "db">, sessionId: string, userId: number) {
  const order = await deps.db.query.orders.findFirst({ where: eq(orders.providerSessionId, sessionId) });
  // Another shopper's session is as unknown as a made-up one.
  if (!order || order.userId !== userId) throw new DomainError("session_not_found", "sandbox.sessionNotFound", 404);
  return order;
}

async function deliver(deps: WebhookDeps, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_sbx_${randomToken()}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: deps.webhookSecret,
    cryptoProvider,
  });
  return receiveStripeWebhook(deps, payload, signature);
}

/**
 * Pays a sandbox session. `cardNumber` is given for the embedded card form (a declined test card
 * answers with Stripe's message); the hosted sandbox page pays without one.
 */
export async function paySandboxSession(
  deps: WebhookDeps,
  input: { sessionId: string; userId: number; cardNumber?: string },
): Promise<SandboxPaymentResult> {
  const order = await findSandboxOrder(deps, input.sessionId, input.userId);
  if (order.status !== "pendente") throw new DomainError("session_closed", "sandbox.sessionClosed", 409);
  const metadata = { order_id: String(order.id), user_id: String(order.userId) };
  const paymentIntent = `pi_sbx_${randomToken()}`;

  if (input.cardNumber !== undefined) {
    const card = TEST_CARDS[input.cardNumber.replace(/\D/g, "")] ?? INVALID_NUMBER;
    if (!card.ok) {
      await deliver(deps, "payment_intent.payment_failed", {
        id: paymentIntent,
        object: "payment_intent",
        amount: order.totalCents,
        currency: order.currency.toLowerCase(),
        metadata,
        status: "requires_payment_method",
        last_payment_error: { code: card.code, message: card.message },
      });
      return { ok: false, code: card.code, message: card.message };
    }
  }

  await deliver(deps, "checkout.session.completed", {
    id: input.sessionId,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: order.totalCents,
    currency: order.currency.toLowerCase(),
    client_reference_id: String(order.id),
    metadata,
    payment_intent: paymentIntent,
  });
  return { ok: true, orderId: order.id };
}
