// What the sandbox's Pay button and card field do: check the order, then deliver a Stripe-shaped
// event signed with STRIPE_WEBHOOK_SECRET exactly as Stripe signs, through receiveStripeWebhook.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { randomToken, sandboxPixExpiry } from "../payments/sandbox-provider";
import { receiveStripeWebhook, type WebhookDeps } from "./payment-webhook";
import { moneyOf } from "./refunds";

/**
 * A card payment the sandbox refuses, as Stripe's API does: 402 with Stripe's code, and Stripe's
 * message for the shopper as an i18n key (`sandbox.card` in each locale's shopping.ts).
 */
function cardRefused(code: string, messageKey: string): DomainError {
  return new DomainError(code, `sandbox.card.${messageKey}`, 402);
}

/** Stripe's documented test cards: null pays, a refusal is what Stripe answers for the card. */
const TEST_CARDS: Record<string, (() => DomainError) | null> = {
  "4242424242424242": null,
  "4000000000009235": null,
  "4000000000004954": null,
  "4000000760000002": null,
  "4000000000000002": () => cardRefused("card_declined", "declined"),
  "4000000000009995": () => cardRefused("card_declined", "insufficientFunds"),
};
const incorrectNumber = () => cardRefused("incorrect_number", "incorrectNumber");
/** Stripe's 3-D Secure test card: the payment waits for the shopper to authenticate with the bank. */
const THREE_D_SECURE_CARD = "4000002760003184";
const authenticationRequired = () => cardRefused("authentication_required", "authenticationRequired");
const authenticationFailed = () => cardRefused("payment_intent_authentication_failure", "authenticationFailed");

/** What a paid test card's charge reports: Stripe's risk test cards and its country test cards. */
interface CardCheck {
  riskLevel: "normal" | "elevated" | "highest";
  riskScore: number;
  country: string;
}
const DEFAULT_CARD_CHECK: CardCheck = { riskLevel: "normal", riskScore: 12, country: "US" };
const CARD_CHECKS: Record<string, CardCheck> = {
  // Stripe's "elevated risk" test card: paid, and held by the provider-risk rule.
  "4000000000009235": { riskLevel: "elevated", riskScore: 70, country: "US" },
  // Stripe's "highest risk" card (blocked by Radar at Stripe; paid here so the rule can be tried).
  "4000000000004954": { riskLevel: "highest", riskScore: 90, country: "US" },
  // Stripe's Brazil card: issued in BR.
  "4000000760000002": { riskLevel: "normal", riskScore: 10, country: "BR" },
};

/** The bank's answer to the 3-D Secure step, as the sandbox's authentication page plays it. */
export type ThreeDSecureAnswer = "complete" | "fail";

const cryptoProvider = Stripe.createSubtleCryptoProvider();
const signer = new Stripe("sk_sandbox_signer", { httpClient: Stripe.createFetchHttpClient() });

/**
 * The payment intent event of a card that did not pay: the order stays pending and can be paid
 * again. The error carries Stripe's code only: the store reads no message from it.
 */
function failedIntent(
  order: { totalCents: number; currency: string },
  metadata: Record<string, string>,
  refusal: DomainError,
) {
  return {
    id: `pi_sbx_${randomToken()}`,
    object: "payment_intent",
    amount: order.totalCents,
    currency: order.currency.toLowerCase(),
    metadata,
    status: "requires_payment_method",
    last_payment_error: { code: refusal.code },
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

/** A card that did not pay: its failed payment intent goes through the webhook, then the refusal. */
async function refuse(
  deps: WebhookDeps,
  order: { totalCents: number; currency: string },
  metadata: Record<string, string>,
  refusal: DomainError,
): Promise<never> {
  await deliver(deps, "payment_intent.payment_failed", failedIntent(order, metadata, refusal));
  throw refusal;
}

/**
 * Pays a sandbox session. `cardNumber` is given for the embedded card form (a declined test card
 * is refused with Stripe's code and message, after the failed payment's event); the hosted sandbox
 * page pays without one.
 */
export async function paySandboxSession(
  deps: WebhookDeps,
  input: { sessionId: string; userId: number; cardNumber?: string; threeDSecure?: ThreeDSecureAnswer },
): Promise<{ orderId: number }> {
  const order = await findSandboxOrder(deps, input.sessionId, input.userId);
  // A Pix session is paid by its code (settleSandboxPix), never by a card.
  if (sandboxPixExpiry(input.sessionId)) throw new DomainError("session_not_found", "sandbox.sessionNotFound", 404);
  if (order.status !== "pendente") throw new DomainError("session_closed", "sandbox.sessionClosed", 409);
  const metadata = { order_id: String(order.id), user_id: String(order.userId) };
  const paymentIntent = `pi_sbx_${randomToken()}`;

  const number = input.cardNumber?.replace(/\D/g, "");
  if (number !== undefined) {
    if (number === THREE_D_SECURE_CARD) {
      // Nothing happens until the bank answers; a failed authentication is a failed payment intent.
      if (input.threeDSecure === undefined) throw authenticationRequired();
      if (input.threeDSecure === "fail") await refuse(deps, order, metadata, authenticationFailed());
    } else {
      const refusal = number in TEST_CARDS ? TEST_CARDS[number] : incorrectNumber;
      if (refusal) await refuse(deps, order, metadata, refusal());
    }
  }

  // The charge's own event first (Stripe sends the two in no set order): its 3-D Secure result, its
  // risk check and the card's country, so the store's risk rules see them when the payment is confirmed.
  const check = number ? (CARD_CHECKS[number] ?? DEFAULT_CARD_CHECK) : null;
  await deliver(deps, "charge.succeeded", {
    id: `ch_sbx_${randomToken()}`,
    object: "charge",
    amount: order.totalCents,
    currency: order.currency.toLowerCase(),
    payment_intent: paymentIntent,
    metadata,
    outcome: {
      type: "authorized",
      network_status: "approved_by_network",
      risk_level: check?.riskLevel ?? "normal",
      risk_score: check?.riskScore ?? 12,
    },
    payment_method_details: {
      type: "card",
      card: {
        country: check?.country ?? null,
        three_d_secure: number === THREE_D_SECURE_CARD ? { result: "authenticated", version: "2.2.0" } : null,
      },
    },
  });
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
  return { orderId: order.id };
}

const EVIDENCE_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The shopper's bank disputes a paid order (POST /api/sandbox/disputes): Stripe's
 * `charge.dispute.created`, signed, through the webhook, with the bank's evidence deadline a week
 * away. Only the order's shopper may (their bank disputes their own payment); the store's path from
 * the event on is the real one.
 */
export async function openSandboxDispute(
  deps: WebhookDeps,
  input: { orderId: number; userId: number; reason: string },
): Promise<{ disputeId: string }> {
  const [paid] = await deps.db
    .select({ userId: orders.userId, paymentRef: orders.providerPaymentId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  // Another shopper's order is as unknown as a made-up one.
  if (paid?.userId !== input.userId) throw new DomainError("order_not_found", "orders.notFound", 404);
  const money = await moneyOf(deps.db, input.orderId);
  if (!paid.paymentRef || !money.charge) throw new DomainError("not_paid", "sandbox.notPaid", 409);
  const disputeId = `dp_sbx_${randomToken()}`;
  await deliver(deps, "charge.dispute.created", {
    id: disputeId,
    object: "dispute",
    amount: money.paidCents,
    currency: money.charge.currency.toLowerCase(),
    // The store keeps a charge by its payment intent: the charge's own id is not recorded.
    charge: `ch_sbx_${randomToken()}`,
    payment_intent: paid.paymentRef,
    reason: input.reason,
    status: "needs_response",
    evidence_details: {
      due_by: Math.floor((Date.now() + EVIDENCE_DAYS_MS) / 1000),
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    metadata: {},
  });
  return { disputeId };
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
