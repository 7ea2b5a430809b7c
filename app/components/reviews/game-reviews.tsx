// The game page's review section, a part whose code comes after the page's first load (the server
// renders it in place: serverRenderedLazy), and the list the reviews pages share.
import { REVIEWS_SECTION_ID, type ShownReview } from "@shared/reviews/shown";
import type { ReviewSummary } from "@workers/reviews/read";
import { useTranslation } from "~/i18n/use-translation";
import { RatingSummary } from "./rating-summary";
import { ShopperReview } from "./review-card";

/** A list of shoppers' reviews, each with that order's measured delivery time and the store's answer. */
export function ReviewList({ reviews }: { reviews: ShownReview[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <ShopperReview key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** The game page's review section: the rating, the first reviews and the way to the rest. */
export default function GameReviews({
  gameId,
  rating,
  reviews,
}: {
  gameId: number;
  rating: ReviewSummary;
  reviews: ShownReview[];
}) {
  const { t } = useTranslation();
  return (
    <section className="game-reviews" id={REVIEWS_SECTION_ID} aria-labelledby="game-reviews-title">
      <h2 id="game-reviews-title">{t("reviewsShown.game.title")}</h2>
      {reviews.length === 0 ? (
        <p className="empty-state">{t("reviewsShown.game.none")}</p>
      ) : (
        <>
          <RatingSummary rating={rating} />
          <p className="game-reviews__note">{t("reviewsShown.game.onlyDelivered")}</p>
          <ReviewList reviews={reviews} />
          {rating.count > reviews.length ? (
            <p>
              <a className="button button--ghost" href={`/game/${gameId}/reviews`}>
                {t("reviewsShown.game.seeAll")}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
