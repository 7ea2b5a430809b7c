// Receives a Stripe-format webhook (from Stripe, or from the local sandbox, which signs its events
// the same way): verifies the signature on the raw body, matches the event to an order by the ids
// the store recorded (event-matching.ts), checks the money against the order, then applies it once
// and stores it with what it did (orders/payment-events.ts).
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Database, Statements } from "../db/client";
import { orders, type PaymentEventOutcome } from "../db/schema";
import { recordEffectIfOrder } from "../effects/outbox";
import type { TryOutcome } from "../effects/runner";
import { idOf, matchPayment, matchSession, moneyMismatch } from "../payments/event-matching";
import type { PaymentProvider } from "../payments/provider";
import { getStoreSettings } from "../settings/store-settings";
import { isStockShort } from "../stock/holds";
import { chargeCheckStatement } from "./dispute-evidence";
import {
  type DisputeClosing,
  disputeAlreadyClosed,
  disputeClosedStatements,
  disputeOpenedStatements,
} from "./disputes";
import type { RefundToTell } from "./order-emails";
import {
  type Charge,
  cancelledStatements,
  type EventRecord,
  noteEventResult,
  type PaymentEventRef,
  paidStatements,
  reviewStatements,
  runEvent,
  soldOutStatements,
} from "./payment-events";
import { moneyOf, refundedTotalRef, refundedTotalStatements } from "./refunds";
import { riskHoldOf, riskHoldStatements } from "./risk-holds";

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
  /** Runs once per refund the provider told of that the store had not recorded (one made at the provider): the email. */
  onRefundRecorded: (orderId: number, refund: RefundToTell) => Promise<void>;
  /** Tries a recorded effect now (a late payment's refund); the outbox retries it if this fails. */
  runEffect: (key: string) => Promise<TryOutcome>;
  /** Runs once, after a payment that came too late for the stock was turned into a refund: the shopper's email. */
  onSoldOut: (order: { id: number }) => Promise<void>;
  /** Runs once, after a paid order was held when its charge's risk check arrived: the shopper's email. */
  onOrderHeld?: (order: { id: number; reviewBy: string }) => Promise<void>;
}

export type WebhookOutcome = PaymentEventOutcome;

/** Only the SDK's verifier is used here, never its network client. */
const verifier = new Stripe("sk_verify_only", { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

async function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Promise<Stripe.Event> {
  if (!signature || !secret) throw new InvalidSignatureError();
  try {
    return await verifier.webhooks.constructEventAsync(rawBody, signature, secret, undefined, cryptoProvider);
  } catch {
    throw new InvalidSignatureError();
  }
}

export async function receiveStripeWebhook(
  deps: WebhookDeps,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = await verifyStripeEvent(rawBody, signature, deps.webhookSecret);
  const ref: PaymentEventRef = { eventId: event.id, type: event.type, provider: deps.provider.name };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return receivePaidSession(deps, ref, event.data.object);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return receiveEndedSession(deps.db, ref, event.data.object);
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      // Checkout's session events settle orders; these are stored so the order page tells the whole story.
      const intent = event.data.object;
      const { order } = await matchPayment(deps.db, intent.id, intent.metadata);
      return runEvent(deps.db, {
        ...ref,
        orderId: order?.id ?? null,
        outcome: "ignored",
        // A declined card can be retried within the same session: the order stays payable until the session ends.
        reason: event.type === "payment_intent.succeeded" ? "settled_by_session" : "card_declined",
        objectRef: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
      });
    }
    case "charge.refunded":
      return receiveRefund(deps, ref, event.data.object);
    case "charge.succeeded":
      return receiveChargeCheck(deps, ref, event.data.object);
    case "charge.dispute.created":
    case "charge.dispute.closed":
      return receiveDispute(deps.db, ref, event.data.object);
    default:
      return runEvent(deps.db, { ...ref, orderId: null, outcome: "ignored", reason: "not_handled" });
  }
}

/** Problems with money that reached an order's own session: it is kept, and an admin decides. */
const REVIEWABLE = new Set(["metadata_mismatch", "amount_mismatch", "currency_mismatch"]);

async function receivePaidSession(deps: WebhookDeps, ref: PaymentEventRef, session: Stripe.Checkout.Session) {
  const { db } = deps;
  const amountCents = session.amount_total ?? 0;
  const currency = session.currency ?? "";
  const base = { ...ref, objectRef: session.id, amountCents, currency };
  const match = await matchSession(db, session);
  const order = match.order;
  if (!order) return runEvent(db, { ...base, orderId: null, outcome: "refused", reason: match.refusal ?? "" });
  // A completed session paid by a delayed method (boleto, say) is "unpaid" until async_payment_succeeded.
  if (session.payment_status !== "paid") {
    return runEvent(db, { ...base, orderId: order.id, outcome: "ignored", reason: "not_paid_yet" });
  }
  const charge: Charge = {
    orderId: order.id,
    paymentRef: idOf(session.payment_intent) ?? session.id,
    amountCents,
    currency,
  };
  const problem = match.refusal ?? moneyMismatch(order, amountCents, currency);
  if (problem) {
    // Money that cannot settle the order: the order is not fulfilled; its money is kept for an admin to accept or refund.
    const holdsMoney = REVIEWABLE.has(problem) && (order.status === "pendente" || order.status === "cancelado");
    const changes = holdsMoney ? [...reviewStatements(db, ref.provider, charge), lateRefund(db, ref, charge)] : [];
    const outcome = await runEvent(db, { ...base, orderId: order.id, outcome: "review", reason: problem }, changes);
    if (outcome !== "duplicate" && holdsMoney) await settleAfterCharge(deps, ref, charge, false);
    return outcome;
  }
  const settings = await getStoreSettings(db);
  const paid = paidStatements(db, ref.provider, charge, settings);
  // Checked before the batch, applied in it: a match holds the order in the same batch that marks it paid.
  const hold = await riskHoldStatements(db, order.id, charge.paymentRef, settings);
  let outcome: WebhookOutcome;
  try {
    outcome = await runEvent(db, { ...base, orderId: order.id, outcome: "applied", reason: "paid" }, [
      ...paid,
      ...hold.statements,
      lateRefund(db, ref, charge),
    ]);
  } catch (error) {
    // The order's hold had lapsed and what it bought is gone: nothing of that batch was written.
    if (!isStockShort(error)) throw error;
    return receiveSoldOut(deps, { ...base, orderId: order.id, outcome: "applied", reason: "sold_out" }, charge);
  }
  if (outcome !== "duplicate") await settleAfterCharge(deps, ref, charge, true);
  return outcome;
}

/** The outbox key of a sold-out order's refund: one per order, whichever event or replay brings the money. */
export const soldOutRefundKey = (orderId: number) => `sold-out-refund-${orderId}`;

/**
 * A payment that came after the order's hold lapsed, for stock others bought meanwhile: the order
 * is cancelled with the reason on its timeline, the charge recorded and, in the same batch, its
 * refund put in the outbox (tried now, retried until the provider takes it). The shopper is told
 * once. A replay of the event is a duplicate and does none of it again.
 */
async function receiveSoldOut(deps: WebhookDeps, record: EventRecord, charge: Charge): Promise<WebhookOutcome> {
  const { db } = deps;
  const key = soldOutRefundKey(charge.orderId);
  const outcome = await runEvent(db, record, [
    ...soldOutStatements(db, record.provider, charge),
    recordEffectIfOrder(db, charge.orderId, sql`${orders.status} = 'cancelado'`, {
      key,
      orderId: charge.orderId,
      payload: {
        kind: "refund",
        orderId: charge.orderId,
        amountCents: charge.amountCents,
        eventType: "sold_out.refund",
        causeEventId: record.eventId,
        doneReason: "sold_out_refunded",
      },
    }),
  ]);
  if (outcome === "duplicate") return outcome;
  await deps.onSoldOut({ id: charge.orderId });
  const tried = await deps.runEffect(key);
  if (typeof tried === "object") await noteEventResult(db, record.eventId, "sold_out_refund_retrying");
  return outcome;
}

/**
 * Money that reaches an order already cancelled goes back: the refund is recorded in the batch
 * that records the charge (so it exists exactly when that money does), and tried until the
 * provider takes it (workers/effects/). One refund per event, however often it comes.
 */
function lateRefund(db: Database, ref: PaymentEventRef, charge: Charge) {
  return recordEffectIfOrder(db, charge.orderId, sql`${orders.status} = 'cancelado'`, {
    key: `late-refund-${ref.eventId}`,
    orderId: charge.orderId,
    payload: {
      kind: "refund",
      orderId: charge.orderId,
      amountCents: charge.amountCents,
      eventType: "late_payment.refund",
      causeEventId: ref.eventId,
    },
  });
}

/**
 * After a charge was recorded: read the status the batch left (whatever ran concurrently) and
 * fulfil a paid order once, or start giving back money that reached an order already cancelled.
 */
async function settleAfterCharge(deps: WebhookDeps, ref: PaymentEventRef, charge: Charge, fulfil: boolean) {
  const order = await deps.db.query.orders.findFirst({
    columns: { id: true, userId: true, status: true },
    where: eq(orders.id, charge.orderId),
  });
  // A held order is paid too: its cart is cleared and its email says it is under review.
  if ((order?.status === "processando" || order?.status === "em_analise") && fulfil) {
    await deps.onOrderPaid({ id: order.id, userId: order.userId });
  } else if (order?.status === "cancelado") {
    const outcome = await deps.runEffect(`late-refund-${ref.eventId}`);
    // Until the provider takes it, the admin's order page says the refund is being retried.
    if (typeof outcome === "object") await noteEventResult(deps.db, ref.eventId, "late_payment_refund_retrying");
  }
}

async function receiveEndedSession(db: Database, ref: PaymentEventRef, session: Stripe.Checkout.Session) {
  const base = { ...ref, objectRef: session.id, amountCents: session.amount_total, currency: session.currency };
  const { order, refusal } = await matchSession(db, session);
  if (!order) return runEvent(db, { ...base, orderId: null, outcome: "refused", reason: refusal ?? "" });
  if (refusal) return runEvent(db, { ...base, orderId: order.id, outcome: "review", reason: refusal });
  if (order.status !== "pendente") {
    return runEvent(db, { ...base, orderId: order.id, outcome: "ignored", reason: "order_not_pending" });
  }
  const expired = ref.type === "checkout.session.expired";
  return runEvent(
    db,
    { ...base, orderId: order.id, outcome: "applied", reason: expired ? "session_expired" : "payment_failed" },
    cancelledStatements(db, order.id, expired ? "payment_expired" : "payment_failed"),
  );
}

/** `charge.refunded` carries the charge's running refunded total: only what it adds is recorded. */
async function receiveRefund(deps: WebhookDeps, ref: PaymentEventRef, refunded: Stripe.Charge) {
  const { db } = deps;
  const base = { ...ref, objectRef: refunded.id, amountCents: refunded.amount_refunded, currency: refunded.currency };
  const { order, refusal } = await matchPayment(db, idOf(refunded.payment_intent), refunded.metadata);
  if (!order) return runEvent(db, { ...base, orderId: null, outcome: "refused", reason: refusal ?? "" });
  if (refusal) return runEvent(db, { ...base, orderId: order.id, outcome: "review", reason: refusal });
  const money = await moneyOf(db, order.id);
  const record: EventRecord = { ...base, orderId: order.id, outcome: "applied", reason: "" };
  if (!money.charge || money.charge.currency.toUpperCase() !== refunded.currency.toUpperCase()) {
    return runEvent(db, { ...record, outcome: "review", reason: money.charge ? "currency_mismatch" : "no_charge" });
  }
  if (refunded.amount_refunded <= money.refundedCents) {
    return runEvent(db, { ...record, outcome: "duplicate", reason: "refund_already_recorded" });
  }
  const total = { orderId: order.id, chargeRef: refunded.id, totalRefundedCents: refunded.amount_refunded };
  const outcome = await runEvent(
    db,
    { ...record, reason: refunded.amount_refunded >= money.paidCents ? "full_refund" : "partial_refund" },
    refundedTotalStatements(db, ref.provider, { ...total, currency: refunded.currency }),
  );
  // A replayed event is a duplicate above; the email's key is the recorded refund's, so it is told once.
  if (outcome === "applied") {
    await deps.onRefundRecorded(order.id, {
      key: refundedTotalRef(total),
      amountCents: refunded.amount_refunded - money.refundedCents,
      refundedCents: refunded.amount_refunded,
      paidCents: money.paidCents,
    });
  }
  return outcome;
}

/**
 * A charge as the provider made it: its 3-D Secure result and risk check are kept for a dispute's
 * evidence, by payment intent, whether or not the order's paid session event came first. It changes
 * no order, so it is not in the payment log: its row is its own record, the first report standing.
 */
async function receiveChargeCheck(deps: WebhookDeps, ref: PaymentEventRef, charge: Stripe.Charge) {
  const { db } = deps;
  const paymentRef = idOf(charge.payment_intent);
  if (!paymentRef) return runEvent(db, { ...ref, orderId: null, outcome: "ignored", reason: "not_handled" });
  await chargeCheckStatement(db, paymentRef, charge);
  await holdOnLateCheck(deps, paymentRef);
  return "applied" as const;
}

/**
 * The check came after the order was paid: the rules are read again with it, and a match holds the
 * order if nobody took it on the desk yet (holdStatements' guard; never twice, so a replay or an
 * approved order stays as it is).
 */
async function holdOnLateCheck(deps: WebhookDeps, paymentRef: string) {
  const { db } = deps;
  const paid = await db.query.orders.findFirst({
    columns: { id: true, status: true },
    where: eq(orders.providerPaymentId, paymentRef),
  });
  if (paid?.status !== "processando") return;
  const hold = await riskHoldStatements(db, paid.id, paymentRef, await getStoreSettings(db));
  if (hold.statements.length === 0) return;
  await db.batch(hold.statements as [Statements[number], ...Statements]);
  const held = await riskHoldOf(db, paid.id);
  if (held && !held.decision && (await orderStatus(db, paid.id)) === "em_analise") {
    await deps.onOrderHeld?.({ id: paid.id, reviewBy: held.reviewBy });
  }
}

async function orderStatus(db: Database, orderId: number) {
  const row = await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) });
  return row?.status ?? null;
}

function closingOf(status: string): DisputeClosing | null {
  if (status === "won" || status === "lost" || status === "warning_closed") return status;
  return null;
}

async function receiveDispute(db: Database, ref: PaymentEventRef, dispute: Stripe.Dispute) {
  const base = { ...ref, objectRef: dispute.id, amountCents: dispute.amount, currency: dispute.currency };
  const { order, refusal } = await matchPayment(db, idOf(dispute.payment_intent), dispute.metadata);
  if (!order) return runEvent(db, { ...base, orderId: null, outcome: "refused", reason: refusal ?? "" });
  if (refusal) return runEvent(db, { ...base, orderId: order.id, outcome: "review", reason: refusal });
  const facts = {
    orderId: order.id,
    disputeId: dispute.id,
    amountCents: dispute.amount,
    currency: dispute.currency.toUpperCase(),
    reason: dispute.reason,
    dueBy: dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000).toISOString() : null,
  };
  const record: EventRecord = { ...base, orderId: order.id, outcome: "applied", reason: "" };
  if (ref.type === "charge.dispute.created") {
    // Events arrive in any order: a dispute already closed does not put the order on hold again.
    if (await disputeAlreadyClosed(db, dispute.id)) {
      return runEvent(db, { ...record, outcome: "ignored", reason: "dispute_already_closed" });
    }
    return runEvent(db, { ...record, reason: "dispute_opened" }, disputeOpenedStatements(db, facts));
  }
  const closing = closingOf(dispute.status);
  if (!closing) return runEvent(db, { ...record, outcome: "ignored", reason: "dispute_not_closed" });
  return runEvent(db, { ...record, reason: `dispute_${closing}` }, disputeClosedStatements(db, facts, closing));
}
