// What the catalogue sells besides games, as the storefront and the API read it: coin offers and
// the entries of the items table (items, currency items, boosting, carry runs). Archived rows never show.
import { and, asc, eq, getTableColumns, isNull } from "drizzle-orm";
import { subcategoryTexts } from "../../shared/catalogue/sale-types";
import type { Language } from "../../shared/i18n/config";
import { inLanguage } from "../../shared/i18n/in-language";
import { type Currency, type Pricing, priceIn } from "../../shared/prices";
import type { Database } from "../db/client";
import { type Placeholders, preparedSelect } from "../db/prepared";
import { coinOffers, games, type ItemKind, items } from "../db/schema";
import { notFound } from "../kernel/domain-error";
import { pricingFor, storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { deliveryStatsColumn } from "../trust/delivery-stats";

export interface CoinOffer {
  id: number;
  gameId: number;
  gameName: string;
  coinName: string;
  /** Coins delivered per unit bought. */
  baseUnit: number;
  /** In the shopper's currency (shared/prices.ts). */
  unitPriceCents: number;
  /** Allowed multiples as the admin typed them ("1,2,3,5,10"); see parseMultiples. */
  multiples: string;
  unitName: string;
  /** In the language asked for (or the other when that one is empty). */
  description: string;
  /** Its own delivery time in minutes; null for the store's default (shared/delivery-promise.ts). */
  deliveryMinutes: number | null;
}

export interface CatalogueItem {
  id: number;
  gameId: number;
  kind: ItemKind;
  name: string;
  /** In the shopper's currency (shared/prices.ts). */
  priceCents: number;
  imageUrl: string;
  /** The subcategory's name in the language asked for. */
  subcategory: string;
  /** As stored: may start with "::" (see displayServer). */
  server: string;
  /** Its own delivery time in minutes; null for the store's default (shared/delivery-promise.ts). */
  deliveryMinutes: number | null;
}

export const itemColumns = {
  id: items.id,
  gameId: items.gameId,
  kind: items.kind,
  name: items.name,
  priceCents: items.priceCents,
  priceUsdCents: items.priceUsdCents,
  imageUrl: items.imageUrl,
  subcategory: items.subcategory,
  subcategoryPt: items.subcategoryPt,
  server: items.server,
  deliveryMinutes: items.deliveryMinutes,
};

type ItemRow = Pick<typeof items.$inferSelect, keyof typeof itemColumns>;

/** A row read with `itemColumns`, with its texts in `language` and its price in the shopper's currency. */
export function toCatalogueItem(row: ItemRow, language: Language, pricing: Pricing): CatalogueItem {
  const { subcategoryPt: _, priceUsdCents, ...item } = row;
  return {
    ...item,
    priceCents: priceIn({ brlCents: row.priceCents, usdCents: priceUsdCents }, pricing),
    subcategory: inLanguage(subcategoryTexts(row), language),
  };
}

/** The store settings read in a catalogue batch, as the pricing of a shopper paying in `currency`. */
export function pricingFromSettingRows(currency: Currency, rows: Array<{ key: string; value: unknown }>): Pricing {
  return pricingFor(currency, toStoreSettings(rows));
}

const activeGame = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  db
    .select()
    .from(games)
    .where(and(eq(games.id, p.gameId), isNull(games.archivedAt)))
    .limit(1),
);

export function activeGameQuery(db: Database, gameId: number) {
  return activeGame(db, { gameId });
}

const activeGameWithDeliveryStats = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  db
    .select({ ...getTableColumns(games), deliveryStats: deliveryStatsColumn(games.id) })
    .from(games)
    .where(and(eq(games.id, p.gameId), isNull(games.archivedAt)))
    .limit(1),
);

/** The game (none when archived) with its measured delivery figures, read with gameDeliveryStatsFrom. */
export function gameWithDeliveryStatsQuery(db: Database, gameId: number) {
  return activeGameWithDeliveryStats(db, { gameId });
}

const activeCoinOffers = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  db
    .select()
    .from(coinOffers)
    .where(and(eq(coinOffers.gameId, p.gameId), isNull(coinOffers.archivedAt)))
    .orderBy(asc(coinOffers.sortOrder), asc(coinOffers.id)),
);

export function activeCoinOffersQuery(db: Database, gameId: number) {
  return activeCoinOffers(db, { gameId });
}

export function toCoinOffer(
  row: typeof coinOffers.$inferSelect,
  gameName: string,
  language: Language,
  pricing: Pricing,
): CoinOffer {
  return {
    id: row.id,
    gameId: row.gameId,
    gameName,
    coinName: row.coinName,
    baseUnit: row.baseUnit,
    unitPriceCents: priceIn({ brlCents: row.unitPriceCents, usdCents: row.unitPriceUsdCents }, pricing),
    multiples: row.multiples,
    unitName: row.unitName,
    description: inLanguage({ en: row.description, pt: row.descriptionPt }, language),
    deliveryMinutes: row.deliveryMinutes,
  };
}

/** A game's coin offers in their order; refused (404) when the game does not exist or is archived. */
export async function listCoinOffers(
  db: Database,
  gameId: number,
  language: Language,
  currency: Currency,
): Promise<CoinOffer[]> {
  const [gameRows, offerRows, settingRows] = await db.batch([
    activeGameQuery(db, gameId),
    activeCoinOffersQuery(db, gameId),
    storeSettingsQuery(db),
  ]);
  const [game] = gameRows;
  if (!game) throw notFound("catalogue.api.gameNotFound");
  const pricing = pricingFromSettingRows(currency, settingRows);
  return offerRows.map((row) => toCoinOffer(row, game.name, language, pricing));
}

/** One active entry of an active game; refused (404) otherwise. */
export async function getCatalogueItem(
  db: Database,
  itemId: number,
  language: Language,
  currency: Currency,
): Promise<CatalogueItem> {
  const [rows, settingRows] = await db.batch([
    db
      .select(itemColumns)
      .from(items)
      .innerJoin(games, eq(games.id, items.gameId))
      .where(and(eq(items.id, itemId), isNull(items.archivedAt), isNull(games.archivedAt)))
      .limit(1),
    storeSettingsQuery(db),
  ]);
  const [row] = rows;
  if (!row) throw notFound("catalogue.api.itemNotFound");
  return toCatalogueItem(row, language, pricingFromSettingRows(currency, settingRows));
}
