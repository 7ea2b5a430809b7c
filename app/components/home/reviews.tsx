import type { ShownReview } from "@shared/reviews/shown";
import type { HomeReviews } from "@workers/catalogue/reviews";
import { ReviewCard, ShopperReview } from "~/components/reviews/review-card";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Spec section 2: what customers said, as text in the page's language, with their stars. Real
 * reviews of delivered orders first, each with that order's measured delivery time; the store's
 * examples only fill the places left while there are fewer than three.
 */
export default function Reviews({ reviews }: { reviews: { real: ShownReview[]; examples: HomeReviews["examples"] } }) {
  const { t } = useTranslation();
  if (reviews.real.length + reviews.examples.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("catalogue.home.reviewsTitle")}</h2>
      <ul className="card-grid review-grid">
        {reviews.real.map((review) => (
          <ShopperReview key={`review-${review.id}`} review={review} withGame />
        ))}
        {reviews.examples.map((example) => (
          <li key={`example-${example.id}`} className="review-card surface" data-example-review={example.id}>
            <ReviewCard
              author={example.authorName}
              rating={example.rating}
              text={example.text}
              gameName={example.gameName}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
