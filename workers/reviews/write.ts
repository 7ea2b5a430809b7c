// A shopper rates what they bought in their delivered order: within 60 days of the delivery, once
// per item or coin offer of the order (lines of one item under different nicknames are one review), never for an order that is not (or no longer) delivered — not paid yet, refunded in full or
// withdrawn (both cancel it), disputed. The review may be changed for 7 days after it was written.
// The order page and POST/PUT /api/orders/{id}/reviews call these (decision 038).
import { and, eq, gt, sql } from "drizzle-orm";
import { saleTypeKinds } from "../../shared/catalogue/sale-types";
import type { SaleType } from "../../shared/codes";
import type { Language } from "../../shared/i18n/config";
import type { NewReview, ReviewEdit } from "../../shared/reviews/schemas";
import type { Database } from "../db/client";
import { type ItemKind, items, orderLines, orderReviews, orders } from "../db/schema";
import type { ShopperOrigin } from "../kernel/audit-log";
import { bumpCatalogueVersion } from "../kernel/catalogue-version";
import { DomainError } from "../kernel/domain-error";
import { pressOf, recordIfApplied, selectPress } from "../presses/presses";
import { DAY_MS, type OwnReview, orderReviewsOf, ownReview, REVIEW_EDIT_DAYS } from "./read";

export const REVIEW_WINDOW_DAYS = 60;

export interface ReviewDeps {
  db: Database;
  /** The catalogue's cache version is bumped: game and home pages cached at the edge show the review at once. */
  env: Pick<Env, "CACHE_VERSIONS">;
}

const saleTypeOfKind = Object.fromEntries(
  Object.entries(saleTypeKinds).map(([saleType, kind]) => [kind ?? "coin", saleType]),
) as Record<ItemKind | "coin", SaleType>;

function saleTypeOf(line: { coinOfferId: number | null; itemKind: ItemKind | null }): SaleType {
  if (line.coinOfferId !== null) return saleTypeOfKind.coin;
  return saleTypeOfKind[line.itemKind ?? "item"];
}

/** What a line sold, the key a review is unique by within its order (the migration writes the same keys). */
export function reviewKey(line: { id: number; itemId: number | null; coinOfferId: number | null }): string {
  if (line.coinOfferId !== null) return `coin:${line.coinOfferId}`;
  if (line.itemId !== null) return `item:${line.itemId}`;
  return `line:${line.id}`;
}

const orderNotFound = () => new DomainError("order_not_found", "orders.notFound", 404);

/** Why the order cannot be reviewed now, if it cannot: the 422 with its reason. */
function notReviewable(order: { status: string; deliveredAt: string | null }, now: Date): DomainError | null {
  if (order.status === "cancelado") return new DomainError("order_cancelled", "reviews.errors.cancelled", 422);
  if (order.status !== "concluído" || !order.deliveredAt) {
    return new DomainError("order_not_delivered", "reviews.errors.notDelivered", 422);
  }
  if (Date.parse(order.deliveredAt) + REVIEW_WINDOW_DAYS * DAY_MS < now.getTime()) {
    return new DomainError("review_window_closed", "reviews.errors.windowClosed", 422);
  }
  return null;
}

type ReviewedLine = { id: number; name: string; itemId: number | null; coinOfferId: number | null };

/**
 * What the order page offers: a form per item or coin offer bought (its first line's, however many
 * lines and nicknames it came in) while the order may be reviewed, and the reviews written.
 */
export async function orderReviewState(
  db: Database,
  order: { id: number; status: string; deliveredAt: string | null; lines: ReviewedLine[] },
  now = new Date(),
) {
  const written = await orderReviewsOf(db, order.id);
  const lineKeys = new Map(order.lines.map((line) => [line.id, reviewKey(line)]));
  const byKey = new Map(written.map((review) => [lineKeys.get(review.orderLineId), review]));
  const firstLines = new Map<string, ReviewedLine>();
  for (const line of order.lines) if (!firstLines.has(reviewKey(line))) firstLines.set(reviewKey(line), line);
  return {
    open: notReviewable(order, now) === null,
    lines: [...firstLines.values()].map((line) => ({
      lineId: line.id,
      name: line.name,
      review: byKey.get(reviewKey(line)) ?? null,
    })),
  };
}

/**
 * Writes the shopper's review of a line. `pressKey`: the key the press carried (the form's hidden
 * field, the API's Idempotency-Key): the same press again (a double tap, a retried request) answers
 * the review it wrote, while a later, different press is refused as already reviewed. `from`: where
 * the shopper posted it from, kept with the review for a dispute's timeline.
 */
export async function postReview(
  deps: ReviewDeps,
  shopper: { id: number },
  orderId: number,
  input: NewReview,
  language: Language,
  {
    now = new Date(),
    pressKey,
    from = { ip: null, country: null },
  }: { now?: Date; pressKey?: string | undefined; from?: ShopperOrigin } = {},
): Promise<OwnReview> {
  const { db } = deps;
  const [orderRows, lineRows] = await db.batch([
    db
      .select({ userId: orders.userId, status: orders.status, deliveredAt: orders.deliveredAt })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        id: orderLines.id,
        gameId: orderLines.gameId,
        itemId: orderLines.itemId,
        coinOfferId: orderLines.coinOfferId,
        itemKind: items.kind,
      })
      .from(orderLines)
      .leftJoin(items, eq(items.id, orderLines.itemId))
      .where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, orderId))),
  ]);
  const order = orderRows[0];
  // Another shopper's order is as unknown as one that does not exist (as everywhere else); an admin does not review.
  if (!order || order.userId !== shopper.id) throw orderNotFound();
  const line = lineRows[0];
  if (!line) throw new DomainError("line_not_found", "reviews.errors.lineNotFound", 404, "line_id");
  const refusal = notReviewable(order, now);
  if (refusal) throw refusal;
  const at = now.toISOString();
  const deliveredSince = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
  const offer = reviewKey(line);
  // Written only while the order still stands delivered (a refund may land between the read and
  // this), and once per item of the order: of two posts at once (or two lines of one item), the
  // unique keys let one in.
  const press = pressOf(shopper.id, `review:${orderId}:${input.lineId}`, pressKey);
  const insert = db
    .insert(orderReviews)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orders.id,
          orderLineId: sql<number>`${input.lineId}`.as("order_line_id"),
          offer: sql<string>`${offer}`.as("offer"),
          userId: orders.userId,
          gameId: sql<number>`${line.gameId}`.as("game_id"),
          saleType: sql<SaleType>`${saleTypeOf(line)}`.as("sale_type"),
          rating: sql<number>`${input.rating}`.as("rating"),
          text: sql<string>`${input.text}`.as("text"),
          language: sql<string>`${language}`.as("language"),
          createdAt: sql<string>`${at}`.as("created_at"),
          updatedAt: sql<string>`${at}`.as("updated_at"),
          hiddenAt: sql<null>`null`.as("hidden_at"),
          hiddenReason: sql<null>`null`.as("hidden_reason"),
          reply: sql<null>`null`.as("reply"),
          repliedAt: sql<null>`null`.as("replied_at"),
          fromIp: sql<string | null>`${from.ip}`.as("from_ip"),
          fromCountry: sql<string | null>`${from.country}`.as("from_country"),
        })
        .from(orders)
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, shopper.id),
            eq(orders.status, "concluído"),
            gt(orders.deliveredAt, deliveredSince),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: orderReviews.id });
  // Right after the insert: the press is recorded only if it wrote the review.
  const [inserted, , recorded] = press
    ? await db.batch([insert, recordIfApplied(db, press, now), selectPress(db, press)])
    : [await insert, [], []];
  const id = inserted[0]?.id;
  if (id === undefined && recorded.length > 0) return ownReview(db, await reviewIdOf(db, orderId, offer));
  if (id === undefined) throw await whyNotWritten(db, orderId, offer, now);
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
  return ownReview(db, id);
}

/** The order's review of `offer`, if written. */
function existingReview(db: Database, orderId: number, offer: string) {
  return db.query.orderReviews.findFirst({
    columns: { id: true },
    where: and(eq(orderReviews.orderId, orderId), eq(orderReviews.offer, offer)),
  });
}

/** The review a repeated press wrote: it is there, the press was recorded with it. */
async function reviewIdOf(db: Database, orderId: number, offer: string): Promise<number> {
  const review = await existingReview(db, orderId, offer);
  if (!review) throw new Error("a press was recorded for a review that is not there");
  return review.id;
}

async function whyNotWritten(db: Database, orderId: number, offer: string, now: Date): Promise<DomainError> {
  const [existing, order] = await Promise.all([
    existingReview(db, orderId, offer),
    db.query.orders.findFirst({ columns: { status: true, deliveredAt: true }, where: eq(orders.id, orderId) }),
  ]);
  if (!order) return orderNotFound();
  const refusal = notReviewable(order, now);
  if (refusal) return refusal;
  if (existing) return new DomainError("already_reviewed", "reviews.errors.alreadyReviewed", 409, "line_id");
  return orderNotFound();
}

/** The author changes their stars and text while the review is recent; it keeps its place and any answer. */
export async function editReview(
  deps: ReviewDeps,
  shopper: { id: number },
  orderId: number,
  reviewId: number,
  input: ReviewEdit,
  language: Language,
  now = new Date(),
): Promise<OwnReview> {
  const { db } = deps;
  const editableSince = new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY_MS).toISOString();
  const mine = and(
    eq(orderReviews.id, reviewId),
    eq(orderReviews.orderId, orderId),
    eq(orderReviews.userId, shopper.id),
  );
  const changed = await db
    .update(orderReviews)
    .set({ rating: input.rating, text: input.text, language, updatedAt: now.toISOString() })
    .where(and(mine, gt(orderReviews.createdAt, editableSince)))
    .returning({ id: orderReviews.id });
  if (changed.length === 0) {
    const found = await db.query.orderReviews.findFirst({ columns: { id: true }, where: mine });
    if (!found) throw new DomainError("review_not_found", "reviews.errors.reviewNotFound", 404);
    throw new DomainError("review_edit_closed", "reviews.errors.editClosed", 422);
  }
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
  return ownReview(db, reviewId);
}
