import { useTranslation } from "~/i18n/use-translation";

const MAX_STARS = 5;
// A five-pointed star in a 24×24 box (outer radius 11, inner 4.6), drawn rather than typed, so it
// looks the same whatever fonts the device has.
const STAR = "M12 1l3.2 7.2 7.8.6-5.9 5.2 1.8 7.7L12 17.6l-6.9 4.1 1.8-7.7L1 8.8l7.8-.6z";

/**
 * A rating as stars: `rating` of them filled, the rest outlined. Screen readers hear it once, as
 * "4 out of 5 stars", not as five pictures.
 */
export function StarRating({ rating, max = MAX_STARS }: { rating: number; max?: number }) {
  const { t } = useTranslation();
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  return (
    <span className="star-rating" data-rating={filled}>
      <span className="star-rating__stars" aria-hidden="true">
        {Array.from({ length: max }, (_, index) => (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not records.
            key={index}
            className={index < filled ? "star-rating__star star-rating__star--on" : "star-rating__star"}
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="20"
            height="20"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span className="visually-hidden">{t("catalogue.rating.label", { rating: filled, count: max })}</span>
    </span>
  );
}
