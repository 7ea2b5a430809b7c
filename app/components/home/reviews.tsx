import type { Review } from "@workers/services/catalogue/reviews";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";

/** Spec section 2: what customers said, as text in the page's language, with their stars. */
export function Reviews({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("catalogue.home.reviewsTitle")}</h2>
      <ul className="card-grid review-grid">
        {reviews.map((review) => (
          <li key={review.id} className="review-card surface">
            <figure>
              <figcaption className="review-card__author">
                <span className="review-card__avatar" aria-hidden="true">
                  {review.authorName.slice(0, 1)}
                </span>
                <span>
                  <strong>{review.authorName}</strong>
                  <StarRating rating={review.rating} />
                </span>
              </figcaption>
              <blockquote className="review-card__text">
                <p>{review.text}</p>
              </blockquote>
              {review.gameName ? <p className="review-card__game">{review.gameName}</p> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
