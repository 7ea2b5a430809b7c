// Reviews as people read them: who wrote them (first name and initial), in which language, about
// which game and sale type, and how long that order really took from payment to delivery, from the
// store's own records. Only reviews of orders still delivered count: a review whose order was later
// refunded in full or lost to a dispute stops showing, as does one an admin hid.
import { and, avg, count, desc, eq, gte, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, offsetOf, toPage } from "../../../shared/admin/listing";
import type { SaleType } from "../../../shared/codes";
import type { Language } from "../../../shared/i18n/config";
import type { Database } from "../../db/client";
import { games, orderLines, orderReviews, orders, users } from "../../db/schema";
import { notFound } from "../domain-error";

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

function reviewRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      review: orderReviews,
      userName: users.name,
      gameName: orderLines.gameName,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
    })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .innerJoin(orderLines, eq(orderLines.id, orderReviews.orderLineId))
    .innerJoin(users, eq(users.id, orderReviews.userId))
    .where(where);
}

type ReviewRow = Awaited<ReturnType<typeof reviewRows>>[number];

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
  page: number;
}

/** The admin's list, newest first, filtered by hidden or not and by stars; one round trip. */
export async function adminReviewList(db: Database, filter: AdminReviewFilter) {
  const where = and(
    filter.shown === "all"
      ? undefined
      : filter.shown === "hidden"
        ? isNotNull(orderReviews.hiddenAt)
        : isNull(orderReviews.hiddenAt),
    filter.rating === null ? undefined : eq(orderReviews.rating, filter.rating),
  );
  const [rows, totals] = await db.batch([
    reviewRows(db, where)
      .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(filter.page)),
    db.select({ total: count() }).from(orderReviews).where(where),
  ]);
  const reviews = rows.map(
    (row): AdminReview => ({
      ...toPublicReview(row),
      orderId: row.review.orderId,
      hiddenReason: row.review.hiddenAt ? (row.review.hiddenReason ?? "") : null,
    }),
  );
  return toPage(reviews, totals[0]?.total ?? 0, filter.page);
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

/** A game's visible reviews, those in the page's language first, then the newest: the statement, for a caller's batch. */
export function gameReviewsQuery(
  db: Database,
  gameId: number,
  language: Language,
  page: { limit: number; offset?: number } = { limit: 10 },
) {
  return reviewRows(db, and(eq(orderReviews.gameId, gameId), visible))
    .orderBy(desc(sql`${orderReviews.language} = ${language}`), desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
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

/** The newest visible reviews written in `language` (the home page's): the statement, for a caller's batch. */
export function latestReviewsQuery(db: Database, language: Language, limit: number) {
  return reviewRows(db, and(eq(orderReviews.language, language), visible))
    .orderBy(desc(orderReviews.createdAt), desc(orderReviews.id))
    .limit(limit);
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

/** The statement, for a caller's batch (the game's API answer reads it in its one round trip). */
export function reviewSummaryQuery(db: Database, filter: { since?: string; gameId?: number } = {}) {
  return db
    .select({ average: avg(orderReviews.rating), count: count() })
    .from(orderReviews)
    .innerJoin(orders, eq(orders.id, orderReviews.orderId))
    .where(
      and(
        visible,
        filter.gameId === undefined ? undefined : eq(orderReviews.gameId, filter.gameId),
        filter.since === undefined ? undefined : gte(orderReviews.createdAt, filter.since),
      ),
    );
}

export function toReviewSummary(rows: Awaited<ReturnType<typeof reviewSummaryQuery>>): ReviewSummary {
  const row = rows[0];
  const total = row?.count ?? 0;
  if (!row || total === 0 || row.average === null) return { average: null, count: 0 };
  return { average: Math.round(Number(row.average) * 100) / 100, count: total };
}

/**
 * Average stars and number of visible reviews, over the store (or one game), since an ISO time if
 * given: what the trust page and the game's rating show.
 */
export async function reviewSummary(
  db: Database,
  filter: { since?: string; gameId?: number } = {},
): Promise<ReviewSummary> {
  return toReviewSummary(await reviewSummaryQuery(db, filter));
}
