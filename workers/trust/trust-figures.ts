// The public trust page's figures (issue 33) for the last 30 and 365 days, from the store's own
// records only, computed as the per-offer figures are (./measure.ts), rewritten by the Cron Trigger
// into trust_figures so the page and GET /api/trust read two small rows.
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { columnsAs } from "../db/joined-columns";
import { auditLog, orderCompensations, orderDisputes, paymentEvents, payments, trustFigures } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import { WITHDRAWAL_KEY_PREFIX } from "../orders/withdrawal";
import { type ReviewSummary, reviewSummaryQuery, toReviewSummary } from "../reviews/read";
import { deliveredOrdersQuery, deliveriesOf } from "./delivered-orders";
import { DAY_MS, measure, median, percentile } from "./measure";

/** The windows the page shows, in days. */
export const TRUST_WINDOWS = [30, 365] as const;

export interface TrustWindow {
  days: number;
  /** Paid orders marked delivered in the window. */
  delivered: number;
  /** Null when nothing was delivered. */
  onTimeShare: number | null;
  medianMinutes: number | null;
  p90Minutes: number | null;
  /** Compensation for lateness the store paid without being asked, per currency (cents). */
  compensation: { count: number; amounts: Array<{ currency: string; cents: number }> };
  /** From the shopper's withdrawal to the refund accepted by the provider (minutes, not rounded: it is often seconds). */
  withdrawalRefund: { count: number; medianMinutes: number | null };
  /** Disputes opened in the window, and the outcomes of those closed in it. */
  disputes: { opened: number; won: number; lost: number; closed: number };
  /** Stars of the visible reviews written in the window (workers/kernel/reviews). */
  reviews: ReviewSummary;
}

/** The window of the refund and dispute answers figures, in days (issue 51). */
export const REFUNDS_WINDOW_DAYS = 90;

/** How fast refunds land and how many disputes the store answered, over the last 90 days. */
export interface RefundFigures {
  days: number;
  /** From a refund's request to the provider accepting it (minutes, not rounded: it is often seconds). */
  refunds: { count: number; medianMinutes: number | null; p90Minutes: number | null };
  /**
   * Disputes opened in the window, and those of them the store answered: its evidence pack reached
   * the provider (decision 061), or the bank ruled for the store (won), which it does only on evidence.
   */
  disputes: { opened: number; answered: number; answeredShare: number | null };
}

export interface TrustPageFigures {
  windows: TrustWindow[];
  refunds: RefundFigures;
  /** When they were computed. */
  computedAt: string;
}

const MINUTE_MS = 60_000;

/** Recomputes both windows and the refund figures; answers how many rows it wrote. */
export async function refreshTrustFigures(db: Database, now: Date): Promise<number> {
  const longest = new Date(now.getTime() - Math.max(...TRUST_WINDOWS) * DAY_MS).toISOString();
  const until = now.toISOString();
  const sinceOf = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const [delivered, compensations, withdrawals, disputes, refundsAsked, evidenceSent, ...reviews] = await db.batch([
    deliveredOrdersQuery(db, longest, until),
    db
      .select({
        currency: orderCompensations.currency,
        cents: orderCompensations.amountCents,
        at: orderCompensations.createdAt,
      })
      .from(orderCompensations)
      .where(and(gte(orderCompensations.createdAt, longest), lte(orderCompensations.createdAt, until))),
    // The withdrawal's refund is reserved (its payments row) when the shopper asks, and audited once the provider accepted it.
    db
      .select({ ...columnsAs("asked", { askedAt: payments.createdAt }), refundedAt: auditLog.createdAt })
      .from(auditLog)
      .innerJoin(payments, eq(payments.requestKey, sql`${WITHDRAWAL_KEY_PREFIX} || ${auditLog.entityId}`))
      .where(and(eq(auditLog.action, "withdrawal"), gte(auditLog.createdAt, longest), lte(auditLog.createdAt, until))),
    db
      .select({
        action: auditLog.action,
        order: auditLog.entityId,
        outcome: sql<string | null>`json_extract(${auditLog.after}, '$.outcome')`,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.action, ["dispute_opened", "dispute_closed"]),
          gte(auditLog.createdAt, longest),
          lte(auditLog.createdAt, until),
        ),
      )
      .orderBy(asc(auditLog.id)),
    // A refund the store asks for is reserved (its payments row, with its request key) before the
    // provider is called, and the store's event with the refund's id is written once the provider
    // accepted it. Compensation for lateness is nobody's request: left out.
    db
      .select({ askedAt: payments.createdAt, ...columnsAs("accepted", { acceptedAt: paymentEvents.receivedAt }) })
      .from(payments)
      .innerJoin(
        paymentEvents,
        and(eq(paymentEvents.objectRef, payments.providerRef), eq(paymentEvents.orderId, payments.orderId)),
      )
      .where(
        and(
          eq(payments.kind, "refund"),
          isNotNull(payments.requestKey),
          ne(paymentEvents.type, "late_delivery.compensation"),
          gte(paymentEvents.receivedAt, sinceOf(REFUNDS_WINDOW_DAYS)),
          lte(paymentEvents.receivedAt, until),
        ),
      ),
    // The disputes whose evidence reached the provider, of those opened in the window.
    db
      .select({ order: orderDisputes.orderId })
      .from(orderDisputes)
      .where(
        and(eq(orderDisputes.submission, "submitted"), gte(orderDisputes.createdAt, sinceOf(REFUNDS_WINDOW_DAYS))),
      ),
    ...TRUST_WINDOWS.map((days) => reviewSummaryQuery(db, { since: sinceOf(days) })),
  ]);

  const windows = TRUST_WINDOWS.map((days, index): TrustWindow => {
    const since = sinceOf(days);
    const deliveries = deliveriesOf(delivered).filter((delivery) => delivery.deliveredAt >= since);
    const figures = measure(deliveries);
    const paid = compensations.filter((row) => row.at >= since);
    const amounts = new Map<string, number>();
    for (const row of paid) amounts.set(row.currency, (amounts.get(row.currency) ?? 0) + row.cents);
    const refundMinutes = withdrawals
      .filter((row) => row.refundedAt >= since)
      .map((row) => Math.max(0, Date.parse(row.refundedAt) - Date.parse(row.askedAt)) / MINUTE_MS)
      .sort((a, b) => a - b);
    const inWindow = disputes.filter((row) => row.at >= since);
    const closedAs = (outcome: string) =>
      inWindow.filter((row) => row.action === "dispute_closed" && row.outcome === outcome).length;
    return {
      days,
      delivered: deliveries.length,
      onTimeShare: figures?.onTimeShare ?? null,
      medianMinutes: figures?.medianMinutes ?? null,
      p90Minutes: figures?.p90Minutes ?? null,
      compensation: {
        count: paid.length,
        amounts: [...amounts].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({ currency, cents })),
      },
      withdrawalRefund: { count: refundMinutes.length, medianMinutes: median(refundMinutes) },
      disputes: {
        opened: inWindow.filter((row) => row.action === "dispute_opened").length,
        won: closedAs("won"),
        lost: closedAs("lost"),
        closed: closedAs("warning_closed"),
      },
      reviews: toReviewSummary(reviews[index] ?? []),
    };
  });

  const refundsSince = sinceOf(REFUNDS_WINDOW_DAYS);
  const refundMinutes = refundsAsked
    .map((row) => Math.max(0, Date.parse(row.acceptedAt) - Date.parse(row.askedAt)) / MINUTE_MS)
    .sort((a, b) => a - b);
  const opened = disputes.filter((row) => row.action === "dispute_opened" && row.at >= refundsSince);
  const answeredOrders = new Set([
    ...disputes.filter((row) => row.action === "dispute_closed" && row.outcome === "won").map((row) => row.order),
    ...evidenceSent.map((row) => String(row.order)),
  ]);
  const answered = opened.filter((row) => answeredOrders.has(row.order)).length;
  const refunds: RefundFigures = {
    days: REFUNDS_WINDOW_DAYS,
    refunds: {
      count: refundMinutes.length,
      medianMinutes: median(refundMinutes),
      p90Minutes: percentile(refundMinutes, 90),
    },
    disputes: { opened: opened.length, answered, answeredShare: opened.length === 0 ? null : answered / opened.length },
  };

  const computedAt = now.toISOString();
  // The refund figures are a row of their own, keyed by their window (never one of TRUST_WINDOWS).
  const rows = [
    ...windows.map((figures) => ({ windowDays: figures.days, figures, computedAt })),
    { windowDays: REFUNDS_WINDOW_DAYS, figures: refunds, computedAt },
  ];
  await db.batch([
    db.delete(trustFigures),
    ...statementsWithinLimits(rows, (part) => db.insert(trustFigures).values(part)),
  ]);
  return rows.length;
}

/**
 * The figures as the schedule last wrote them: one read of three rows. Before its first run (a new
 * store, a local copy without the Cron Trigger) they are computed here once and kept.
 */
export async function getTrustFigures(db: Database, now = new Date()): Promise<TrustPageFigures> {
  const read = () => db.select().from(trustFigures).orderBy(asc(trustFigures.windowDays));
  const refundsOf = (rows: Awaited<ReturnType<typeof read>>) =>
    rows.find((row) => row.windowDays === REFUNDS_WINDOW_DAYS);
  let rows = await read();
  // Rows written before the refund figures existed are recomputed once, as a new store's are.
  if (!refundsOf(rows)) {
    await refreshTrustFigures(db, now);
    rows = await read();
  }
  const refunds = refundsOf(rows);
  return {
    windows: rows.filter((row) => row !== refunds).map((row) => row.figures as TrustWindow),
    refunds: refunds?.figures as RefundFigures,
    computedAt: rows[0]?.computedAt ?? now.toISOString(),
  };
}
