// Prices cart lines from D1: the current price, name and game of every item and coin offer the cart
// refers to, read in the same round trip as the lines. A line whose entry was archived, removed or
// priced at zero stays in the cart marked unavailable (so the shopper sees what happened) and counts
// for nothing.
import { eq, inArray, sql } from "drizzle-orm";
import type { DeliveryChoice } from "../../shared/orders/delivery-choice";
import { type Pricing, priceIn } from "../../shared/prices";
import type { Database } from "../db/client";
import { cartLines, coinOffers, games, items } from "../db/schema";
import { type DeliveryMethod, deliveryChoiceOf } from "../delivery/methods";
import { type StockRow, toAvailability, unitsCovered } from "../stock/availability";
import type { CartLine } from "./cart-store";

export interface PricedLine {
  line: CartLine;
  available: boolean;
  name: string;
  gameName: string;
  imageUrl: string;
  kind: "coin" | "item";
  /** Price of one item or one coin unit, in cents of the cart's currency. */
  unitPriceCents: number;
  lineTotalCents: number;
  /** Coins delivered (base unit × units) for a coin line; 0 for items. */
  coinAmount: number;
  coinName: string | null;
  unitName: string | null;
  /** The entry's own delivery time in minutes; null for the store's default (shared/delivery-promise.ts). */
  deliveryMinutes: number | null;
  /**
   * What is left of it on the line's server, in the line's units (coin packs, item units), counting
   * the cart's other lines of it; null when unlimited. Below the line's quantity, checkout waits
   * for the shopper to lower it (issue 50).
   */
  stockLeft: number | null;
  /** How it is handed over (issue 49), as the game's method stands now; null where the game has none. */
  delivery: DeliveryChoice | null;
}

export interface PricedCart {
  /** The one currency of every price and the total: the shopper's, when the cart was read. */
  currency: Pricing["currency"];
  /** That currency with the store's rate the cart was priced by (a discount code's amounts follow it too). */
  pricing: Pricing;
  /** Every line, available or not, in the order they were added. */
  lines: PricedLine[];
  /** The sum of the available lines. */
  totalCents: number;
}

interface CatalogueEntry {
  gameId: number;
  name: string;
  gameName: string;
  imageUrl: string;
  brlCents: number;
  usdCents: number | null;
  archived: boolean;
  coinName: string | null;
  unitName: string | null;
  baseUnit: number;
  deliveryMinutes: number | null;
}

export function availableLines(cart: PricedCart): PricedLine[] {
  return cart.lines.filter((line) => line.available);
}

/** The lines asking for more than is left of them (issue 50): the cart says so, checkout waits. */
export function linesBeyondStock(cart: PricedCart): PricedLine[] {
  return cart.lines.filter((line) => line.available && line.stockLeft !== null && line.line.quantity > line.stockLeft);
}

/**
 * The catalogue rows a shopper's cart refers to: its items and its coin offers, each with its game.
 * Meant for the same batch as the lines themselves (cart.ts), so a cart and its prices are one round trip.
 */
export function entriesOfCart(db: Database, userId: number) {
  const cartColumn = (column: typeof cartLines.itemId | typeof cartLines.coinOfferId) =>
    db.select({ id: column }).from(cartLines).where(eq(cartLines.userId, userId));
  // Aliased names: D1 returns columns by name, and games, items and coin offers share some.
  const gameName = sql<string>`${games.name}`.as("game_name");
  const archived = (column: typeof items.archivedAt | typeof coinOffers.archivedAt) =>
    sql<number>`(${column} is not null or ${games.archivedAt} is not null)`.as("archived");
  return [
    db
      .select({
        id: items.id,
        gameId: items.gameId,
        name: items.name,
        brlCents: items.priceCents,
        usdCents: items.priceUsdCents,
        imageUrl: items.imageUrl,
        deliveryMinutes: items.deliveryMinutes,
        gameName,
        archived: archived(items.archivedAt),
      })
      .from(items)
      .innerJoin(games, eq(games.id, items.gameId))
      .where(inArray(items.id, cartColumn(cartLines.itemId))),
    db
      .select({
        id: coinOffers.id,
        gameId: coinOffers.gameId,
        coinName: coinOffers.coinName,
        unitName: coinOffers.unitName,
        baseUnit: coinOffers.baseUnit,
        brlCents: coinOffers.unitPriceCents,
        usdCents: coinOffers.unitPriceUsdCents,
        imageUrl: games.imageUrl,
        deliveryMinutes: coinOffers.deliveryMinutes,
        gameName,
        archived: archived(coinOffers.archivedAt),
      })
      .from(coinOffers)
      .innerJoin(games, eq(games.id, coinOffers.gameId))
      .where(inArray(coinOffers.id, cartColumn(cartLines.coinOfferId))),
  ] as const;
}

type Entries = ReturnType<typeof entriesOfCart>;
type ItemRow = Awaited<Entries[0]>[number];
type CoinRow = Awaited<Entries[1]>[number];

/** Prices the lines in the shopper's currency with the rows entriesOfCart read alongside them. */
export function priceLines(
  lines: CartLine[],
  itemRows: ItemRow[],
  coinRows: CoinRow[],
  pricing: Pricing,
  stockRows: StockRow[] = [],
  /** The hand-over methods the lines chose (delivery/methods.ts methodsOfCartQuery). */
  methodRows: DeliveryMethod[] = [],
): PricedCart {
  const availability = toAvailability(stockRows);
  /** What the line's offer has left on its server for this line: less what the cart's earlier lines of it take. */
  const taken = new Map<string, number>();
  const leftFor = (line: CartLine, baseUnit: number) => {
    const kind = line.coinOfferId != null ? "coin" : "item";
    const offerId = (kind === "coin" ? line.coinOfferId : line.itemId) ?? 0;
    const available = availability.of(kind, offerId, line.server);
    if (available === null) return null;
    const key = `${kind}:${offerId}:${line.server ?? ""}`;
    const already = taken.get(key) ?? 0;
    const need = kind === "coin" ? line.quantity * baseUnit : line.quantity;
    taken.set(key, already + need);
    return unitsCovered(Math.max(0, available - already), kind === "coin" ? baseUnit : null) ?? 0;
  };
  const itemsById = new Map<number, CatalogueEntry>(
    itemRows.map((row) => [
      row.id,
      { ...row, archived: Boolean(row.archived), coinName: null, unitName: null, baseUnit: 0 },
    ]),
  );
  const coinsById = new Map<number, CatalogueEntry>(
    coinRows.map((row) => [row.id, { ...row, name: row.coinName, archived: Boolean(row.archived) }]),
  );

  const priced = lines.map((line): PricedLine => {
    const kind = line.coinOfferId != null ? "coin" : "item";
    const entry = kind === "coin" ? coinsById.get(line.coinOfferId ?? 0) : itemsById.get(line.itemId ?? 0);
    const priceCents = entry ? priceIn(entry, pricing) : 0;
    const available = !!entry && !entry.archived && entry.gameId === line.gameId && priceCents > 0;
    const unitPriceCents = available ? priceCents : 0;
    return {
      line,
      available,
      kind,
      name: entry?.name ?? "",
      gameName: entry?.gameName ?? "",
      imageUrl: entry?.imageUrl ?? "",
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
      coinAmount: kind === "coin" && entry ? entry.baseUnit * line.quantity : 0,
      coinName: entry?.coinName ?? null,
      unitName: entry?.unitName ?? null,
      deliveryMinutes: entry?.deliveryMinutes ?? null,
      stockLeft: leftFor(line, entry?.baseUnit ?? 1),
      delivery: deliveryChoiceOf(methodRows, line),
    };
  });
  return {
    currency: pricing.currency,
    pricing,
    lines: priced,
    totalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0),
  };
}
