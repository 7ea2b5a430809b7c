// Refunds add up. Each refund is a row of its own; an order keeps its status through partial
// refunds and cancels in the batch where its refunded total reaches its paid total.
//
// The store hears of one refund in two ways: from its own request (an admin's refund, or giving
// back a late payment) and from the provider's `charge.refunded` event, which carries the charge's
// running refunded total, not which refund it was. So a refund the store asks for is reserved as a
// row BEFORE the provider is called (`pending:<key>`), and an event records only what its running
// total adds beyond the rows already there: whichever arrives first, the money is counted once.
// The reservation keeps its request key for good, so the same request sent twice refunds once.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { PAID_STATUSES } from "../../shared/orders/status";
import type { Database, Statements } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { orders, payments, type StatusReason } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import type { PaymentProvider } from "../payments/provider";
import { runEvent } from "./payment-events";
import { type HistoryEntry, moveStatusFromAny } from "./status-statements";

const sumOf = (orderId: number | SQL, kind: "charge" | "refund") =>
  sql<number>`(select coalesce(sum(${payments.amountCents}), 0) from ${payments} where ${payments.orderId} = ${orderId} and ${payments.kind} = ${kind})`;

/** What the order was paid and what has been given back so far. */
export async function moneyOf(db: Database, orderId: number) {
  const rows = await db
    .select({
      kind: payments.kind,
      amountCents: payments.amountCents,
      currency: payments.currency,
      providerRef: payments.providerRef,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const charge = rows.find((row) => row.kind === "charge") ?? null;
  const refundedCents = rows.filter((row) => row.kind === "refund").reduce((sum, row) => sum + row.amountCents, 0);
  const paidCents = charge?.amountCents ?? 0;
  return { charge, paidCents, refundedCents, refundableCents: Math.max(0, paidCents - refundedCents) };
}

/**
 * The order's money, once `amountCents` is known to be refundable (above zero, at most what is left):
 * checked before the admin is asked to confirm a refund, and again when it runs.
 */
export async function refundable(db: Database, orderId: number, amountCents: number) {
  const money = await moneyOf(db, orderId);
  if (!money.charge) throw new DomainError("not_refundable", "admin.orders.notRefundable", 409, "status");
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > money.refundableCents) {
    throw new DomainError("refund_too_large", "orderMoney.errors.refundTooLarge", 422, "amount");
  }
  return { ...money, charge: money.charge };
}

/** Cancels the order in the same batch once everything paid has been given back. */
function cancelWhenFullyRefunded(db: Database, orderId: number, entry: HistoryEntry): Statements {
  const fullyRefunded = sql`${sumOf(orderId, "charge")} > 0 and ${sumOf(orderId, "refund")} >= ${sumOf(orderId, "charge")}`;
  return [...moveStatusFromAny(db, orderId, PAID_STATUSES, "cancelado", entry, fullyRefunded)];
}

/** The provider reference of the refund a `charge.refunded` event's running total records. */
export function refundedTotalRef(refund: { chargeRef: string; totalRefundedCents: number }): string {
  return `${refund.chargeRef}:refunded-to:${refund.totalRefundedCents}`;
}

/**
 * A `charge.refunded` event: the charge's refunded total is now `totalRefundedCents`. Records the
 * part not yet counted (computed when the statement runs, so concurrent events add up exactly).
 */
export function refundedTotalStatements(
  db: Database,
  provider: string,
  refund: { orderId: number; chargeRef: string; totalRefundedCents: number; currency: string },
): Statements {
  const missing = sql<number>`${refund.totalRefundedCents} - ${sumOf(refund.orderId, "refund")}`;
  return [
    db.insert(payments).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: sql<number>`${refund.orderId}`.as("order_id"),
          kind: sql<"refund">`'refund'`.as("kind"),
          provider: sql<string>`${provider}`.as("provider"),
          providerRef: sql<string>`${refundedTotalRef(refund)}`.as("provider_ref"),
          amountCents: missing.as("amount_cents"),
          currency: sql<string>`${refund.currency.toUpperCase()}`.as("currency"),
          requestKey: sql<string | null>`null`.as("request_key"),
          createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
        })
        .from(orders)
        .where(and(eq(orders.id, refund.orderId), sql`${missing} > 0`)),
    ),
    ...cancelWhenFullyRefunded(db, refund.orderId, { reason: "refunded" }),
  ];
}

export interface RefundRequest {
  orderId: number;
  amountCents: number;
  /** Unique per refund asked for: a retried request with the same key refunds nothing more. */
  key: string;
  /** Stored as the event's type: "admin.refund", "late_payment.refund". */
  eventType: string;
  /** What the admin who asked for it typed (the history's note); none for the store's own refunds. */
  note?: string;
  /** Why the order is cancelled when this refund completes it; "refunded" unless said. */
  reason?: StatusReason;
  /**
   * A condition on the order checked when the refund is reserved (still late and undelivered, say):
   * when it no longer holds, nothing is reserved and nothing refunded.
   */
  onlyIf?: SQL;
  /** Written in the same batch as the recorded refund (the admin's audit entry, say). */
  alongside?: (refund: { refundId: string; fullyRefunded: boolean }) => Statements;
  /** The most the order's refunds may add up to with this one (a support agent's limit); none: what was paid. */
  cap?: RefundCap;
}

/**
 * A ceiling on an order's refunded total below what it was paid: checked in the statement that
 * reserves the refund, against every refund recorded or pending then, so two refunds at once can't
 * pass it together (a check before the write would let both through).
 */
export interface RefundCap {
  totalCents: number;
  /** The refusal when this refund would take the order's refunds past `totalCents`; `refundedCents` is the order's refunds so far. */
  refused: (refundedCents: number) => DomainError;
}

/** Refuses a refund of `amountCents` that would take refunds of `refundedCents` past `cap`. */
export function requireWithinCap(cap: RefundCap | undefined, refundedCents: number, amountCents: number): void {
  if (cap && refundedCents + amountCents > cap.totalCents) throw cap.refused(refundedCents);
}

/**
 * Gives money back through the payment provider and records it: reserve the amount (refused when
 * it exceeds what is left to refund), ask the provider, then record the provider's refund id, the
 * event and, when nothing is left, the cancellation, in one batch.
 */
export async function refundThroughProvider(
  deps: { db: Database; provider: PaymentProvider },
  request: RefundRequest,
): Promise<{ refundId: string; fullyRefunded: boolean; refundedCents: number; paidCents: number }> {
  const { db, provider } = deps;
  const { charge, refundedCents, paidCents } = await refundable(db, request.orderId, request.amountCents);
  requireWithinCap(request.cap, refundedCents, request.amountCents);
  const pendingRef = `pending:${request.key}`;
  let reserved: Array<{ id: number }>;
  try {
    reserved = await db
      .insert(payments)
      .select(
        db
          .select({
            id: sql<number>`null`.as("id"),
            orderId: payments.orderId,
            kind: sql<"refund">`'refund'`.as("kind"),
            provider: sql<string>`${provider.name}`.as("provider"),
            providerRef: sql<string>`${pendingRef}`.as("provider_ref"),
            amountCents: sql<number>`${request.amountCents}`.as("amount_cents"),
            currency: payments.currency,
            requestKey: sql<string>`${request.key}`.as("request_key"),
            createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
          })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, request.orderId),
              eq(payments.kind, "charge"),
              // Checked when the row is written: two refunds at once can never give back more than was paid.
              sql`${sumOf(request.orderId, "refund")} + ${request.amountCents} <= ${payments.amountCents}`,
              request.cap
                ? sql`${sumOf(request.orderId, "refund")} + ${request.amountCents} <= ${request.cap.totalCents}`
                : undefined,
              request.onlyIf
                ? sql`exists (select 1 from ${orders} where ${orders.id} = ${request.orderId} and ${request.onlyIf})`
                : undefined,
            ),
          ),
      )
      .returning({ id: payments.id });
  } catch (error) {
    // The same key again: this refund was already asked for (a double click, a retried request).
    if (isUniqueViolation(error)) {
      throw new DomainError("already_refunded", "admin.orders.alreadyRefunded", 409, "amount");
    }
    throw error;
  }
  const reservation = reserved[0];
  if (!reservation) {
    // Another refund got in first: say which bound this one would now pass, as the order stands.
    requireWithinCap(request.cap, (await moneyOf(db, request.orderId)).refundedCents, request.amountCents);
    throw new DomainError("refund_too_large", "orderMoney.errors.refundTooLarge", 409, "amount");
  }

  let refundId: string;
  try {
    ({ refundId } = await provider.refund(charge.providerRef, request.amountCents, request.key));
  } catch (error) {
    await db.delete(payments).where(eq(payments.id, reservation.id));
    logError("refund_failed_at_provider", error, { orderId: request.orderId });
    throw new DomainError("refund_failed", "orderMoney.errors.refundFailed", 502);
  }
  const fullyRefunded = refundedCents + request.amountCents >= paidCents;
  await runEvent(
    db,
    {
      eventId: `${request.eventType}:${request.key}`,
      type: request.eventType,
      provider: provider.name,
      orderId: request.orderId,
      outcome: "applied",
      reason: fullyRefunded ? "full_refund" : "partial_refund",
      objectRef: refundId,
      amountCents: request.amountCents,
      currency: charge.currency,
    },
    [
      db.update(payments).set({ providerRef: refundId }).where(eq(payments.id, reservation.id)),
      ...cancelWhenFullyRefunded(db, request.orderId, { reason: request.reason ?? "refunded", note: request.note }),
      ...(request.alongside?.({ refundId, fullyRefunded }) ?? []),
    ],
  );
  // The order's money with this refund: what a refund's email tells (orders/order-emails.ts).
  return { refundId, fullyRefunded, refundedCents: refundedCents + request.amountCents, paidCents };
}
