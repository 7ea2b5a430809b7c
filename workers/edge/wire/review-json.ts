// A review as the REST API gives it (snake_case, like the rest of the API).
import type { OwnReview, PublicReview, ReviewSummary } from "../../reviews/read";

export function publicReviewJson(review: PublicReview) {
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    author: review.author,
    language: review.language,
    game_id: review.gameId,
    game: review.gameName,
    sale_type: review.saleType,
    delivery_minutes: review.deliveryMinutes,
    created_at: review.createdAt,
    reply: review.reply,
  };
}

/** The author's own view: the line it rates, until when it may change, and why it was hidden if it was. */
export function ownReviewJson(review: OwnReview) {
  return {
    ...publicReviewJson(review),
    line_id: review.orderLineId,
    editable_until: review.editableUntil,
    hidden_reason: review.hiddenReason,
  };
}

export function ratingJson(summary: ReviewSummary) {
  return { average: summary.average, count: summary.count };
}
