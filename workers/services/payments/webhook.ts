// Receives a Stripe-format webhook (from Stripe, or from the local sandbox, which signs its events
// the same way): verifies the signature on the raw body, then applies the event to the order once.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import {
  acknowledgeEvent,
  applyCancellation,
  applyPayment,
  applyRefund,
  type EventOutcome,
  type PaymentEventRef,
} from "../orders/payment-events";
import type { PaymentProvider } from "./provider";

export class InvalidSignatureError extends Error {
  constructor() {
    super("invalid webhook signature");
    this.name = "InvalidSignatureError";
  }
}

export interface WebhookDeps {
  db: Database;
  provider: PaymentProvider;
  webhookSecret: string;
  /** Runs once, after an order became paid for the first time (clear the cart, send the email). */
  onOrderPaid: (order: { id: number; userId: number }) => Promise<void>;
}

export type WebhookOutcome = EventOutcome | "ignored";

/** Only the SDK's verifier is used here, never its network client. */
const verifier = new Stripe("sk_verify_only", { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function verifyStripeEvent(
  rawBody: string,
  signature: string | null,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature || !secret) throw new InvalidSignatureError();
  try {
    return await verifier.webhooks.constructEventAsync(rawBody, signature, secret, undefined, cryptoProvider);
  } catch {
    throw new InvalidSignatureError();
  }
}

function orderIdFrom(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.order_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

async function orderForSession(db: Database, session: Stripe.Checkout.Session): Promise<number | null> {
  const fromMetadata = orderIdFrom(session.metadata);
  if (fromMetadata) return fromMetadata;
  const row = await db.query.orders.findFirst({
    columns: { id: true },
    where: eq(orders.providerSessionId, session.id),
  });
  return row?.id ?? null;
}

export async function receiveStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(rawBody, signature, deps.webhookSecret);
  const ref: PaymentEventRef = { eventId: event.id, type: event.type, provider: deps.provider.name };
  const { db } = deps;

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A completed session paid by a delayed method (boleto, say) is "unpaid" until async_payment_succeeded.
      if (session.payment_status !== "paid") return acknowledgeEvent(db, ref);
      const orderId = await orderForSession(db, session);
      if (!orderId) return acknowledgeEvent(db, ref);
      return settlePayment(deps, ref, {
        orderId,
        paymentRef: idOf(session.payment_intent) ?? session.id,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? "",
      });
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const orderId = orderIdFrom(intent.metadata);
      if (!orderId) return acknowledgeEvent(db, ref);
      return settlePayment(deps, ref, {
        orderId,
        paymentRef: intent.id,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
      });
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const orderId = await orderForSession(db, event.data.object);
      if (!orderId) return acknowledgeEvent(db, ref);
      const reason = event.type === "checkout.session.expired" ? "payment_expired" : "payment_failed";
      return applyCancellation(db, ref, orderId, reason);
    }
    case "payment_intent.payment_failed":
      // A declined card can be retried within the same session: the order stays payable until the session ends.
      return acknowledgeEvent(db, ref);
    case "charge.refunded": {
      const charge = event.data.object;
      const orderId = orderIdFrom(charge.metadata);
      if (!orderId) return acknowledgeEvent(db, ref);
      const latestRefund = charge.refunds?.data[0];
      return applyRefund(db, ref, {
        orderId,
        refundRef: latestRefund?.id ?? `${charge.id}:refund`,
        amountCents: charge.amount_refunded,
        currency: charge.currency,
      });
    }
    default:
      return "ignored";
  }
}

async function settlePayment(
  deps: WebhookDeps,
  ref: PaymentEventRef,
  charge: { orderId: number; paymentRef: string; amountCents: number; currency: string },
): Promise<EventOutcome> {
  const { db } = deps;
  const known = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, charge.orderId) });
  if (!known) return acknowledgeEvent(db, ref);
  const outcome = await applyPayment(db, ref, charge);
  if (outcome === "duplicate") return outcome;
  // Read after the batch: whatever happened concurrently, the status now says whether this payment paid it.
  const order = await db.query.orders.findFirst({
    columns: { id: true, userId: true, status: true },
    where: eq(orders.id, charge.orderId),
  });
  if (order?.status === "processando") {
    await deps.onOrderPaid({ id: order.id, userId: order.userId });
  } else {
    // Money arrived for an order that was already cancelled (its session was replaced or expired):
    // give it back rather than keep a payment for nothing.
    await refundLatePayment(deps, ref, charge);
  }
  return outcome;
}

async function refundLatePayment(
  deps: WebhookDeps,
  ref: PaymentEventRef,
  charge: { orderId: number; paymentRef: string; amountCents: number; currency: string },
) {
  const { refundId } = await deps.provider.refund(
    charge.paymentRef,
    charge.amountCents,
    `late-refund-${charge.orderId}`,
  );
  await applyRefund(
    deps.db,
    { ...ref, eventId: `${ref.eventId}:late-refund` },
    { orderId: charge.orderId, refundRef: refundId, amountCents: charge.amountCents, currency: charge.currency },
  );
}
