// An offer's stock as the admin follows it (issue 50): per server of its game, what is in hand,
// what shoppers paying now hold, what is left to sell (or unlimited), and each line's history.
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { type StockLineName, stockLineKey } from "../../shared/stock/line-key";
import type { Database } from "../db/client";
import { coinOffers, games, items, type StockKind, stock, stockHistory, users } from "../db/schema";
import { DomainError } from "../kernel/domain-error";

export interface AdminStockLine {
  server: string;
  /** Null: the store does not count it (unlimited). */
  quantity: number | null;
  held: number;
  available: number | null;
}

export interface StockHistoryEntry {
  id: number;
  server: string;
  change: string;
  delta: number;
  quantityAfter: number | null;
  reason: string;
  orderId: number | null;
  actorName: string | null;
  createdAt: string;
}

/** How many history rows an offer's page shows, newest first. */
const HISTORY_SHOWN = 50;

/** Every server of the offer's game (one "" line for a game without servers) and the offer's history. */
export async function stockOfOffer(
  db: Database,
  kind: StockKind,
  offerId: number,
): Promise<{ lines: AdminStockLine[]; history: StockHistoryEntry[] }> {
  const table = kind === "coin" ? coinOffers : items;
  const [gameRows, stockRows, historyRows] = await db.batch([
    db
      .select({ servers: games.servers })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .where(eq(table.id, offerId)),
    db
      .select({ server: stock.server, quantity: stock.quantity, held: stock.held })
      .from(stock)
      .where(and(eq(stock.kind, kind), eq(stock.offerId, offerId))),
    db
      .select({
        id: stockHistory.id,
        server: stockHistory.server,
        change: stockHistory.change,
        delta: stockHistory.delta,
        quantityAfter: stockHistory.quantityAfter,
        reason: stockHistory.reason,
        orderId: stockHistory.orderId,
        actorName: users.name,
        createdAt: stockHistory.createdAt,
      })
      .from(stockHistory)
      .leftJoin(users, eq(users.id, stockHistory.actorUserId))
      .where(and(eq(stockHistory.kind, kind), eq(stockHistory.offerId, offerId)))
      .orderBy(desc(stockHistory.createdAt), desc(stockHistory.id))
      .limit(HISTORY_SHOWN),
  ]);
  const game = gameRows[0];
  if (!game) throw new DomainError("not_found", "stock.refusals.offerNotFound", 404);
  const servers = game.servers.length > 0 ? game.servers : [""];
  const lines = servers.map((server): AdminStockLine => {
    const row = stockRows.find((candidate) => candidate.server === server);
    return row
      ? { server, quantity: row.quantity, held: row.held, available: row.quantity - row.held }
      : { server, quantity: null, held: 0, available: null };
  });
  return { lines, history: historyRows };
}

/** How many of the scarcest stock lines the dashboard reads (those at or below the threshold are shown), and the stock page lists. */
export const STOCK_PAGE_LINES = 500;
const SCARCEST = 50;

/**
 * The counted lines with the fewest units left to sell (a coin offer's packs, an item's units), of
 * offers still on sale: the dashboard's trouble card keeps those at or below the store's threshold.
 * For the card's own batch.
 */
export function scarcestStockQuery(db: Database, limit = SCARCEST) {
  const units = sql<number>`((${stock.quantity} - ${stock.held}) / coalesce(${coinOffers.baseUnit}, 1))`;
  return db
    .select({
      kind: stock.kind,
      offerId: stock.offerId,
      server: stock.server,
      units: units.as("units"),
      quantity: stock.quantity,
      held: stock.held,
      offerName: sql<string>`coalesce(${coinOffers.coinName}, ${items.name})`.as("offer_name"),
      gameName: sql<string>`${games.name}`.as("game_name"),
    })
    .from(stock)
    .innerJoin(games, eq(games.id, stock.gameId))
    .leftJoin(coinOffers, and(eq(stock.kind, "coin"), eq(coinOffers.id, stock.offerId)))
    .leftJoin(items, and(eq(stock.kind, "item"), eq(items.id, stock.offerId)))
    .where(
      and(
        isNull(games.archivedAt),
        sql`coalesce(${coinOffers.archivedAt}, ${items.archivedAt}) is null`,
        sql`coalesce(${coinOffers.id}, ${items.id}) is not null`,
      ),
    )
    .orderBy(asc(units), asc(stock.id))
    .limit(limit);
}

export type ScarceStockLine = Awaited<ReturnType<typeof scarcestStockQuery>>[number];

/** Each line once, in the order first named: a line ticked twice changes once. */
export function distinctLines<L extends StockLineName>(lines: readonly L[]): L[] {
  return [...new Map(lines.map((line) => [stockLineKey(line), line])).values()];
}
