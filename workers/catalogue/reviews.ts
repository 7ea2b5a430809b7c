// Customer reviews on the home page: text in the page's language (or the other when that one is
// empty), never a picture of text, so every language, screen reader and zoom level reads them.
// The latest real reviews written in the page's language come first; the store's three starting
// examples fill the section only while there are fewer than three real ones (issue 33).
import { asc } from "drizzle-orm";
import type { Language } from "../../shared/i18n/config";
import { inLanguage } from "../../shared/i18n/in-language";
import type { Database } from "../db/client";
import { reviews } from "../db/schema";
import { latestReviewsQuery, type PublicReview, toPublicReviews } from "../reviews/read";

/** One of the store's starting examples (the `reviews` table, edited by the seed). */
export interface Review {
  id: number;
  authorName: string;
  rating: number;
  gameName: string;
  text: string;
}

export interface HomeReviews {
  /** The newest visible reviews of delivered orders written in the page's language. */
  real: PublicReview[];
  /** Examples filling the places the real ones leave, up to three in all. */
  examples: Review[];
}

/** The home page shows three. */
const HOME_REVIEWS = 3;

/** Both reads in one round trip: the home page's cost does not grow with its real reviews. */
export async function homeReviews(db: Database, language: Language): Promise<HomeReviews> {
  const [exampleRows, realRows] = await db.batch([
    db.select().from(reviews).orderBy(asc(reviews.sortOrder), asc(reviews.id)).limit(HOME_REVIEWS),
    latestReviewsQuery(db, language, HOME_REVIEWS),
  ]);
  const real = toPublicReviews(realRows);
  return {
    real,
    examples: exampleRows.slice(0, HOME_REVIEWS - real.length).map((row) => ({
      id: row.id,
      authorName: row.authorName,
      rating: Math.min(5, Math.max(1, row.rating)),
      gameName: row.gameName,
      text: inLanguage({ en: row.text, pt: row.textPt }, language),
    })),
  };
}
