// An order's money in the admin area: its payment event log, refunds (partial or full) through the
// payment adapter, and the decision on a payment under review (accept it, or refund it). Every
// decision writes its audit entry in the same batch as the change.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, paymentEvents } from "../db/schema";
import { auditStatement, auditStatementIf } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { sendRefundEmail } from "../orders/order-emails";
import { webhookDepsFor } from "../orders/payment-webhook-deps";
import { milestonesStatement, promiseStatement } from "../orders/promise-statements";
import { moneyOf, refundable, refundThroughProvider, requireWithinCap } from "../orders/refunds";
import { historyIfStatus, moveStatus } from "../orders/status-statements";
import { paymentProviderFor } from "../payments/provider-for-env";
import { getStoreSettings } from "../settings/store-settings";
import { isStockShort, sellOrderStock } from "../stock/holds";
import { emailShopper, type OrderAdminDeps } from "./orders";
import { type RefundLimitDeps, refundCapFor } from "./refund-limit";

/** What the admin order page shows about money: the totals and every event, oldest first. */
export async function orderPaymentRecord(db: Database, orderId: number) {
  const [money, events] = await Promise.all([
    moneyOf(db, orderId),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, orderId))
      .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId)),
  ]);
  return {
    paidCents: money.paidCents,
    refundedCents: money.refundedCents,
    refundableCents: money.refundableCents,
    events,
  };
}

export interface RefundInput {
  amountCents: number;
  note: string;
  /** From the form: the same form sent twice refunds once. */
  key: string;
}

/** Who refunds: the staff member (whose role may limit the refund) and the language a refusal is in. */
export type RefundDeps = OrderAdminDeps & Omit<RefundLimitDeps, "db">;

/**
 * Refuses now a refund of `amountCents` the store would refuse when it runs: more than is left to
 * refund, or past the staff member's limit. Asked before the confirm step; running the refund asks
 * again, in the statement that records it.
 */
export async function checkRefund(deps: RefundDeps, orderId: number, amountCents: number): Promise<void> {
  const money = await refundable(deps.db, orderId, amountCents);
  requireWithinCap(await refundCapFor(deps, money.charge.currency), money.refundedCents, amountCents);
}

/**
 * Gives back part or all of what the order was paid, within the staff member's limit when their role
 * has one. The order keeps its status until everything paid has been given back; then it is
 * cancelled. The shopper is emailed about each refund.
 */
export async function refundOrder(deps: RefundDeps, orderId: number, input: RefundInput) {
  const provider = paymentProviderFor(deps.env, deps.origin);
  const before = await deps.db.query.orders.findFirst({
    columns: { status: true, currency: true },
    where: eq(orders.id, orderId),
  });
  if (!before) throw new DomainError("order_not_found", "orders.notFound", 404);
  const cap = await refundCapFor(deps, before.currency);
  // A disputed charge cannot be refunded at the provider; the dispute decides.
  if (before.status === "contestado") throw new DomainError("disputed", "orderMoney.errors.disputed", 409, "amount");
  const refundKey = `admin-refund-${orderId}-${input.key}`;
  const refund = await refundThroughProvider(
    { db: deps.db, provider },
    {
      orderId,
      amountCents: input.amountCents,
      key: refundKey,
      eventType: "admin.refund",
      note: input.note,
      cap,
      alongside: ({ refundId, fullyRefunded }) => [
        auditStatement(deps.db, {
          actorUserId: deps.actorUserId,
          from: deps.from,
          action: "refund",
          entity: "order",
          entityId: orderId,
          before: { status: before.status },
          after: {
            refundId,
            amountCents: input.amountCents,
            fullyRefunded,
            note: input.note,
            // The limit this refund was made under (a support agent's); none for a manager or the owner.
            ...(cap ? { limitCents: cap.totalCents } : {}),
          },
        }),
      ],
    },
  );
  // In part or in full, once per refund: the same form sent twice was refused above.
  await emailShopper(deps, orderId, (mail) =>
    sendRefundEmail(mail, orderId, { key: refundKey, amountCents: input.amountCents, ...refund }),
  );
  return { ...refund, amountCents: input.amountCents };
}

/** The admin takes a payment under review as good: revisão → processando, and the order is fulfilled. */
export async function acceptReviewedPayment(deps: OrderAdminDeps, orderId: number, note: string) {
  const { db } = deps;
  const underReview = and(eq(orders.id, orderId), eq(orders.status, "revisão"));
  const settings = await getStoreSettings(db);
  // What it bought is sold now, while it is still under review: its hold has usually lapsed, so it
  // takes what is left, and is refused (refund it instead) when what it bought sold out meanwhile.
  const sale = sellOrderStock(db, orderId, new Date(), "revisão");
  let moved: unknown[];
  try {
    const results = await db.batch([
      ...sale,
      historyIfStatus(db, orderId, "revisão", "processando", { reason: "payment_accepted", note }, deps.actorUserId),
      // Written only while the order is still under review, like the history row: two admins accepting at once audit once.
      auditStatementIf(
        db,
        {
          actorUserId: deps.actorUserId,
          from: deps.from,
          action: "accept_payment",
          entity: "order",
          entityId: orderId,
          before: { status: "revisão" },
          after: { status: "processando", note },
        },
        sql`exists (select 1 from ${orders} where ${underReview})`,
      ),
      moveStatus(db, orderId, "revisão", "processando"),
      // Accepted money counts as paid now: the promise runs from here.
      promiseStatement(db, orderId, settings),
      milestonesStatement(db, orderId),
    ]);
    // The status move comes after the sale, the history row and the audit entry.
    moved = results[sale.length + 2] as unknown[];
  } catch (error) {
    if (!isStockShort(error)) throw error;
    throw new DomainError("out_of_stock", "stock.refusals.acceptSoldOut", 409, "status");
  }
  if (moved.length === 0) throw new DomainError("not_under_review", "orderMoney.errors.notUnderReview", 409, "status");
  const order = await db.query.orders.findFirst({ columns: { userId: true }, where: eq(orders.id, orderId) });
  // Fulfilled the way a matching payment is: whatever paying does (the cart, the confirmation email).
  if (order) await webhookDepsFor(db, deps.env, deps.origin).onOrderPaid({ id: orderId, userId: order.userId });
}
