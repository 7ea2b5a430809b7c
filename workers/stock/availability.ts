// What is left to buy of an offer on a server (issue 50): what is in hand less what live holds
// hold. These are reads for showing and for refusing early with a clear message (the game page,
// the cart, an add); the promise itself is the hold, taken by a conditional write (holds.ts). A
// hold whose session can no longer be paid counts as free here already: the next hold's batch
// gives its units back before it holds anything (holds.ts, holdForAttempt).
import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { type Placeholders, preparedSelect } from "../db/prepared";
import { cartLines, orders, type StockKind, stock, stockHolds } from "../db/schema";

/**
 * What the live holds of the stock row in the query hold at `now` (an ISO time, or its placeholder).
 * For a shopper's own cart, their own pending order's holds do not count: their next checkout
 * gives those back before it holds again (holds.ts).
 */
const liveHeld = (now: SQL | string, holderUserId?: number) =>
  sql<number>`(select coalesce(sum(${stockHolds.quantity}), 0) from ${stockHolds} where ${stockHolds.stockId} = ${stock.id} and ${stockHolds.state} = 'held' and ${stockHolds.expiresAt} > ${now}${
    holderUserId === undefined
      ? sql``
      : sql` and ${stockHolds.orderId} not in (select ${orders.id} from ${orders} where ${orders.userId} = ${holderUserId})`
  })`;

/** The stock row's units (coins, for a coin offer) still free to hold, never below 0. */
const availableColumn = (now: SQL | string, holderUserId?: number) =>
  sql<number>`max(0, ${stock.quantity} - ${liveHeld(now, holderUserId)})`.as("available");

export interface StockRow {
  kind: StockKind;
  offerId: number;
  server: string;
  /** Units free to hold: coins for a coin offer, units for an item. */
  available: number;
}

const stockColumns = (now: SQL | string, holderUserId?: number) => ({
  kind: stock.kind,
  offerId: stock.offerId,
  server: stock.server,
  available: availableColumn(now, holderUserId),
});

/** Every stock line of a game, for the batch the game page and GET /api/games/{id} already send. */
export const stockOfGameQuery = preparedSelect((db, p: Placeholders<{ gameId: number; now: string }>) =>
  db
    .select(stockColumns(sql`${p.now}`))
    .from(stock)
    .where(eq(stock.gameId, p.gameId)),
);

/** The stock lines a shopper's cart counts against, for the batch that reads the cart. */
export function stockOfCartQuery(db: Database, userId: number, now: Date) {
  const counted = or(
    and(eq(stock.kind, "coin"), eq(stock.offerId, cartLines.coinOfferId)),
    and(eq(stock.kind, "item"), eq(stock.offerId, cartLines.itemId)),
  );
  return db
    .select(stockColumns(now.toISOString(), userId))
    .from(stock)
    .where(
      exists(
        db
          .select({ id: cartLines.id })
          .from(cartLines)
          .where(and(eq(cartLines.userId, userId), sql`coalesce(${cartLines.server}, '') = ${stock.server}`, counted)),
      ),
    );
}

/** One offer's stock lines on every server, for an add's first batch (`forUserId`: the shopper adding). */
export function stockOfOfferQuery(db: Database, kind: StockKind, offerId: number, now: Date, forUserId?: number) {
  return db
    .select(stockColumns(now.toISOString(), forUserId))
    .from(stock)
    .where(and(eq(stock.kind, kind), eq(stock.offerId, offerId)));
}

/** What a stock read says, looked up by offer and server: a number, or null when the line is unlimited. */
export interface Availability {
  of(kind: StockKind, offerId: number, server: string | null | undefined): number | null;
}

export function toAvailability(rows: StockRow[]): Availability {
  const byLine = new Map(rows.map((row) => [`${row.kind}:${row.offerId}:${row.server}`, row.available]));
  return {
    of: (kind, offerId, server) => byLine.get(`${kind}:${offerId}:${server ?? ""}`) ?? null,
  };
}

/** How many of a line's units (an offer's packs of `baseUnit` coins, or an item's units) `available` covers. */
export function unitsCovered(available: number | null, baseUnit: number | null): number | null {
  if (available === null) return null;
  return baseUnit && baseUnit > 0 ? Math.floor(available / baseUnit) : available;
}

/**
 * For the statement changing a cart line's quantity to `quantity`: holds while what is left of its
 * item on its server covers it, with the shopper's other lines of it (no stock line: unlimited).
 * Checked by the change itself, so the refusal needs no read of its own first.
 */
export function cartLineWithinStock(userId: number, quantity: number, now: Date): SQL {
  const others = alias(cartLines, "other_lines");
  const otherQuantity = sql`(select coalesce(sum(${others.quantity}), 0) from ${cartLines} as ${sql.identifier("other_lines")} where ${others.userId} = ${userId} and ${others.itemId} = ${cartLines.itemId} and coalesce(${others.server}, '') = ${stock.server} and ${others.id} <> ${cartLines.id})`;
  return sql`not exists (select 1 from ${stock} where ${stock.kind} = 'item' and ${stock.offerId} = ${cartLines.itemId} and ${stock.server} = coalesce(${cartLines.server}, '') and ${stock.quantity} - ${liveHeld(now.toISOString(), userId)} < ${quantity} + ${otherQuantity})`;
}
