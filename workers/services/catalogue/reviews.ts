// Customer reviews on the home page: text in the page's language (or the other when that one is
// empty), never a picture of text, so every language, screen reader and zoom level reads them.
import { asc } from "drizzle-orm";
import type { Language } from "../../../shared/i18n/config";
import type { Database } from "../../db/client";
import { reviews } from "../../db/schema";
import { inLanguage } from "./localized-text";

export interface Review {
  id: number;
  authorName: string;
  rating: number;
  gameName: string;
  text: string;
}

/** The home page shows three. */
const HOME_REVIEWS = 3;

export async function listReviews(db: Database, language: Language, limit = HOME_REVIEWS): Promise<Review[]> {
  const rows = await db.select().from(reviews).orderBy(asc(reviews.sortOrder), asc(reviews.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    authorName: row.authorName,
    rating: Math.min(5, Math.max(1, row.rating)),
    gameName: row.gameName,
    text: inLanguage({ en: row.text, pt: row.textPt }, language),
  }));
}
