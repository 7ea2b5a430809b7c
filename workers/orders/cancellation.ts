// A shopper stops a boosting or carry run in progress (issue 16, "after delivery"): they are quoted
// the undone share of the run's lines (steps not done / all steps) as a refund, the request waits
// for an admin, who approves the quote or another amount, or declines it (the run goes on). The
// approved amount goes back through the payment adapter once, however many admins click at once (the
// refund's request key is the request's own), and the order is cancelled in the refund's batch.
import { and, eq, inArray, sql } from "drizzle-orm";
import * as v from "valibot";
import { asShopper } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { items, orderCancellations, orderLines, orderMilestones, orders } from "../db/schema";
import { type AuditOrigin, auditStatement, auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import type { PaymentProvider } from "../payments/provider";
import { cancellationRefundKey, requireOrderAccess } from "./order-record";
import { moneyOf, refundThroughProvider } from "./refunds";
import { moveStatusFromAny } from "./status-statements";

export type Cancellation = typeof orderCancellations.$inferSelect;

/** The kinds of entry whose run a shopper may stop half-way. */
const RUN_KINDS = ["boosting", "carry_run"] as const;

/** What the shopper would get back now: the undone share of each run line (a line without steps is all undone). */
export interface CancellationQuote {
  quotedCents: number;
  stepsUndone: number;
  stepsTotal: number;
}

/** The quote for an order in progress, or null when it has no boosting or carry line or is not in progress. */
export async function cancellationQuote(db: Database, orderId: number): Promise<CancellationQuote | null> {
  const [[order], runLines, steps] = await db.batch([
    db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)),
    db
      // What the shopper paid for the line: its total less its share of a discount code.
      .select({
        id: orderLines.id,
        totalCents: sql<number>`${orderLines.lineTotalCents} - ${orderLines.discountCents}`,
      })
      .from(orderLines)
      .innerJoin(items, eq(items.id, orderLines.itemId))
      .where(and(eq(orderLines.orderId, orderId), inArray(items.kind, [...RUN_KINDS]))),
    db
      .select({ lineId: orderMilestones.orderLineId, doneAt: orderMilestones.doneAt })
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId)),
  ]);
  if (order?.status !== "processando" || runLines.length === 0) return null;
  let quotedCents = 0;
  let stepsUndone = 0;
  let stepsTotal = 0;
  for (const line of runLines) {
    const own = steps.filter((step) => step.lineId === line.id);
    const undone = own.filter((step) => step.doneAt === null).length;
    quotedCents += own.length === 0 ? line.totalCents : Math.round((line.totalCents * undone) / own.length);
    stepsUndone += undone;
    stepsTotal += own.length;
  }
  // Earlier refunds (a late-delivery compensation, say) leave less to give back.
  const { refundableCents } = await moneyOf(db, orderId);
  return { quotedCents: Math.min(quotedCents, refundableCents), stepsUndone, stepsTotal };
}

/** The order's cancellation request, if its shopper made one. */
export async function getCancellation(db: Database, orderId: number): Promise<Cancellation | null> {
  return (await db.query.orderCancellations.findFirst({ where: eq(orderCancellations.orderId, orderId) })) ?? null;
}

/** The shopper asks to stop their run: the quote is fixed now and waits for an admin. Once per order. */
export async function requestCancellation(
  db: Database,
  shopper: { id: number },
  orderId: number,
  now = new Date(),
): Promise<Cancellation> {
  // Only the order's own shopper asks (an admin reading the page does not).
  await requireOrderAccess(db, asShopper(shopper.id), orderId);
  const quote = await cancellationQuote(db, orderId);
  if (!quote) throw new DomainError("not_cancellable", "orderTrust.cancel.errors.notCancellable", 409);
  const [created] = await db
    .insert(orderCancellations)
    .values({ orderId, ...quote, requestedAt: now.toISOString() })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new DomainError("already_requested", "orderTrust.cancel.errors.alreadyRequested", 409);
  return created;
}

/** The amount an admin approves, typed like any price ("12.50"); 0 stops the run without a refund. */
export const approveCancellationSchema = v.object({
  amount: v.pipe(
    v.string("orderTrust.cancel.errors.amount"),
    v.trim(),
    v.regex(/^\d{1,7}([.,]\d{1,2})?$/, "orderTrust.cancel.errors.amount"),
    v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
  ),
});

export interface CancellationDeps {
  db: Database;
  provider: PaymentProvider;
  actorUserId: number;
  /** Where the deciding staff member was, for the audit entry. */
  from: AuditOrigin;
}

/**
 * An admin approves the request with `amountCents` (the quote or their own figure, at most what is
 * left to refund): refunded through the provider once, the request marked approved and the order
 * cancelled in the refund's batch. A second approval (a double click, another admin) is refused.
 */
export async function approveCancellation(
  deps: CancellationDeps,
  orderId: number,
  amountCents: number,
  now = new Date(),
): Promise<Cancellation> {
  const { db } = deps;
  const request = await getCancellation(db, orderId);
  if (!request) throw new DomainError("cancellation_not_found", "orderTrust.cancel.errors.notRequested", 404);
  if (request.status !== "requested") {
    throw new DomainError("already_decided", "orderTrust.cancel.errors.alreadyDecided", 409);
  }
  const order = await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) });
  // Delivered, refunded or disputed meanwhile: the run is no longer there to stop.
  if (order?.status !== "processando") {
    throw new DomainError("not_cancellable", "orderTrust.cancel.errors.notCancellable", 409);
  }
  const at = now.toISOString();
  const stillRequested = and(eq(orderCancellations.id, request.id), eq(orderCancellations.status, "requested"));
  const decide = [
    db
      .update(orderCancellations)
      .set({ status: "approved", refundedCents: amountCents, decidedAt: at, decidedBy: deps.actorUserId })
      .where(stillRequested)
      .returning({ id: orderCancellations.id }),
    ...moveStatusFromAny(db, orderId, ["processando"], "cancelado", { reason: "shopper_cancel" }),
    auditStatement(db, {
      actorUserId: deps.actorUserId,
      from: deps.from,
      action: "refund",
      entity: "order",
      entityId: orderId,
      before: { status: "processando", quotedCents: request.quotedCents },
      after: { status: "cancelado", refundedCents: amountCents },
    }),
  ] as const;
  if (amountCents === 0) {
    // Nothing to give back: the decision alone, once (the guarded update decides who was first).
    const [decided] = await db.batch(decide);
    if (decided.length === 0) {
      throw new DomainError("already_decided", "orderTrust.cancel.errors.alreadyDecided", 409);
    }
  } else {
    try {
      await refundThroughProvider(deps, {
        orderId,
        amountCents,
        // One refund per request: a second approval finds this key taken and refunds nothing.
        key: cancellationRefundKey(request.id),
        eventType: "shopper_cancel.refund",
        onlyIf: sql`${orders.status} = 'processando'`,
        alongside: () => [...decide],
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === "already_refunded") {
        throw new DomainError("already_decided", "orderTrust.cancel.errors.alreadyDecided", 409);
      }
      throw error;
    }
  }
  const decided = await getCancellation(db, orderId);
  if (!decided) throw new Error("cancellation vanished after its approval");
  return decided;
}

/** An admin keeps the run going: the request is closed without a refund (once; the shopper sees it). */
export async function declineCancellation(
  deps: Omit<CancellationDeps, "provider">,
  orderId: number,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  const request = await getCancellation(db, orderId);
  if (!request) throw new DomainError("cancellation_not_found", "orderTrust.cancel.errors.notRequested", 404);
  // A staff decision on the order: audited with the guarded write, once even when two decide at once.
  const [declined] = await db.batch([
    db
      .update(orderCancellations)
      .set({ status: "declined", decidedAt: now.toISOString(), decidedBy: deps.actorUserId })
      .where(and(eq(orderCancellations.id, request.id), eq(orderCancellations.status, "requested")))
      .returning({ id: orderCancellations.id }),
    auditStatementIf(
      db,
      {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: "decline_cancellation",
        entity: "order",
        entityId: orderId,
        before: { cancellation: "requested", quotedCents: request.quotedCents },
        after: { cancellation: "declined" },
      },
      changedJustBefore,
    ),
  ]);
  if (declined.length === 0) throw new DomainError("already_decided", "orderTrust.cancel.errors.alreadyDecided", 409);
}
