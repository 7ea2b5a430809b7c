// The admin dashboard's charts (issue 33, docs/decisions/040-owner-charts.md): plain numbers from one
// D1 batch, days and weeks in the admin's time zone, read from the rollups (./rollups.ts). Money is
// per currency, never added across currencies; delivery figures count as the trust page's do (../trust/measure.ts).
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { ORDER_STATUSES } from "../../shared/codes";
import { CURRENCIES } from "../../shared/currencies";
import { dateTimeFormat } from "../../shared/intl-formats";
import type { Database } from "../db/client";
import { columnAs } from "../db/joined-columns";
import { coinOffers, deliveryStats, games, items } from "../db/schema";
import { DAY_MS, DELIVERY_WINDOW_DAYS, MIN_ORDERS_SHOWN } from "../trust/measure";
import type { DailyNetRevenue } from "./net-revenue";
import { bucketStart, deliveryBucketsQuery, revenueBucketsQuery, statusCountsQuery } from "./rollups";

export const REVENUE_DAYS = 30;
export const ON_TIME_WEEKS = 12;
export const SLOWEST_OFFERS = 5;

/** The delivery-time buckets' upper ends, in minutes: under 15 min, under 1 h, 4 h, 24 h, then the rest. */
export const DELIVERY_BUCKET_ENDS = [15, 60, 240, 1440] as const;

export interface DashboardCharts {
  /** Net revenue (./net-revenue.ts) of the orders paid each day, per currency. */
  revenue: DailyNetRevenue;
  /** Every order status with its current count (zero included), in the store's order of statuses. */
  statuses: Array<{ status: string; orders: number }>;
  /** Deliveries of the last 90 days per bucket of DELIVERY_BUCKET_ENDS (one more for the rest). */
  deliveryTimes: { days: number; orders: number[] };
  /** Each of the last 12 weeks (starting Monday, YYYY-MM-DD), oldest first; share null without deliveries. */
  onTimeWeeks: Array<{ weekStart: string; delivered: number; onTime: number; share: number | null }>;
  /** Coin offers and items with the longest 90th percentile (delivery_stats, at least MIN_ORDERS_SHOWN orders). */
  slowest: Array<{
    subject: "coin_offer" | "item";
    name: string;
    game: string;
    medianMinutes: number;
    p90Minutes: number;
    orders: number;
  }>;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function localDay(instant: Date | string, timeZone: string): string {
  const parts = dateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    typeof instant === "string" ? new Date(instant) : instant,
  );
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar day `days` after `day` (negative: before); calendar arithmetic, no time zone involved. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `day`'s week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export async function getDashboardCharts(db: Database, timeZone: string, now = new Date()): Promise<DashboardCharts> {
  // Generous lower bounds: the exact ones are calendar days in the admin's zone, picked below.
  const revenueSince = new Date(now.getTime() - (REVENUE_DAYS + 1) * DAY_MS);
  // The 90 days of the distribution also hold the 12 weeks (at most 83 days and a time zone back).
  const deliveriesSince = new Date(now.getTime() - DELIVERY_WINDOW_DAYS * DAY_MS);
  const [paid, byStatus, delivered, slowest] = await db.batch([
    revenueBucketsQuery(db, revenueSince, now),
    statusCountsQuery(db),
    deliveryBucketsQuery(db, deliveriesSince, now),
    db
      .select({
        subject: deliveryStats.subject,
        medianMinutes: deliveryStats.medianMinutes,
        p90Minutes: deliveryStats.p90Minutes,
        orders: deliveryStats.orders,
        coinName: coinOffers.coinName,
        itemName: columnAs(items.name, "item_name"),
        gameName: columnAs(games.name, "game_name"),
      })
      .from(deliveryStats)
      .innerJoin(games, eq(games.id, deliveryStats.gameId))
      .leftJoin(
        coinOffers,
        and(eq(deliveryStats.subject, "coin_offer"), eq(coinOffers.id, sql`cast(${deliveryStats.ref} as integer)`)),
      )
      .leftJoin(items, and(eq(deliveryStats.subject, "item"), eq(items.id, sql`cast(${deliveryStats.ref} as integer)`)))
      .where(and(inArray(deliveryStats.subject, ["coin_offer", "item"]), gte(deliveryStats.orders, MIN_ORDERS_SHOWN)))
      .orderBy(desc(deliveryStats.p90Minutes), desc(deliveryStats.medianMinutes), asc(deliveryStats.ref))
      .limit(SLOWEST_OFFERS),
  ]);

  const today = localDay(now, timeZone);
  const days = Array.from({ length: REVENUE_DAYS }, (_, index) => addDays(today, index - REVENUE_DAYS + 1));
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const revenue = CURRENCIES.map((currency) => ({ currency, cents: days.map(() => 0) }));
  for (const bucket of paid) {
    const index = dayIndex.get(localDay(bucketStart(bucket.bucket), timeZone));
    const series = revenue.find((each) => each.currency === bucket.currency);
    if (index === undefined || !series) continue;
    series.cents[index] = (series.cents[index] as number) + bucket.netCents;
  }

  const counts = new Map(byStatus.filter((row) => row.orders !== 0).map((row) => [row.status, row.orders]));
  const statuses = [
    ...ORDER_STATUSES,
    ...[...counts.keys()].filter((status) => !ORDER_STATUSES.includes(status as never)),
  ].map((status) => ({ status, orders: counts.get(status) ?? 0 }));

  const buckets = [...DELIVERY_BUCKET_ENDS, Number.POSITIVE_INFINITY].map(() => 0);
  for (const quarter of delivered) {
    [quarter.under15, quarter.under60, quarter.under240, quarter.under1440, quarter.later].forEach((orders, at) => {
      buckets[at] = (buckets[at] as number) + orders;
    });
  }

  const thisWeek = mondayOf(today);
  const onTimeWeeks = Array.from({ length: ON_TIME_WEEKS }, (_, index) => {
    const weekStart = addDays(thisWeek, (index - ON_TIME_WEEKS + 1) * 7);
    const weekEnd = addDays(weekStart, 7);
    const inWeek = delivered.filter((quarter) => {
      const day = localDay(bucketStart(quarter.bucket), timeZone);
      return day >= weekStart && day < weekEnd;
    });
    const week = {
      delivered: inWeek.reduce((sum, quarter) => sum + quarter.delivered, 0),
      onTime: inWeek.reduce((sum, quarter) => sum + quarter.onTime, 0),
    };
    return { weekStart, ...week, share: week.delivered > 0 ? week.onTime / week.delivered : null };
  });

  return {
    revenue: { days, currencies: revenue },
    statuses,
    deliveryTimes: { days: DELIVERY_WINDOW_DAYS, orders: buckets },
    onTimeWeeks,
    slowest: slowest.map((row) => ({
      subject: row.subject as "coin_offer" | "item",
      // The join finds the offer unless it was deleted since the schedule's last run.
      name: (row.subject === "coin_offer" ? row.coinName : row.itemName) ?? "—",
      game: row.gameName,
      medianMinutes: row.medianMinutes,
      p90Minutes: row.p90Minutes,
      orders: row.orders,
    })),
  };
}
