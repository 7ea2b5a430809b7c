// Everything the game page shows, read in at most two D1 round trips: one batch for the game, its
// coin offers, what it sells per kind and subcategory, the game's measured delivery figures, and
// its first reviews with its rating (the settings are the request's shown ones); then, for the item
// tabs only, one batch for the page of entries and their count. Filtering, search and paging
// happen in SQL, so the browser only ever receives one page.
import { and, asc, count, eq, isNull, max, min, or, sql } from "drizzle-orm";
import { type GamePageQuery, resolveGamePageState } from "../../shared/catalogue/game-page-state";
import { pageCount } from "../../shared/catalogue/pagination";
import {
  type ItemSaleType,
  pageSizes,
  saleTypeKinds,
  saleTypes,
  subcategoryTexts,
} from "../../shared/catalogue/sale-types";
import type { ItemKind } from "../../shared/codes";
import type { Language } from "../../shared/i18n/config";
import { inLanguage } from "../../shared/i18n/in-language";
import { type Currency, type Pricing, priceIn } from "../../shared/prices";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { type Placeholders, preparedSelect } from "../db/prepared";
import { items, type SaleType } from "../db/schema";
import { type OfferedMethod, offeredMethod, offeredMethodsQuery } from "../delivery/methods";
import { notFound } from "../kernel/domain-error";
import { firstGameReviewsQuery, gameRatingAndReviews, type PublicReview, type ReviewSummary } from "../reviews/read";
import { pricingFor, type StoreSettings } from "../settings/store-settings";
import { type StockRow, stockOfGameQuery } from "../stock/availability";
import { type GameDeliveryStats, gameDeliveryStatsFrom } from "../trust/delivery-stats";
import {
  activeCoinOffersQuery,
  type CatalogueItem,
  type CoinOffer,
  gameWithDeliveryStatsQuery,
  itemColumns,
  toCatalogueItem,
  toCoinOffer,
} from "./catalogue-entries";
import { type GameSummary, toGameSummary } from "./game-summary";
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
  /** What is left of each counted offer per server (issue 50); an offer and server not listed is unlimited. */
  stock: StockRow[];
  /** How the game hands over (issue 49): the shopper chooses among several; one is used; none asks nothing. */
  deliveryMethods: OfferedMethod[];
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
  /** The settings the page shows (the request's shownSettings); read while the batch runs. */
  shownSettings: Promise<StoreSettings>,
): Promise<GamePageResult> {
  const [[gameRows, offerRows, groups, reviewRows, stockRows, methodRows], settings] = await Promise.all([
    db.batch([
      gameWithDeliveryStatsQuery(db, gameId),
      activeCoinOffersQuery(db, gameId),
      saleGroups(db, { gameId }),
      firstGameReviewsQuery(db, gameId, language, GAME_PAGE_REVIEWS),
      // In the same round trip: an edge-cached copy's stock is as old as the copy, never older.
      stockOfGameQuery(db, { gameId, now: new Date().toISOString() }),
      offeredMethodsQuery(db, gameId),
    ]),
    shownSettings,
  ]);
  const [game] = gameRows;
  if (!game) throw notFound("catalogue.api.gameNotFound");

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
    const search = normalizeSearch(state.q);
    const selects = listingSelects({ sub: Boolean(state.sub), server: Boolean(state.server), search: Boolean(search) });
    const values: ListingValues = {
      gameId,
      kind: saleTypeKinds[type],
      sub: state.sub ?? "",
      server: state.server ?? "",
      serverOnly: `::${state.server ?? ""}`,
      search,
      limit: pageSize,
      offset: (state.page - 1) * pageSize,
    };
    const [rows, totals] = await db.batch([selects.page(db, values), selects.total(db, values)]);
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
  const stats = gameDeliveryStatsFrom(game.deliveryStats);
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
      ...gameRatingAndReviews(reviewRows),
      stock: stockRows,
      deliveryMethods: methodRows.map((method) => offeredMethod(method, language)),
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

/** What an item tab's listing is filtered, ordered and paged by. */
type ListingValues = {
  gameId: number;
  kind: ItemKind;
  sub: string;
  server: string;
  /** The server as written for an entry sold on that server only. */
  serverOnly: string;
  search: string;
  limit: number;
  offset: number;
};

/** Which of the optional filters a listing uses: each combination is one select, written once. */
type ListingShape = { sub: boolean; server: boolean; search: boolean };

const listingSelectsByShape = new Map<string, ReturnType<typeof writeListingSelects>>();

function listingSelects(shape: ListingShape) {
  const key = `${shape.sub}/${shape.server}/${shape.search}`;
  let selects = listingSelectsByShape.get(key);
  if (!selects) {
    selects = writeListingSelects(shape);
    listingSelectsByShape.set(key, selects);
  }
  return selects;
}

/** The page of entries an item tab lists, and how many match: its kind, the chosen server (or none), subcategory and name search. */
function writeListingSelects(shape: ListingShape) {
  const filter = (p: Placeholders<ListingValues>) =>
    and(
      eq(items.gameId, p.gameId),
      eq(items.kind, p.kind),
      isNull(items.archivedAt),
      shape.sub ? eq(items.subcategory, p.sub) : undefined,
      // An entry without a server is sold on every server.
      shape.server ? or(eq(items.server, ""), eq(items.server, p.server), eq(items.server, p.serverOnly)) : undefined,
      shape.search ? containsText(items.nameSearch, p.search) : undefined,
    );
  return {
    page: preparedSelect((db, p: Placeholders<ListingValues>) =>
      db
        .select(itemColumns)
        .from(items)
        .where(filter(p))
        .orderBy(asc(items.sortOrder), asc(items.id))
        .limit(p.limit)
        .offset(p.offset),
    ),
    total: preparedSelect((db, p: Placeholders<ListingValues>) =>
      db.select({ total: count() }).from(items).where(filter(p)),
    ),
  };
}
