// What a shopper sends to rate a line of a delivered order, shared by the order page's forms and
// POST/PUT /api/orders/{id}/reviews. The rules themselves (who, when, once) are the service's.
import * as v from "valibot";
import { fromWire } from "../wire-names";

export const REVIEW_TEXT_MAX = 1000;

/** A review's stars, most first: the admin's reviews page filters by them. */
export const REVIEW_STARS = [5, 4, 3, 2, 1];

/** The wire name of the reviewed line; rating and text are the same in both. */
export const reviewWireNames = { lineId: "line_id" } as const;

const reviewFields = {
  rating: v.pipe(
    v.number("reviews.errors.ratingRequired"),
    v.integer("reviews.errors.ratingRequired"),
    v.minValue(1, "reviews.errors.ratingRequired"),
    v.maxValue(5, "reviews.errors.ratingRequired"),
  ),
  // Optional: stars alone are a review. Absent or blank is "".
  text: v.pipe(
    v.nullish(v.string("reviews.errors.textTooLong"), ""),
    v.trim(),
    v.maxLength(REVIEW_TEXT_MAX, "reviews.errors.textTooLong"),
  ),
};

/** A new review (line, stars, text), read in the domain's names. */
export const newReviewSchema = v.pipe(
  v.object({
    line_id: v.pipe(
      v.number("reviews.errors.lineRequired"),
      v.safeInteger("reviews.errors.lineRequired"),
      v.minValue(1, "reviews.errors.lineRequired"),
    ),
    ...reviewFields,
  }),
  v.transform((wire) => fromWire(reviewWireNames, wire)),
);
export type NewReview = v.InferOutput<typeof newReviewSchema>;

/** An edit of one's review: new stars and text. */
export const reviewEditSchema = v.object(reviewFields);
export type ReviewEdit = v.InferOutput<typeof reviewEditSchema>;
