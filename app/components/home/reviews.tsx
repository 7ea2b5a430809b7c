import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";

/** Each review and its stars (the stars are drawn by the page, not baked into the picture). */
const reviews = [
  { key: "first", rating: 5 },
  { key: "second", rating: 5 },
  { key: "third", rating: 5 },
] as const;

/** Spec section 2: three static images of customer reviews, described for screen readers. */
export function Reviews() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("catalogue.home.reviewsTitle")}</h2>
      <ul className="card-grid review-grid">
        {reviews.map((review, index) => (
          <li key={review.key} className="review">
            <StarRating rating={review.rating} />
            <img
              src={`/images/reviews/review-${index + 1}.svg`}
              alt={t(`catalogue.home.reviews.${review.key}`)}
              width="360"
              height="220"
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
