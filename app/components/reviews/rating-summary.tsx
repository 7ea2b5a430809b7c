// A game's rating in stars and words: beside its title (a part whose code comes after the game page's
// first load: serverRenderedLazy) and above its reviews.
import { intlLocale } from "@shared/i18n/config";
import { numberFormat } from "@shared/intl-formats";
import type { ReviewSummary } from "@workers/reviews/read";
import { StarRating } from "~/components/star-rating";
import { useTranslation } from "~/i18n/use-translation";
import { usePageLanguage } from "~/lib/money";

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

export default RatingSummary;
