// The dashboard's reads of the rollups the database keeps (the migration i52_rollups,
// docs/decisions/069-rollups.md): a bounded number of rows whatever the number of orders, at most
// one row per quarter hour and currency of the window, a row per status, five games per currency.
import { and, asc, desc, eq, gt, gte, lte } from "drizzle-orm";
import { CURRENCIES } from "../../shared/currencies";
import type { Database } from "../db/client";
import { deliveryRollups, gameRevenueRollups, orderStatusCounts, revenueRollups } from "../db/schema";

const QUARTER_HOUR_MS = 15 * 60_000;

/** The quarter hour (UTC, `YYYY-MM-DDTHH:MM`) an instant falls in, as the migration's triggers name it. */
export function quarterHourOf(instant: Date): string {
  return new Date(Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS).toISOString().slice(0, 16);
}

/** The instant a bucket starts at: every instant in it falls on the same day in any time zone. */
export function bucketStart(bucket: string): string {
  return `${bucket}:00.000Z`;
}

/** Net revenue per quarter hour of payment and currency, from `since` to `until`. */
export function revenueBucketsQuery(db: Database, since: Date, until: Date) {
  return db
    .select({ bucket: revenueRollups.bucket, currency: revenueRollups.currency, netCents: revenueRollups.netCents })
    .from(revenueRollups)
    .where(and(gte(revenueRollups.bucket, quarterHourOf(since)), lte(revenueRollups.bucket, quarterHourOf(until))));
}

/** Deliveries per quarter hour of delivery, from `since` to `until`. */
export function deliveryBucketsQuery(db: Database, since: Date, until: Date) {
  return db
    .select()
    .from(deliveryRollups)
    .where(and(gte(deliveryRollups.bucket, quarterHourOf(since)), lte(deliveryRollups.bucket, quarterHourOf(until))));
}

export function statusCountsQuery(db: Database) {
  return db.select({ status: orderStatusCounts.status, orders: orderStatusCounts.orders }).from(orderStatusCounts);
}

/** The `limit` games with the most net revenue in each currency, as one statement per currency. */
export function topGamesQueries(db: Database, limit: number) {
  return CURRENCIES.map((currency) =>
    db
      .select({
        game: gameRevenueRollups.gameName,
        currency: gameRevenueRollups.currency,
        cents: gameRevenueRollups.netCents,
      })
      .from(gameRevenueRollups)
      // Half a cent or more rounds to a cent the list can show.
      .where(and(eq(gameRevenueRollups.currency, currency), gt(gameRevenueRollups.netCents, 0.4999)))
      .orderBy(desc(gameRevenueRollups.netCents), asc(gameRevenueRollups.gameName))
      .limit(limit),
  );
}
