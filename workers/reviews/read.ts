// Reviews as people read them: who wrote them (first name and initial), in which language, about
// which game and sale type, and how long that order really took from payment to delivery, from the
// store's own records. Only reviews of orders still delivered count: a review whose order was later
// refunded in full or lost to a dispute stops showing, as does one an admin hid.
import { and, avg, count, desc, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Page, PageRequest } from "../../shared/admin/listing";
import type { SaleType } from "../../shared/codes";
import type { Language } from "../../shared/i18n/config";
import type { Database } from "../db/client";
import { keyset } from "../db/keyset";
import { type Placeholders, preparedSelect } from "../db/prepared";
import { games, orderLines, orderReviews, orders, users } from "../db/schema";
import { notFound } from "../kernel/domain-error";

export const REVIEW_EDIT_DAYS = 7;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface PublicReview {
  id: number;
  rating: number;
  text: string;
  language: string;
  /** "Maria S.": the first name and the initial of the last. */
  author: string;
  gameId: number;
  gameName: string;
  saleType: SaleType;
  /** Payment to delivery of the order, in whole minutes. */
  deliveryMinutes: number | null;
  createdAt: string;
  reply: string | null;
}

/** The shopper's own review on their order page: also which line, until when it may change, and whether it was hidden. */
export interface OwnReview extends PublicReview {
  orderLineId: number;
  editableUntil: string;
  hiddenReason: string | null;
}

/** "Maria Silva Santos" → "Maria S."; a single name stays as it is. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;
}

/** Whole minutes from payment to delivery; null when either is not recorded. */
export function deliveryMinutes(paidAt: string | null, deliveredAt: string | null): number | null {
  if (!paidAt || !deliveredAt) return null;
  return Math.max(0, Math.round((Date.parse(deliveredAt) - Date.parse(paidAt)) / 60_000));
}

export function editableUntil(createdAt: string): string {
  return new Date(Date.parse(createdAt) + REVIEW_EDIT_DAYS * DAY_MS).toISOString();
}

/** Counted and shown: not hidden, and its order still stands delivered. */
const visible = and(isNull(orderReviews.hiddenAt), eq(orders.status, "concluído"));

/** Reviews with what is shown of their author, game and order; `also` adds fields to each row. */
function reviewRows<Also extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  where: SQL | undefined,
  also: Also = {} as Also,
) {
  return db
    .select({
      review: orderReviews,
      userName: users.name,
      gameName: orderLines.gameName,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      ...also,
    })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderReviews.orderLineId))
    .innerJoin(users, eq(users.id, orderReviews.userId))
    .where(where);
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows<Record<never, SQL>>>>[number];

function toPublicReview(row: ReviewRow): PublicReview {
  const { review } = row;
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    language: review.language,
    author: authorName(row.userName),
    gameId: review.gameId,
    gameName: row.gameName,
    saleType: review.saleType,
    deliveryMinutes: deliveryMinutes(row.paidAt, row.deliveredAt),
    createdAt: review.createdAt,
    reply: review.reply,
  };
}

function toOwnReview(row: ReviewRow): OwnReview {
  return {
    ...toPublicReview(row),
    orderLineId: row.review.orderLineId,
    editableUntil: editableUntil(row.review.createdAt),
    hiddenReason: row.review.hiddenAt ? (row.review.hiddenReason ?? "") : null,
  };
}

/** A review on the admin's screen: also its order and, when hidden, why. Hidden ones included. */
export interface AdminReview extends PublicReview {
  orderId: number;
  hiddenReason: string | null;
}

export interface AdminReviewFilter {
  shown: "all" | "visible" | "hidden";
  /** Only reviews with this many stars. */
  rating: number | null;
  request: PageRequest;
}

/** The admin's list, newest first (order_reviews_created_idx), filtered by hidden or not and by stars; by key. */
export async function adminReviewList(db: Database, filter: AdminReviewFilter) {
  const where = and(
    filter.shown === "all"
      ? undefined
      : filter.shown === "hidden"
        ? isNotNull(orderReviews.hiddenAt)
        : isNull(orderReviews.hiddenAt),
    filter.rating === null ? undefined : eq(orderReviews.rating, filter.rating),
  );
  const paging = keyset<ReviewRow>(
    [
      { by: orderReviews.createdAt, direction: "desc", of: (row) => row.review.createdAt },
      { by: orderReviews.id, direction: "desc", of: (row) => row.review.id },
    ],
    filter.request,
  );
  const rows = await reviewRows(db, and(where, paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.limit);
  const page = paging.page(rows);
  const reviews = page.rows.map(
    (row): AdminReview => ({
      ...toPublicReview(row),
      orderId: row.review.orderId,
      hiddenReason: row.review.hiddenAt ? (row.review.hiddenReason ?? "") : null,
    }),
  );
  return { ...page, rows: reviews } satisfies Page<AdminReview>;
}

/** One review as its author sees it. */
export async function ownReview(db: Database, reviewId: number): Promise<OwnReview> {
  const [row] = await reviewRows(db, eq(orderReviews.id, reviewId));
  if (!row) throw notFound("reviews.errors.reviewNotFound", "review_not_found");
  return toOwnReview(row);
}

/** The reviews of one order, hidden ones included (its shopper is told why), by line. */
export async function orderReviewsOf(db: Database, orderId: number): Promise<OwnReview[]> {
  const rows = await reviewRows(db, eq(orderReviews.orderId, orderId)).orderBy(orderReviews.orderLineId);
  return rows.map(toOwnReview);
}

const gameReviewsOfPage = preparedSelect(
  (db, p: Placeholders<{ gameId: number; language: Language; limit: number; offset: number }>) =>
    reviewRows(db, and(eq(orderReviews.gameId, p.gameId), visible))
      .orderBy(desc(sql`${orderReviews.language} = ${p.language}`), desc(orderReviews.createdAt), desc(orderReviews.id))
      .limit(p.limit)
      .offset(p.offset),
);

/**
 * A game's first visible reviews (the page's language first, then the newest) with its rating: each
 * row also carries the number and average stars of all its visible reviews, counted before the
 * limit, so the game page reads both in one statement. No rows: no reviews.
 */
const firstGameReviews = preparedSelect((db, p: Placeholders<{ gameId: number; language: Language; limit: number }>) =>
  reviewRows(db, and(eq(orderReviews.gameId, p.gameId), visible), {
    ratingCount: sql<number>`count(*) over ()`,
    ratingAverage: sql<number | null>`avg(${orderReviews.rating}) over ()`,
  })
    .orderBy(desc(sql`${orderReviews.language} = ${p.language}`), desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(p.limit),
);

/** The statement, for the game page's batch: its first `limit` reviews and its rating (gameRatingAndReviews reads them). */
export function firstGameReviewsQuery(db: Database, gameId: number, language: Language, limit: number) {
  return firstGameReviews(db, { gameId, language, limit });
}

export function gameRatingAndReviews(rows: Awaited<ReturnType<typeof firstGameReviewsQuery>>): {
  rating: ReviewSummary;
  reviews: PublicReview[];
} {
  const [first] = rows;
  return {
    rating: toReviewSummary(first ? [{ count: first.ratingCount, average: first.ratingAverage }] : []),
    reviews: rows.map(toPublicReview),
  };
}

/** A game's visible reviews, those in the page's language first, then the newest: the statement, for a caller's batch. */
export function gameReviewsQuery(
  db: Database,
  gameId: number,
  language: Language,
  page: { limit: number; offset?: number } = { limit: 10 },
) {
  return gameReviewsOfPage(db, { gameId, language, limit: page.limit, offset: page.offset ?? 0 });
}

export function toPublicReviews(rows: ReviewRow[]): PublicReview[] {
  return rows.map(toPublicReview);
}

/** A game's visible reviews: those in the page's language first, then the newest. */
export async function gameReviews(
  db: Database,
  gameId: number,
  language: Language,
  page: { limit: number; offset?: number } = { limit: 10 },
): Promise<PublicReview[]> {
  return toPublicReviews(await gameReviewsQuery(db, gameId, language, page));
}

export const REVIEWS_PAGE_SIZE = 10;

export interface GameReviewsListing {
  game: { id: number; name: string };
  reviews: PublicReview[];
  rating: ReviewSummary;
  /** From 1; past the end the list is simply empty. */
  page: number;
  pageCount: number;
}

/**
 * Page `page` (from 1) of a game's visible reviews, with the game's name and rating, in one round
 * trip; an unknown or archived game is refused (404).
 */
export async function gameReviewsListing(
  db: Database,
  gameId: number,
  language: Language,
  page: number,
): Promise<GameReviewsListing> {
  // Far past the end is simply empty; the cap keeps the offset a small number.
  const asked = Math.max(1, Math.min(page, 100_000));
  const [gameRows, reviewRowsOfPage, ratingRows] = await db.batch([
    db
      .select({ id: games.id, name: games.name })
      .from(games)
      .where(and(eq(games.id, gameId), isNull(games.archivedAt))),
    gameReviewsQuery(db, gameId, language, { limit: REVIEWS_PAGE_SIZE, offset: (asked - 1) * REVIEWS_PAGE_SIZE }),
    reviewSummaryQuery(db, { gameId }),
  ]);
  const [game] = gameRows;
  if (!game) throw notFound("catalogue.api.gameNotFound");
  const rating = toReviewSummary(ratingRows);
  return {
    game,
    reviews: toPublicReviews(reviewRowsOfPage),
    rating,
    page: asked,
    pageCount: Math.max(1, Math.ceil(rating.count / REVIEWS_PAGE_SIZE)),
  };
}

/** Page `page` (from 1) of a game's visible reviews; an unknown or archived game is refused (404). */
export async function gameReviewsPage(db: Database, gameId: number, language: Language, page: number) {
  return (await gameReviewsListing(db, gameId, language, page)).reviews;
}

const latestReviewsIn = preparedSelect((db, p: Placeholders<{ language: Language; limit: number }>) =>
  reviewRows(db, and(eq(orderReviews.language, p.language), visible))
    .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(p.limit),
);

/** The newest visible reviews written in `language` (the home page's): the statement, for a caller's batch. */
export function latestReviewsQuery(db: Database, language: Language, limit: number) {
  return latestReviewsIn(db, { language, limit });
}

/** The newest visible reviews written in `language`. */
export async function latestReviews(db: Database, language: Language, limit: number): Promise<PublicReview[]> {
  return toPublicReviews(await latestReviewsQuery(db, language, limit));
}

export interface ReviewSummary {
  /** The mean of the stars, to two decimals; null without reviews. */
  average: number | null;
  count: number;
}

const visibleReviewSummary = (db: Database, where: SQL) =>
  db
    .select({ average: avg(orderReviews.rating), count: count() })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .where(and(visible, where));

const gameReviewSummary = preparedSelect((db, p: Placeholders<{ gameId: number }>) =>
  visibleReviewSummary(db, eq(orderReviews.gameId, p.gameId)),
);
const reviewSummarySince = preparedSelect((db, p: Placeholders<{ since: string }>) =>
  visibleReviewSummary(db, gte(orderReviews.createdAt, p.since)),
);

/** The statement, for a caller's batch (the game's API answer reads it in its one round trip): one game's reviews, or the store's since an ISO time. */
export function reviewSummaryQuery(db: Database, filter: { gameId: number } | { since: string }) {
  return "gameId" in filter ? gameReviewSummary(db, filter) : reviewSummarySince(db, filter);
}

export function toReviewSummary(rows: Array<{ average: string | number | null; count: number }>): ReviewSummary {
  const row = rows[0];
  const total = row?.count ?? 0;
  if (!row || total === 0 || row.average === null) return { average: null, count: 0 };
  return { average: Math.round(Number(row.average) * 100) / 100, count: total };
}

/**
 * Average stars and number of visible reviews, of one game or of the store since an ISO time: what
 * the game's rating and the trust page show.
 */
export async function reviewSummary(
  db: Database,
  filter: { gameId: number } | { since: string },
): Promise<ReviewSummary> {
  return toReviewSummary(await reviewSummaryQuery(db, filter));
}
