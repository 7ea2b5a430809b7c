// The admin dashboard's lists, read in one D1 round trip: the orders waiting for delivery, the top
// games, unread chats and recent admin actions. Every money figure is net revenue (./net-revenue.ts)
// and kept per currency (BRL, USD): amounts in two currencies are never added together or ranked in
// one list. The revenue cards are the charts' days summed (./dashboard-charts.ts, revenuePeriods);
// the top games are read from the rollups (./rollups.ts).
import { asc, count, desc, eq, gt } from "drizzle-orm";
import { CURRENCIES, type Currency } from "../../shared/currencies";
import type { Database } from "../db/client";
import { auditLog, chatConversations, orders, users } from "../db/schema";
import { orderNetCents } from "./net-revenue";
import { topGamesQueries } from "./rollups";

const MINUTE_MS = 60_000;
export const TOP_GAMES = 5;

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
  const [waiting, unread, recent, ...topGames] = await db.batch([
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
    db.select({ n: count() }).from(chatConversations).where(gt(chatConversations.unreadForSupport, 0)),
    recentAuditEntries(db, 10),
    ...topGamesQueries(db, TOP_GAMES),
  ]);
  return {
    waiting: waiting.map((order) => ({
      ...order,
      // Minutes, so a fresh order does not read "0 h"; the page picks the unit (shared/vocabulary/waiting-time.ts).
      waitedMinutes: Math.max(0, Math.floor((now.getTime() - Date.parse(order.createdAt)) / MINUTE_MS)),
    })),
    topGames: topGamesPerCurrency(topGames.flat()),
    unreadChats: unread[0]?.n ?? 0,
    recent,
  };
}

/** Each currency's own ranking, best first; a currency without revenue has no list. */
function topGamesPerCurrency(rows: Array<{ game: string; currency: string; cents: number }>) {
  return CURRENCIES.map((currency: Currency) => ({
    currency,
    games: rows
      .filter((row) => row.currency === currency)
      .map((row) => ({ game: row.game, cents: Math.round(row.cents) })),
  })).filter((ranking) => ranking.games.length > 0);
}
