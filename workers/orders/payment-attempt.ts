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
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import type { Language } from "../../shared/i18n/config";
import type { Database } from "../db/client";
import { isNotNullViolation } from "../db/errors";
import { orderLines, orderStatusHistory, orders, type PaymentMethod } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import { recordEffect } from "../effects/outbox";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import type { CheckoutFlow, CheckoutSession, PaymentProvider } from "../payments/provider";
import { PAYMENT_SESSION_LIFETIME_MS } from "../payments/session-lifetime";
import { holdForAttempt, holdsFollowSession, releaseAttempt } from "../stock/holds";
import { checkoutShortage } from "../stock/refusals";
import { liveSessionOf, recordSessionStatement, sessionExpiry } from "./live-session";
import { type PaymentSettings, threeDSecureFor } from "./payment-options";

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
  /** The discount code's discount, already taken off totalCents. */
  discountCents: number;
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
  discountCents: number;
  claim: string;
  /** Whether this attempt created the order (then a failed attempt removes it again). */
  created: boolean;
  /** The digest of what this attempt charges (live-session.ts), recorded with its session. */
  terms: string;
}

const CLAIM_PREFIX = "claim_";

export function newClaim(): string {
  return `${CLAIM_PREFIX}${crypto.randomUUID()}`;
}

export function attemptInProgress(): DomainError {
  return new DomainError("checkout_in_progress", "checkout.inProgress", 409);
}

/** How long an attempt that met another one under way waits for the session that one opens. */
const CONCURRENT_WAIT_MS = 3_000;
const CONCURRENT_LOOK_EVERY_MS = 150;

/**
 * One press, one effect (decision 042): an attempt that meets another under way on the same order
 * (a double submit, a retried request, two tabs at once) waits for it, and when that one opens the
 * session this one would have (the same terms, decision 043: `live` finds it), answers that session,
 * as a repeat of a finished attempt does. Otherwise (another method or cart; a card session, never
 * shown again) the shopper is still told an attempt is under way.
 */
export async function orTheConcurrentSession<T>(attempt: () => Promise<T>, live: () => Promise<T | null>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === "checkout_in_progress")) throw error;
    for (let waited = 0; waited < CONCURRENT_WAIT_MS; waited += CONCURRENT_LOOK_EVERY_MS) {
      await new Promise((resolve) => setTimeout(resolve, CONCURRENT_LOOK_EVERY_MS));
      const session = await live();
      if (session) return session;
    }
    throw error;
  }
}

/** How long a shopper is asked to wait before trying again when the payment provider is unreachable. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/** The payment provider did not answer: nothing was changed, and the shopper may try again shortly. */
export function providerUnreachable(): DomainError {
  return new DomainError("payment_provider_unavailable", "checkout.providerUnavailable", 503, {
    retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS,
  });
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
    throw providerUnreachable();
  }
  if (closing === "completed") throw new DomainError("payment_under_way", "paymentStep.paymentUnderWay", 409);
}

/** The order still pending and still recording `sessionId`: the condition a claim is taken on. */
function stillPendingWith(orderId: number, sessionId: string | null) {
  return and(
    eq(orders.id, orderId),
    eq(orders.status, "pendente"),
    sessionId === null ? isNull(orders.providerSessionId) : eq(orders.providerSessionId, sessionId),
  );
}

/**
 * Takes an existing pending order for a new attempt: the session it records is stopped, then the
 * returned statement claims the order, with `values`, while it is still pending with that session.
 * The statement is run alone or in the attempt's batch; when it returns no row, another attempt
 * took the order first (attemptInProgress).
 */
export async function claimPendingOrder(
  deps: { db: Database; provider: PaymentProvider },
  pending: { id: number; providerSessionId: string | null },
  values: Partial<typeof orders.$inferInsert>,
) {
  const { db, provider } = deps;
  await stopPreviousSession(provider, pending.providerSessionId);
  const claim = newClaim();
  const statement = db
    .update(orders)
    .set({ ...values, providerSessionId: claim, updatedAt: new Date().toISOString() })
    .where(stillPendingWith(pending.id, pending.providerSessionId))
    .returning({ id: orders.id });
  return { claim, statement };
}

/** The id of the order holding `claim`, as a subquery for the statements of the same batch. */
export function claimedOrderId(claim: string) {
  return sql<number>`(select ${orders.id} from ${orders} where ${orders.providerSessionId} = ${claim})`;
}

/**
 * The statements inserting the order's lines for the order holding `claim`, as many as D1's limits
 * need (a line binds about 18 values), for the attempt's one batch. If the claim was lost the lines
 * have no order and the NOT NULL key fails the whole batch: see claimLost.
 */
export function insertLinesForClaim(db: Database, claim: string, lines: OrderLineValues[]) {
  return statementsWithinLimits(lines, (part) =>
    db.insert(orderLines).values(part.map((line) => ({ ...line, orderId: claimedOrderId(claim) }))),
  );
}

/** Room for opening the session after the claim: the holds' first expiry may not end before the session does. */
const OPENING_MARGIN_MS = 2 * 60 * 1000;

/**
 * The stock an attempt holds (stock/holds.ts), for the batch that claims the order holding `claim`:
 * until the longest a session it opens can be paid, then (once it is open) exactly as long as it.
 */
export function holdStockForClaim(db: Database, claim: string, settings: PaymentSettings, now = new Date()) {
  const payable = Math.max(PAYMENT_SESSION_LIFETIME_MS, settings.pixExpiryMinutes * 60 * 1000);
  const expiresAt = new Date(now.getTime() + payable + OPENING_MARGIN_MS);
  return holdForAttempt(db, { orderId: claimedOrderId(claim), claim, expiresAt }, now);
}

/**
 * The refusal of an attempt whose lines asked for more stock than is left (its batch changed
 * nothing). The session the order had was already stopped to make way for it: what that session
 * held is given back, so the shopper who just lowered the cart is not stopped by their own hold.
 */
export async function stockShortage(
  db: Database,
  lines: OrderLineValues[],
  language: Language,
  stopped?: { providerSessionId: string | null },
): Promise<DomainError> {
  if (stopped?.providerSessionId) await db.batch([...releaseAttempt(db, stopped.providerSessionId, new Date())]);
  const counted = lines.map((line) => ({
    itemId: line.itemId,
    coinOfferId: line.coinOfferId,
    server: line.server,
    quantity: line.quantity,
    baseUnit: line.coinOfferId != null && line.quantity > 0 ? (line.coinAmount ?? 0) / line.quantity : null,
    name: line.coinOfferId != null ? (line.coinName ?? line.name) : line.name,
  }));
  return checkoutShortage(db, counted, language);
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
 * A line as the provider charges it. A discounted line is one unit of what the shopper pays for the
 * whole line (its discount need not divide by its quantity), so the session's lines add up to the
 * order's total exactly, which is what the webhook compares the payment with.
 */
function sessionLine(line: OrderLineValues) {
  const discountCents = line.discountCents ?? 0;
  if (discountCents === 0) {
    return { name: sessionLineName(line), unitAmountCents: line.unitPriceCents, quantity: line.quantity };
  }
  return {
    name: `${line.quantity} × ${sessionLineName(line)}`,
    unitAmountCents: line.lineTotalCents - discountCents,
    quantity: 1,
  };
}

/**
 * The attempt answered with the session the pending order already has on these terms, while it is
 * payable (live-session.ts): nothing is written and no other open page loses its session.
 */
export async function liveAttemptOf(
  db: Database,
  order: { id: number; providerSessionId: string | null; totalCents: number; discountCents: number },
  request: { paymentMethod: PaymentMethod; terms: string },
): Promise<PaymentAttemptResult | null> {
  const session = await liveSessionOf(db, order, request);
  return session
    ? { orderId: order.id, totalCents: order.totalCents, discountCents: order.discountCents, session }
    : null;
}

/**
 * Opens the payment session of a claimed order and records it. When the provider cannot open one,
 * the attempt leaves nothing behind: an order created for it is removed, an order reused by it is
 * released (still pending, no session), and the shopper is told the provider is unreachable. A
 * claim lost to a newer attempt has its session stopped, retried through the outbox if need be.
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
      lines: lines.map(sessionLine),
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
    logError("payment_session_failed", error, { orderId: order.id });
    await releaseClaim(db, order);
    throw providerUnreachable();
  }
  let recorded: Array<{ id: number }> = [];
  try {
    // The session's record first: it names the order by the claim, which the order's update then ends.
    const now = new Date();
    [, , recorded] = await db.batch([
      recordSessionStatement(db, claimedOrderId(order.claim), order.terms, session),
      // Before the order lets go of the claim, which names the attempt's holds until then.
      holdsFollowSession(
        db,
        order.claim,
        { sessionId: session.sessionId, expiresAt: sessionExpiry(session, now) },
        now,
      ),
      db
        .update(orders)
        .set({ providerSessionId: session.sessionId, updatedAt: now.toISOString() })
        .where(and(eq(orders.id, order.id), eq(orders.providerSessionId, order.claim)))
        .returning({ id: orders.id }),
    ]);
  } catch (error) {
    // A newer attempt took the claim: no order for the record to name.
    if (!isNotNullViolation(error, "payment_sessions.order_id")) throw error;
  }
  if (recorded.length === 0) {
    await closeSessionOf(db, provider, order.id, session.sessionId);
    throw attemptInProgress();
  }
  return { orderId: order.id, totalCents: order.totalCents, discountCents: order.discountCents, session };
}

/**
 * Undoes an attempt that opened no session, while it still holds the order: an order this attempt
 * created is removed with its lines (it was never offered for payment); an order offered before
 * stays pending with no session, ready for "pay now" or the next checkout.
 */
async function releaseClaim(db: Database, order: ClaimedOrder): Promise<void> {
  const held = and(eq(orders.id, order.id), eq(orders.status, "pendente"), eq(orders.providerSessionId, order.claim));
  // What the attempt held goes back first: a removed order would take its holds with it, uncounted.
  const released = releaseAttempt(db, order.claim, new Date());
  if (!order.created) {
    await db.batch([
      ...released,
      db.update(orders).set({ providerSessionId: null, updatedAt: new Date().toISOString() }).where(held),
    ]);
    return;
  }
  const stillHeld = exists(db.select({ id: orders.id }).from(orders).where(held));
  await db.batch([
    ...released,
    db.delete(orderLines).where(and(eq(orderLines.orderId, order.id), stillHeld)),
    db.delete(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), stillHeld)),
    db.delete(orders).where(held),
  ]);
}

/** Stops a session no order records; when the provider can't be reached now, the outbox keeps trying. */
async function closeSessionOf(db: Database, provider: PaymentProvider, orderId: number, sessionId: string) {
  try {
    await provider.expireCheckoutSession(sessionId);
  } catch {
    // Recorded due now: the housekeeping sweep hands it to the effects queue.
    await recordEffect(db, {
      key: `expire-session:${sessionId}`,
      orderId,
      payload: { kind: "expire_session", sessionId },
    });
  }
}
