// What the sandbox's Pay button and card field do: check the order, then deliver a Stripe-shaped
// event signed with STRIPE_WEBHOOK_SECRET exactly as Stripe signs, through receiveStripeWebhook.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { orders } from "../../db/schema";
import { DomainError } from "../domain-error";
import { randomToken, sandboxPixExpiry } from "./sandbox-provider";
import { receiveStripeWebhook, type WebhookDeps } from "./webhook";

/** Stripe's documented test cards and the messages Stripe gives for them. */
const TEST_CARDS: Record<string, { ok: true } | { ok: false; code: string; message: string }> = {
  "4242424242424242": { ok: true },
  "4000000000000002": { ok: false, code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { ok: false, code: "card_declined", message: "Your card has insufficient funds." },
};
const INVALID_NUMBER = { ok: false, code: "incorrect_number", message: "Your card number is incorrect." } as const;
/** Stripe's 3-D Secure test card: the payment waits for the shopper to authenticate with the bank. */
const THREE_D_SECURE_CARD = "4000002760003184";
const AUTHENTICATION_REQUIRED = {
  code: "authentication_required",
  message: "Your card issuer requires you to authenticate this payment.",
} as const;
const AUTHENTICATION_FAILED = {
  code: "payment_intent_authentication_failure",
  message:
    "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
} as const;

/** The bank's answer to the 3-D Secure step, as the sandbox's authentication page plays it. */
export type ThreeDSecureAnswer = "complete" | "fail";

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const signer = new Stripe("sk_sandbox_signer", { httpClient: Stripe.createFetchHttpClient() });

export type SandboxPaymentResult = { ok: true; orderId: number } | { ok: false; code: string; message: string };

/** The payment intent event of a card that did not pay: the order stays pending and can be paid again. */
function failedIntent(
  order: { totalCents: number; currency: string },
  metadata: Record<string, string>,
  error: { code: string; message: string },
) {
  return {
    id: `pi_sbx_${randomToken()}`,
    object: "payment_intent",
    amount: order.totalCents,
    currency: order.currency.toLowerCase(),
    metadata,
    status: "requires_payment_method",
    last_payment_error: error,
  };
}

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
  input: { sessionId: string; userId: number; cardNumber?: string; threeDSecure?: ThreeDSecureAnswer },
): Promise<SandboxPaymentResult> {
  const order = await findSandboxOrder(deps, input.sessionId, input.userId);
  // A Pix session is paid by its code (settleSandboxPix), never by a card.
  if (sandboxPixExpiry(input.sessionId)) throw new DomainError("session_not_found", "sandbox.sessionNotFound", 404);
  if (order.status !== "pendente") throw new DomainError("session_closed", "sandbox.sessionClosed", 409);
  const metadata = { order_id: String(order.id), user_id: String(order.userId) };
  const paymentIntent = `pi_sbx_${randomToken()}`;

  if (input.cardNumber !== undefined) {
    const number = input.cardNumber.replace(/\D/g, "");
    if (number === THREE_D_SECURE_CARD) {
      // Nothing happens until the bank answers; a failed authentication is a failed payment intent.
      if (input.threeDSecure === undefined) return { ok: false, ...AUTHENTICATION_REQUIRED };
      if (input.threeDSecure === "fail") {
        await deliver(deps, "payment_intent.payment_failed", failedIntent(order, metadata, AUTHENTICATION_FAILED));
        return { ok: false, ...AUTHENTICATION_FAILED };
      }
    } else {
      const card = TEST_CARDS[number] ?? INVALID_NUMBER;
      if (!card.ok) {
        await deliver(deps, "payment_intent.payment_failed", failedIntent(order, metadata, card));
        return { ok: false, code: card.code, message: card.message };
      }
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

/** What the sandbox plays for a Pix code: the shopper paid it, the bank refused it, or it ran out. */
export type SandboxPixOutcome = "paid" | "failed" | "expired";

const PIX_EVENTS: Record<SandboxPixOutcome, string> = {
  paid: "checkout.session.async_payment_succeeded",
  failed: "checkout.session.async_payment_failed",
  expired: "checkout.session.expired",
};

/**
 * Plays the bank's side of a sandbox Pix code through the webhook, as Stripe would send it: a code
 * pays only before it expires, and expires only once its time is up.
 */
export async function settleSandboxPix(
  deps: WebhookDeps,
  input: { sessionId: string; userId: number; outcome: SandboxPixOutcome },
  now = new Date(),
): Promise<{ orderId: number; outcome: SandboxPixOutcome }> {
  const order = await findSandboxOrder(deps, input.sessionId, input.userId);
  const expiry = sandboxPixExpiry(input.sessionId);
  if (!expiry) throw new DomainError("session_not_found", "sandbox.sessionNotFound", 404);
  if (order.status !== "pendente") throw new DomainError("session_closed", "sandbox.sessionClosed", 409);
  const expired = now >= expiry;
  if (expired !== (input.outcome === "expired")) {
    throw new DomainError("session_closed", "sandbox.sessionClosed", 409);
  }
  const metadata = { order_id: String(order.id), user_id: String(order.userId) };
  await deliver(deps, PIX_EVENTS[input.outcome], {
    id: input.sessionId,
    object: "checkout.session",
    mode: "payment",
    status: input.outcome === "expired" ? "expired" : "complete",
    payment_status: input.outcome === "paid" ? "paid" : "unpaid",
    payment_method_types: ["pix"],
    amount_total: order.totalCents,
    currency: order.currency.toLowerCase(),
    client_reference_id: String(order.id),
    metadata,
    payment_intent: `pi_sbx_${randomToken()}`,
  });
  return { orderId: order.id, outcome: input.outcome };
}
