// Everything the game page shows, read in at most two D1 round trips: one batch for the game, its
// coin offers, what it sells per kind and subcategory, the store settings, the game's measured
// delivery figures, its rating and its first reviews; then, for the item
// tabs only, one batch for the page of entries and their count. Filtering, search and paging
// happen in SQL, so the browser only ever receives one page.
import { and, asc, count, eq, isNull, max, min, or, sql } from "drizzle-orm";
import { type GamePageQuery, resolveGamePageState } from "../../../shared/catalogue/game-page-state";
import { pageCount } from "../../../shared/catalogue/pagination";
import {
  type ItemSaleType,
  pageSizes,
  saleTypeKinds,
  saleTypes,
  subcategoryTexts,
} from "../../../shared/catalogue/sale-types";
import type { Language } from "../../../shared/i18n/config";
import { type Currency, type Pricing, priceIn } from "../../../shared/prices";
import type { Database } from "../../db/client";
import { type Placeholders, preparedSelect } from "../../db/prepared";
import { items, type SaleType } from "../../db/schema";
import { notFound } from "../domain-error";
import {
  gameReviewsQuery,
  type PublicReview,
  type ReviewSummary,
  reviewSummaryQuery,
  toPublicReviews,
  toReviewSummary,
} from "../reviews/read";
import { pricingFor, type StoreSettings, storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { type GameDeliveryStats, gameDeliveryStatsQuery, toGameDeliveryStats } from "../trust/delivery-stats";
import {
  activeCoinOffersQuery,
  activeGameQuery,
  type CatalogueItem,
  type CoinOffer,
  itemColumns,
  toCatalogueItem,
  toCoinOffer,
} from "./catalogue-entries";
import { containsText } from "./contains-text";
import { type GameSummary, toGameSummary } from "./game-summary";
import { inLanguage } from "./localized-text";
import { normalizeSearch } from "./search-text";

export interface ItemListing {
  items: CatalogueItem[];
  /** Entries matching the server, subcategory and search. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface GamePageData {
  game: GameSummary & { description: string };
  settings: StoreSettings;
  /** The currency every price on the page is in. */
  currency: Currency;
  /** Sale types with something to sell, in tab order. */
  tabs: SaleType[];
  /** The URL's choices where the game offers them, defaults elsewhere. */
  state: GamePageQuery;
  coins: CoinOffer[];
  /** Subcategories of the active item tab, in admin order: the name the filter uses, its label in the page's language, and how many entries it has. */
  subcategories: Array<{ name: string; label: string; count: number }>;
  /** The active item tab's page; null on the coin tab or when nothing is for sale. */
  listing: ItemListing | null;
  /** Everything on sale for the game, for search engines' structured data. */
  offers: { count: number; lowCents: number; highCents: number } | null;
  /** Measured delivery (with enough orders) of the coin offers, the listed items and the sale types. */
  deliveryStats: GameDeliveryStats;
  /** Average stars and number of the game's visible reviews. */
  rating: ReviewSummary;
  /** Its first visible reviews: the page's language first, then the newest. */
  reviews: PublicReview[];
}

/** How many reviews the game page shows; the rest are on its reviews page (gameReviewsListing). */
export const GAME_PAGE_REVIEWS = 5;

export type GamePageResult =
  | { status: "ok"; data: GamePageData }
  /** The page asked for is past the last one; `state` names the last page. */
  | { status: "page_out_of_range"; state: GamePageQuery };

/** Each sale type's subcategories on a game: how many entries, and their lowest and highest prices. */
const saleGroups = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  db
    .select({
      kind: items.kind,
      subcategory: items.subcategory,
      // The Portuguese label any entry of the subcategory was given (they normally agree).
      subcategoryPt: sql<string>`max(${items.subcategoryPt})`,
      count: count(),
      lowCents: min(items.priceCents),
      highCents: max(items.priceCents),
      // Dollars: the entries priced by the rate (their reais) apart from those with a dollar price.
      lowByRateCents: sql<number | null>`min(case when ${items.priceUsdCents} is null then ${items.priceCents} end)`,
      highByRateCents: sql<number | null>`max(case when ${items.priceUsdCents} is null then ${items.priceCents} end)`,
      lowUsdCents: min(items.priceUsdCents),
      highUsdCents: max(items.priceUsdCents),
    })
    .from(items)
    .where(and(eq(items.gameId, p.gameId), isNull(items.archivedAt)))
    .groupBy(items.kind, items.subcategory)
    .orderBy(sql`min(${items.sortOrder})`, asc(items.subcategory)),
);

/** The game page's data; refused (404) when the game does not exist or is archived. */
export async function loadGamePage(
  db: Database,
  gameId: number,
  query: GamePageQuery,
  language: Language,
  currency: Currency,
): Promise<GamePageResult> {
  const [gameRows, offerRows, groups, settingRows, statRows, ratingRows, reviewRows] = await db.batch([
    activeGameQuery(db, gameId),
    activeCoinOffersQuery(db, gameId),
    saleGroups(db, { gameId }),
    storeSettingsQuery(db),
    gameDeliveryStatsQuery(db, gameId),
    reviewSummaryQuery(db, { gameId }),
    gameReviewsQuery(db, gameId, language, { limit: GAME_PAGE_REVIEWS }),
  ]);
  const [game] = gameRows;
  if (!game) throw notFound("catalogue.api.gameNotFound");

  const settings = toStoreSettings(settingRows);
  const pricing = pricingFor(currency, settings);
  const coins = offerRows.map((row) => toCoinOffer(row, game.name, language, pricing));
  const groupsOf = (type: SaleType) => groups.filter((group) => group.kind === saleTypeKinds[type]);
  const tabs = saleTypes.filter(
    (type) => game.saleTypes.includes(type) && (type === "moeda" ? coins.length > 0 : groupsOf(type).length > 0),
  );
  const state = resolveGamePageState(query, {
    tabs,
    servers: game.servers,
    platforms: game.platforms,
    subcategories: (type) => groupsOf(type).map((group) => group.subcategory),
    coinIds: coins.map((coin) => coin.id),
  });

  let listing: ItemListing | null = null;
  if (state.type && state.type !== "moeda") {
    const type: ItemSaleType = state.type;
    const pageSize = pageSizes[type];
    const filter = listingFilter(gameId, type, state);
    const [rows, totals] = await db.batch([
      db
        .select(itemColumns)
        .from(items)
        .where(filter)
        .orderBy(asc(items.sortOrder), asc(items.id))
        .limit(pageSize)
        .offset((state.page - 1) * pageSize),
      db.select({ total: count() }).from(items).where(filter),
    ]);
    const total = totals[0]?.total ?? 0;
    const pages = pageCount(total, pageSize);
    if (state.page > pages) return { status: "page_out_of_range", state: { ...state, page: pages } };
    listing = {
      items: rows.map((row) => toCatalogueItem(row, language, pricing)),
      total,
      page: state.page,
      pageCount: pages,
      pageSize,
    };
  }

  const prices = [
    ...coins.map((coin) => coin.unitPriceCents),
    ...groups.flatMap((group) => groupPrices(group, pricing)),
  ].filter((price): price is number => price !== null);
  const offerCount = coins.length + groups.reduce((sum, group) => sum + group.count, 0);
  const stats = toGameDeliveryStats(statRows);
  // Only the listed entries' figures travel with the page.
  const listed = new Set((listing?.items ?? []).map((item) => String(item.id)));

  return {
    status: "ok",
    data: {
      game: {
        ...toGameSummary(game),
        description: inLanguage({ en: game.description, pt: game.descriptionPt }, language),
      },
      settings,
      currency,
      tabs,
      state,
      coins,
      subcategories: state.type
        ? groupsOf(state.type).map((group) => ({
            name: group.subcategory,
            label: inLanguage(subcategoryTexts({ ...group, subcategoryPt: group.subcategoryPt ?? "" }), language),
            count: group.count,
          }))
        : [],
      listing,
      offers:
        offerCount > 0 ? { count: offerCount, lowCents: Math.min(...prices), highCents: Math.max(...prices) } : null,
      deliveryStats: {
        ...stats,
        items: Object.fromEntries(Object.entries(stats.items).filter(([id]) => listed.has(id))),
      },
      rating: toReviewSummary(ratingRows),
      reviews: toPublicReviews(reviewRows),
    },
  };
}

interface GroupPrices {
  lowCents: number | null;
  highCents: number | null;
  lowByRateCents: number | null;
  highByRateCents: number | null;
  lowUsdCents: number | null;
  highUsdCents: number | null;
}

/**
 * The cheapest and dearest prices of a group in the shopper's currency. A derived dollar price grows
 * with the reais, so the ends of the rate-priced entries and of the dollar-priced ones bound them all.
 */
function groupPrices(group: GroupPrices, pricing: Pricing): Array<number | null> {
  if (pricing.currency === "BRL") return [group.lowCents, group.highCents];
  const byRate = (cents: number | null) =>
    cents === null ? null : priceIn({ brlCents: cents, usdCents: null }, pricing);
  return [byRate(group.lowByRateCents), byRate(group.highByRateCents), group.lowUsdCents, group.highUsdCents];
}

/** The entries an item tab lists: its kind, the chosen server (or none), subcategory and name search. */
function listingFilter(gameId: number, type: ItemSaleType, state: GamePageQuery) {
  const search = normalizeSearch(state.q);
  return and(
    eq(items.gameId, gameId),
    eq(items.kind, saleTypeKinds[type]),
    isNull(items.archivedAt),
    state.sub ? eq(items.subcategory, state.sub) : undefined,
    // An entry without a server is sold on every server.
    state.server
      ? or(eq(items.server, ""), eq(items.server, state.server), eq(items.server, `::${state.server}`))
      : undefined,
    search ? containsText(items.nameSearch, search) : undefined,
  );
}
