// A whole game with everything it sells, as the REST API's GET /games/{id} gives it.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Language } from "../../shared/i18n/config";
import { inLanguage } from "../../shared/i18n/in-language";
import type { Currency } from "../../shared/prices";
import type { Database } from "../db/client";
import { type Placeholders, preparedSelect } from "../db/prepared";
import type { ItemKind } from "../db/schema";
import { items } from "../db/schema";
import { notFound } from "../kernel/domain-error";
import { type ReviewSummary, reviewSummaryQuery, toReviewSummary } from "../reviews/read";
import { storeSettingsQuery } from "../settings/store-settings";
import { type StockRow, stockOfGameQuery } from "../stock/availability";
import { type GameDeliveryStats, gameDeliveryStatsFrom } from "../trust/delivery-stats";
import {
  activeCoinOffersQuery,
  type CatalogueItem,
  type CoinOffer,
  gameWithDeliveryStatsQuery,
  itemColumns,
  pricingFromSettingRows,
  toCatalogueItem,
  toCoinOffer,
} from "./catalogue-entries";
import { type GameSummary, toGameSummary } from "./game-summary";

export interface GameDetail extends GameSummary {
  description: string;
  /** The currency every price of the game is in. */
  currency: Currency;
  coins: CoinOffer[];
  /** Active entries of the items table by kind, each in its admin order. */
  entries: Record<ItemKind, CatalogueItem[]>;
  /** Measured delivery of the offers with enough orders (trust/delivery-stats.ts). */
  deliveryStats: GameDeliveryStats;
  /** Average stars and number of its visible reviews (workers/kernel/reviews). */
  rating: ReviewSummary;
  /** What is left of each counted offer per server (issue 50); an offer and server not listed is unlimited. */
  stock: StockRow[];
}

/** Every active entry of a game's items table, in admin order. */
const activeEntries = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  db
    .select(itemColumns)
    .from(items)
    .where(and(eq(items.gameId, p.gameId), isNull(items.archivedAt)))
    .orderBy(asc(items.sortOrder), asc(items.id)),
);

/** One round trip (a batch of six queries); refused (404) when the game does not exist or is archived. */
export async function getGameDetail(
  db: Database,
  gameId: number,
  language: Language,
  currency: Currency,
): Promise<GameDetail> {
  const [gameRows, offerRows, itemRows, settingRows, ratingRows, stockRows] = await db.batch([
    gameWithDeliveryStatsQuery(db, gameId),
    activeCoinOffersQuery(db, gameId),
    activeEntries(db, { gameId }),
    storeSettingsQuery(db),
    reviewSummaryQuery(db, { gameId }),
    stockOfGameQuery(db, { gameId, now: new Date().toISOString() }),
  ]);
  const [game] = gameRows;
  if (!game) throw notFound("catalogue.api.gameNotFound");
  const entries: Record<ItemKind, CatalogueItem[]> = { item: [], currency_item: [], boosting: [], carry_run: [] };
  const pricing = pricingFromSettingRows(currency, settingRows);
  for (const row of itemRows) entries[row.kind].push(toCatalogueItem(row, language, pricing));
  return {
    ...toGameSummary(game),
    description: inLanguage({ en: game.description, pt: game.descriptionPt }, language),
    currency,
    coins: offerRows.map((row) => toCoinOffer(row, game.name, language, pricing)),
    entries,
    deliveryStats: gameDeliveryStatsFrom(game.deliveryStats),
    rating: toReviewSummary(ratingRows),
    stock: stockRows,
  };
}
