import { intlLocale } from "@shared/i18n/config";
import { numberFormat } from "@shared/intl-formats";
import type { PublicReview, ReviewSummary } from "@workers/services/reviews/read";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";
import { ShopperReview } from "./review-card";

/** The id of the game page's review section, which the rating beside the title links to. */
export const REVIEWS_SECTION_ID = "reviews";

/** "4.5 out of 5 · 12 reviews", with the stars: beside a game's title and above its reviews. */
export function RatingSummary({ rating, href }: { rating: ReviewSummary; href?: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  if (rating.average === null || rating.count === 0) return null;
  const average = numberFormat(intlLocale[language], { maximumFractionDigits: 1 }).format(rating.average);
  const words = (
    <>
      {t("reviewsShown.game.average", { average })} · {t("reviewsShown.game.count", { count: rating.count })}
    </>
  );
  return (
    <p className="rating-summary" data-testid="rating-summary">
      <StarRating rating={rating.average} />
      {href ? <a href={href}>{words}</a> : <span>{words}</span>}
    </p>
  );
}

/** A list of shoppers' reviews, each with that order's measured delivery time and the store's answer. */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <ShopperReview key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** The game page's review section: the rating, the first reviews and the way to the rest. */
export function GameReviews({
  gameId,
  rating,
  reviews,
}: {
  gameId: number;
  rating: ReviewSummary;
  reviews: PublicReview[];
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
