// One payment attempt of a pending order, shared by checkout from the cart and "pay now" on an order:
// the order is claimed for the attempt, its previous session is stopped, a new session is opened and
// recorded. A shopper has at most one pending order, and retrying pays that same order again instead
// of cancelling it and opening another.
//
// The claim: while an attempt is being prepared the order's provider_session_id holds a fresh
// "claim" token instead of a session id. Every write of the attempt is conditioned on that token, so
// of two attempts racing on the same order exactly one records its session; the other stops its own
// session and is refused. Nothing can pay a claimed order meanwhile: payments are matched to the
// session the order records.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../shared/i18n/config";
import type { Database } from "../../db/client";
import { isNotNullViolation } from "../../db/errors";
import { orderLines, orders, type PaymentMethod } from "../../db/schema";
import { DomainError } from "../domain-error";
import type { CheckoutFlow, CheckoutSession, PaymentProvider } from "../payments/provider";
import { type PaymentSettings, threeDSecureFor } from "./payment-options";
import { historyWhere } from "./status-statements";

export interface PaymentAttemptRequest {
  user: { id: number; email: string | null };
  paymentMethod: PaymentMethod;
  flow: CheckoutFlow;
  language: Language;
  /** The store's own origin, for the return URLs. */
  origin: string;
  /** Whether Pix is offered, its code's lifetime and the 3-D Secure threshold (store settings). */
  settings: PaymentSettings;
}

export interface PaymentAttemptResult {
  orderId: number;
  totalCents: number;
  session: CheckoutSession;
}

/** What an order line snapshots, and what the payment session's line is made of. */
export type OrderLineValues = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/** The order an attempt pays, once claimed. */
export interface ClaimedOrder {
  id: number;
  userId: number;
  currency: string;
  totalCents: number;
  claim: string;
}

const CLAIM_PREFIX = "claim_";

export function newClaim(): string {
  return `${CLAIM_PREFIX}${crypto.randomUUID()}`;
}

export function attemptInProgress(): DomainError {
  return new DomainError("checkout_in_progress", "checkout.inProgress", 409);
}

/**
 * Stops the session a pending order records before the order is changed or paid again. A session
 * the shopper already paid cannot be replaced: its payment is on its way to this order.
 */
export async function stopPreviousSession(provider: PaymentProvider, sessionId: string | null): Promise<void> {
  // No session, or an attempt that never recorded one (its claim is simply taken over).
  if (!sessionId || sessionId.startsWith(CLAIM_PREFIX)) return;
  let closing: Awaited<ReturnType<PaymentProvider["expireCheckoutSession"]>>;
  try {
    closing = await provider.expireCheckoutSession(sessionId);
  } catch {
    // The provider cannot say whether it was paid: changing the order now could lose that payment.
    throw attemptInProgress();
  }
  if (closing === "completed") throw new DomainError("payment_under_way", "paymentStep.paymentUnderWay", 409);
}

/** The order still pending and still recording `sessionId`: the condition a claim is taken on. */
export function stillPendingWith(orderId: number, sessionId: string | null) {
  return and(
    eq(orders.id, orderId),
    eq(orders.status, "pendente"),
    sessionId === null ? isNull(orders.providerSessionId) : eq(orders.providerSessionId, sessionId),
  );
}

/** The id of the order holding `claim`, as a subquery for the statements of the same batch. */
export function claimedOrderId(claim: string) {
  return sql<number>`(select ${orders.id} from ${orders} where ${orders.providerSessionId} = ${claim})`;
}

/**
 * Inserts the order's lines for the order holding `claim`. If the claim was lost the lines have no
 * order and the NOT NULL key fails the whole batch: see claimLost.
 */
export function insertLinesForClaim(db: Database, claim: string, lines: OrderLineValues[]) {
  return db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: claimedOrderId(claim) })));
}

/** The batch of an attempt failed because another attempt took the order first. */
export function claimLost(error: unknown): boolean {
  return (
    isNotNullViolation(error, "order_lines.order_id") || isNotNullViolation(error, "order_status_history.order_id")
  );
}

/** How a line reads at the payment provider: "World of Warcraft · 30,000 Gold · Thrall". */
function sessionLineName(line: OrderLineValues): string {
  const name =
    line.coinOfferId != null
      ? `${(line.coinAmount ?? 0).toLocaleString("en-US")} ${line.coinName ?? line.name}`
      : line.name;
  return `${line.gameName} · ${name} · ${line.nickname}`;
}

/**
 * Opens the payment session of a claimed order and records it. Without a session the order is
 * closed at once (no half-open order); a claim lost to a newer attempt stops this session again.
 */
export async function openPaymentSession(
  deps: { db: Database; provider: PaymentProvider },
  order: ClaimedOrder,
  lines: OrderLineValues[],
  request: PaymentAttemptRequest,
): Promise<PaymentAttemptResult> {
  const { db, provider } = deps;
  const method = request.paymentMethod === "pix" ? "pix" : "card";
  let session: CheckoutSession;
  try {
    const threeDSecure = method === "card" ? await threeDSecureFor(db, order, request.settings) : "automatic";
    session = await provider.createCheckoutSession({
      orderId: order.id,
      attempt: order.claim,
      userId: order.userId,
      customerEmail: request.user.email,
      currency: order.currency,
      lines: lines.map((line) => ({
        name: sessionLineName(line),
        unitAmountCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
      totalCents: order.totalCents,
      successUrl: `${request.origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${request.origin}/checkout-cancel?session_id={CHECKOUT_SESSION_ID}`,
      flow: request.flow,
      language: request.language,
      method,
      pixExpiresAfterSeconds: request.settings.pixExpiryMinutes * 60,
      threeDSecure,
    });
  } catch (error) {
    // Only while this attempt still holds the order: a newer attempt may be paying it already.
    const held = and(eq(orders.id, order.id), eq(orders.status, "pendente"), eq(orders.providerSessionId, order.claim));
    await db.batch([
      historyWhere(db, held, "pendente", "cancelado", { reason: "payment_session_failed" }, null),
      db.update(orders).set({ status: "cancelado", updatedAt: new Date().toISOString() }).where(held),
    ]);
    console.error("payment session failed", error);
    throw new DomainError("payment_session_failed", "checkout.sessionFailed", 502);
  }
  const recorded = await db
    .update(orders)
    .set({ providerSessionId: session.sessionId, updatedAt: new Date().toISOString() })
    .where(and(eq(orders.id, order.id), eq(orders.providerSessionId, order.claim)))
    .returning({ id: orders.id });
  if (recorded.length === 0) {
    await provider.expireCheckoutSession(session.sessionId).catch(() => undefined);
    throw attemptInProgress();
  }
  return { orderId: order.id, totalCents: order.totalCents, session };
}
