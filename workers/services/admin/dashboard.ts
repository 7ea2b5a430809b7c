// The admin dashboard's figures, read in one D1 round trip. Revenue counts paid orders (waiting for
// delivery or delivered), by the day they were placed. The charts' figures are
// ./dashboard-charts.ts's, read beside these. Money is summed per currency (BRL, USD):
// amounts in two currencies are never added together.
import { and, asc, count, desc, eq, gt, gte, inArray, sql, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatConversations, orderLines, orders, users } from "../../db/schema";
import { recentAuditEntries } from "./audit";

const PAID = ["processando", "concluído"];
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function revenueSince(db: Database, since: string) {
  return db
    .select({ currency: orders.currency, cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(inArray(orders.status, PAID), gte(orders.createdAt, since)))
    .groupBy(orders.currency)
    .orderBy(asc(orders.currency));
}

export async function getDashboard(db: Database, now = new Date()) {
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const [today, week, month, waiting, topGames, unread, recent] = await db.batch([
    revenueSince(db, startOfToday),
    revenueSince(db, daysAgo(7)),
    revenueSince(db, daysAgo(30)),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        totalCents: orders.totalCents,
        currency: orders.currency,
        customer: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.status, "processando"))
      .orderBy(asc(orders.createdAt))
      .limit(20),
    db
      .select({
        game: orderLines.gameName,
        currency: orders.currency,
        cents: sql<number>`sum(${orderLines.lineTotalCents})`.as("cents"),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inArray(orders.status, PAID))
      .groupBy(orderLines.gameId, orders.currency)
      .orderBy(desc(sql`cents`))
      .limit(5),
    db.select({ n: count() }).from(chatConversations).where(gt(chatConversations.unreadForSupport, 0)),
    recentAuditEntries(db, 10),
  ]);
  const cents = (rows: Array<{ currency: string; cents: string | null }>) =>
    rows.map((row) => ({ currency: row.currency, cents: Number(row.cents ?? 0) }));
  return {
    revenue: { today: cents(today), days7: cents(week), days30: cents(month) },
    waiting: waiting.map((order) => ({
      ...order,
      // Minutes, so a fresh order does not read "0 h"; the page picks the unit (lib/vocabulary/waiting-time.ts).
      waitedMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / MINUTE_MS)),
    })),
    topGames,
    unreadChats: unread[0]?.n ?? 0,
    recent,
  };
}
