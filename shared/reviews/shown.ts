// A review as the store's pages show it: its facts put in words by the loader, in the page's
// language. The browser only hydrates them, so it needs no formatter, time zone or texts of its own
// for them (issue 30's first-load budget: the home and game pages). Used by loaders only.
import type { SaleType } from "../codes";
import { intlLocale, type Language } from "../i18n/config";
import type { Translate } from "../i18n/translator";
import { dateTimeFormat } from "../intl-formats";
import { measuredDurationText } from "../trust/measured-text";

/** What the pages get of a review from the server (workers/reviews/read.ts's PublicReview). */
interface ReviewRead {
  id: number;
  author: string;
  rating: number;
  text: string;
  gameName: string;
  language: string;
  saleType: SaleType;
  deliveryMinutes: number | null;
  createdAt: string;
  reply: string | null;
}

/** The id of the game page's review section, which the rating beside the title links to. */
export const REVIEWS_SECTION_ID = "reviews";

export interface ShownReview {
  id: number;
  author: string;
  rating: number;
  text: string;
  gameName: string;
  /** "Delivered in 18 min" (that order's measured time), the language, what was bought, the day. */
  facts: string[];
  /** The store's public answer. */
  reply: string | null;
}

/**
 * A review's facts in words. The day is the UTC one: the catalogue's pages are cached for every
 * visitor of a language, whatever their time zone.
 */
export function reviewFacts(t: Translate, language: Language, review: ReviewRead): string[] {
  const day = dateTimeFormat(intlLocale[language], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return [
    review.deliveryMinutes === null
      ? null
      : t("reviews.card.deliveredIn", { time: measuredDurationText(t, review.deliveryMinutes) }),
    t("reviews.card.writtenIn", { language: t(`reviews.card.languages.${review.language === "pt" ? "pt" : "en"}`) }),
    t("reviewsShown.card.saleType", { type: t(`catalogue.game.tabs.${review.saleType}`) }),
    t("reviewsShown.card.writtenOn", { date: day.format(new Date(review.createdAt)) }),
  ].filter((fact): fact is string => fact !== null);
}

export function showReviews(t: Translate, language: Language, reviews: ReviewRead[]): ShownReview[] {
  return reviews.map((review) => ({
    id: review.id,
    author: review.author,
    rating: review.rating,
    text: review.text,
    gameName: review.gameName,
    facts: reviewFacts(t, language, review),
    reply: review.reply,
  }));
}
