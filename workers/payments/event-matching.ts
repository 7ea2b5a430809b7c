// Which order a payment event is about, from the provider ids the store recorded (the checkout
// session id at checkout, the payment intent id from the first paid session event), never from
// what the event's metadata claims. Metadata is only compared: when it names another order, the
// event is refused and kept for review.
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import { orders } from "../db/schema";

export type MatchedOrder = Pick<
  typeof orders.$inferSelect,
  "id" | "userId" | "status" | "totalCents" | "currency" | "providerSessionId" | "providerPaymentId"
>;

/** The order the records point to (or none), and why the event cannot be trusted, if it cannot. */
export interface Match {
  order: MatchedOrder | null;
  refusal: string | null;
}

const columns = {
  id: true,
  userId: true,
  status: true,
  totalCents: true,
  currency: true,
  providerSessionId: true,
  providerPaymentId: true,
} as const;

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The order ids an event's metadata and client reference claim, for comparison only. */
function claimedOrderIds(metadata: Stripe.Metadata | null | undefined, clientReference?: string | null): string[] {
  return [metadata?.order_id, clientReference].filter((claim): claim is string => typeof claim === "string");
}

function compareClaims(order: MatchedOrder, claims: string[]): Match {
  return claims.every((claim) => claim === String(order.id))
    ? { order, refusal: null }
    : { order, refusal: "metadata_mismatch" };
}

async function orderWithPayment(db: Database, paymentId: string) {
  return (await db.query.orders.findFirst({ columns, where: eq(orders.providerPaymentId, paymentId) })) ?? null;
}

/** A checkout session event: the order is the one whose session it is. */
export async function matchSession(db: Database, session: Stripe.Checkout.Session): Promise<Match> {
  const order = (await db.query.orders.findFirst({ columns, where: eq(orders.providerSessionId, session.id) })) ?? null;
  if (!order) return { order: null, refusal: "unknown_session" };
  const paymentId = idOf(session.payment_intent);
  if (paymentId && order.providerPaymentId && paymentId !== order.providerPaymentId) {
    return { order, refusal: "payment_id_mismatch" };
  }
  if (paymentId && !order.providerPaymentId) {
    // A payment id already recorded for another order cannot pay this one too.
    const holder = await orderWithPayment(db, paymentId);
    if (holder && holder.id !== order.id) return { order, refusal: "payment_id_mismatch" };
  }
  return compareClaims(order, claimedOrderIds(session.metadata, session.client_reference_id));
}

/** A payment intent, charge or dispute event: the order is the one that recorded the payment intent. */
export async function matchPayment(
  db: Database,
  paymentId: string | null,
  metadata: Stripe.Metadata | null | undefined,
): Promise<Match> {
  const order = paymentId ? await orderWithPayment(db, paymentId) : null;
  if (!order) return { order: null, refusal: "unknown_payment" };
  return compareClaims(order, claimedOrderIds(metadata));
}

/** Why money received cannot settle the order as it is, or null when it matches exactly. */
export function moneyMismatch(order: MatchedOrder, amountCents: number, currency: string): string | null {
  if (currency.toUpperCase() !== order.currency.toUpperCase()) return "currency_mismatch";
  if (amountCents !== order.totalCents) return "amount_mismatch";
  return null;
}
