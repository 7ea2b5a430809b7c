// Net revenue, the one money figure of the admin dashboard (docs/decisions/040-owner-charts.md): what
// an order paid (its total, already after its discount code) less what has been refunded of it so
// far (partial refunds and lateness compensation included). Counted for orders paid and not
// cancelled (a cancelled order's money went back, or the bank took it back after a lost dispute),
// on the day they were paid, and always per currency: reais and dollars are never added. The waiting
// orders read it from here; the cards, the charts and the top games read the rollups the database
// keeps by this same definition (./rollups.ts; workers/admin/tests/rollups.test.ts holds them equal).
import { and, gte, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Currency } from "../../shared/currencies";
import { orders } from "../db/schema";

// Written out with its tables named: in a select from one table drizzle prints columns without their
// table, which would turn `payments.order_id = orders.id` into `order_id = id` inside the subquery.
/** What has been refunded of an order so far (every refund payment), for a select from `orders`. */
export const refundedCents =
  sql<number>`(select coalesce(sum("refund"."amount_cents"), 0) from "payments" as "refund" where "refund"."order_id" = "orders"."id" and "refund"."kind" = 'refund')`.mapWith(
    Number,
  );

/** What an order has brought in so far: its total less its refunds. */
export const orderNetCents = sql<number>`("orders"."total_cents" - ${refundedCents})`.mapWith(Number);

/**
 * An order line's share of its order's net revenue: what was paid for the line (its total less its
 * share of the discount), less its share of the order's refunds, which belong to no line and are
 * spread over the lines in proportion to what each was paid.
 */
export const lineNetCents = sql<number>`(("order_lines"."line_total_cents" - "order_lines"."discount_cents") * 1.0 * ${orderNetCents} / nullif("orders"."total_cents", 0))`;

/** The orders whose money counts, paid within [since, until] when given. */
export function earningOrders(paid: { since?: string; until?: string } = {}): SQL | undefined {
  return and(
    isNotNull(orders.paidAt),
    ne(orders.status, "cancelado"),
    paid.since ? gte(orders.paidAt, paid.since) : undefined,
    paid.until ? lte(orders.paidAt, paid.until) : undefined,
  );
}

export interface DailyNetRevenue {
  /** The admin's calendar days (YYYY-MM-DD), oldest first. */
  days: string[];
  currencies: Array<{ currency: Currency; cents: number[] }>;
}

export type CurrencySums = Array<{ currency: Currency; cents: number }>;

/** The dashboard's cards from the chart's days: today, the last 7 days and the last 30, per currency with any. */
export function revenuePeriods(revenue: DailyNetRevenue): {
  today: CurrencySums;
  days7: CurrencySums;
  days30: CurrencySums;
} {
  const lastDays = (count: number) =>
    revenue.currencies
      .map((series) => ({ currency: series.currency, cents: series.cents.slice(-count).reduce((a, b) => a + b, 0) }))
      .filter((sum) => sum.cents !== 0);
  return { today: lastDays(1), days7: lastDays(7), days30: lastDays(revenue.days.length) };
}
