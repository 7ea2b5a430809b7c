import { useTranslation } from "~/i18n/use-translation";

const reviews = ["first", "second", "third"] as const;

/** Spec section 2: three static images of customer reviews, described for screen readers. */
export function Reviews() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t("catalogue.home.reviewsTitle")}</h2>
      <ul className="card-grid review-grid">
        {reviews.map((review, index) => (
          <li key={review}>
            <img
              src={`/images/reviews/review-${index + 1}.svg`}
              alt={t(`catalogue.home.reviews.${review}`)}
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
