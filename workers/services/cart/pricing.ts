// Prices cart lines from D1 in one round trip: the current price, name and game of every item and
// coin offer the cart refers to. Lines whose entry is gone, archived or free are reported unavailable.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coinOffers, games, items } from "../../db/schema";
import type { CartLine } from "./cart-store";

export interface PricedLine {
  line: CartLine;
  name: string;
  gameName: string;
  imageUrl: string;
  /** Price of one item or one coin unit, in cents. */
  unitPriceCents: number;
  lineTotalCents: number;
  /** Coins delivered (base unit × units) for a coin line; 0 for items. */
  coinAmount: number;
  coinName: string | null;
  unitName: string | null;
  kind: "coin" | "item";
}

export interface PricedCart {
  lines: PricedLine[];
  /** Lines that can no longer be bought (entry removed, archived or priced at zero). */
  unavailable: CartLine[];
  totalCents: number;
}

type CatalogueEntry = Omit<PricedLine, "line" | "lineTotalCents" | "coinAmount"> & { baseUnit: number; gameId: number };

export async function priceLines(db: Database, lines: CartLine[]): Promise<PricedCart> {
  if (lines.length === 0) return { lines: [], unavailable: [], totalCents: 0 };
  const itemIds = lines.flatMap((line) => (line.itemId == null ? [] : [line.itemId]));
  const coinIds = lines.flatMap((line) => (line.coinOfferId == null ? [] : [line.coinOfferId]));
  const [itemRows, coinRows] = await db.batch([
    db
      .select({
        id: items.id,
        gameId: items.gameId,
        name: items.name,
        priceCents: items.priceCents,
        imageUrl: items.imageUrl,
        // Aliased: D1 returns columns by name, and both tables call theirs "name".
        gameName: sql<string>`${games.name}`.as("game_name"),
      })
      .from(items)
      .innerJoin(games, eq(games.id, items.gameId))
      .where(
        and(inArray(items.id, itemIds.length ? itemIds : [0]), isNull(items.archivedAt), isNull(games.archivedAt)),
      ),
    db
      .select({
        id: coinOffers.id,
        gameId: coinOffers.gameId,
        coinName: coinOffers.coinName,
        unitName: coinOffers.unitName,
        baseUnit: coinOffers.baseUnit,
        priceCents: coinOffers.unitPriceCents,
        gameName: games.name,
        imageUrl: games.imageUrl,
      })
      .from(coinOffers)
      .innerJoin(games, eq(games.id, coinOffers.gameId))
      .where(
        and(
          inArray(coinOffers.id, coinIds.length ? coinIds : [0]),
          isNull(coinOffers.archivedAt),
          isNull(games.archivedAt),
        ),
      ),
  ]);

  const itemsById = new Map<number, CatalogueEntry>(
    itemRows.map((row) => [
      row.id,
      {
        name: row.name,
        gameName: row.gameName,
        gameId: row.gameId,
        imageUrl: row.imageUrl,
        unitPriceCents: row.priceCents,
        coinName: null,
        unitName: null,
        baseUnit: 0,
        kind: "item",
      },
    ]),
  );
  const coinsById = new Map<number, CatalogueEntry>(
    coinRows.map((row) => [
      row.id,
      {
        name: row.coinName,
        gameName: row.gameName,
        gameId: row.gameId,
        imageUrl: row.imageUrl,
        unitPriceCents: row.priceCents,
        coinName: row.coinName,
        unitName: row.unitName,
        baseUnit: row.baseUnit,
        kind: "coin",
      },
    ]),
  );

  const priced: PricedLine[] = [];
  const unavailable: CartLine[] = [];
  for (const line of lines) {
    const entry = line.itemId != null ? itemsById.get(line.itemId) : coinsById.get(line.coinOfferId ?? 0);
    if (!entry || entry.gameId !== line.gameId || entry.unitPriceCents <= 0) {
      unavailable.push(line);
      continue;
    }
    const { baseUnit, gameId: _gameId, ...rest } = entry;
    priced.push({
      ...rest,
      line,
      lineTotalCents: entry.unitPriceCents * line.quantity,
      coinAmount: entry.kind === "coin" ? baseUnit * line.quantity : 0,
    });
  }
  return { lines: priced, unavailable, totalCents: priced.reduce((sum, line) => sum + line.lineTotalCents, 0) };
}
