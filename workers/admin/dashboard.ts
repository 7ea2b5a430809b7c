// The admin dashboard's lists, read in one D1 round trip: the orders waiting for delivery, the top
// games, unread chats and recent admin actions. Every money figure is net revenue (./net-revenue.ts)
// and kept per currency (BRL, USD): amounts in two currencies are never added together or ranked in
// one list. The revenue cards are the charts' days summed (./dashboard-charts.ts, revenuePeriods).
import { asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { CURRENCIES, type Currency } from "../../shared/currencies";
import type { Database } from "../db/client";
import { auditLog, chatConversations, orderLines, orders, users } from "../db/schema";
import { earningOrders, lineNetCents, orderNetCents } from "./net-revenue";

const MINUTE_MS = 60_000;
export const TOP_GAMES = 5;
/** The top games rank the revenue of this many days. */
export const TOP_GAMES_DAYS = 30;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The newest entries with the actor's name, for the dashboard. */
function recentAuditEntries(db: Database, limit = 10) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
      actorName: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function getDashboard(db: Database, now = new Date()) {
  const [waiting, gameRevenue, unread, recent] = await db.batch([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        netCents: orderNetCents.as("net_cents"),
        currency: orders.currency,
        customer: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.status, "processando"))
      .orderBy(asc(orders.createdAt))
      .limit(20),
    // Each game's net revenue per currency over the last 30 days of payments (orders_paid_idx: not every
    // line ever sold, issue 52), a row per game and currency, ranked below.
    db
      .select({
        game: orderLines.gameName,
        currency: orders.currency,
        cents: sql<number>`round(sum(${lineNetCents}))`.mapWith(Number).as("cents"),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(earningOrders({ since: new Date(now.getTime() - TOP_GAMES_DAYS * DAY_MS).toISOString() }))
      // Currency first: grouping by game first tempts SQLite to walk every line in game order instead.
      .groupBy(orders.currency, orderLines.gameId)
      .orderBy(desc(sql`cents`), asc(orderLines.gameName)),
    db.select({ n: count() }).from(chatConversations).where(gt(chatConversations.unreadForSupport, 0)),
    recentAuditEntries(db, 10),
  ]);
  return {
    waiting: waiting.map((order) => ({
      ...order,
      // Minutes, so a fresh order does not read "0 h"; the page picks the unit (shared/vocabulary/waiting-time.ts).
      waitedMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / MINUTE_MS)),
    })),
    topGames: topGamesPerCurrency(gameRevenue),
    unreadChats: unread[0]?.n ?? 0,
    recent,
  };
}

/** Each currency's own ranking, best first; a currency without revenue has no list. */
function topGamesPerCurrency(rows: Array<{ game: string; currency: string; cents: number }>) {
  return CURRENCIES.map((currency: Currency) => ({
    currency,
    games: rows
      .filter((row) => row.currency === currency && row.cents > 0)
      .slice(0, TOP_GAMES)
      .map((row) => ({ game: row.game, cents: row.cents })),
  })).filter((ranking) => ranking.games.length > 0);
}
