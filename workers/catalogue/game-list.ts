// Listing and searching the catalogue's games.
import { and, asc, desc, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { games } from "../db/schema";
import { type GameSummary, toGameSummary } from "./game-summary";
import { normalizeSearch } from "./search-text";

/**
 * Active games, newest first. `search` matches name, category, tipo and sell ignoring accents and
 * case (spec section 5); `name` matches only the name, as the header suggestions do (spec section 2).
 */
export async function listGames(
  db: Database,
  filters: { search?: string; name?: string } = {},
): Promise<GameSummary[]> {
  const search = normalizeSearch(filters.search ?? "");
  const name = normalizeSearch(filters.name ?? "");
  // search_text starts with the normalised name, so it narrows name matches in SQL too;
  // the exact name test follows below.
  const text = search || name;
  const rows = await db
    .select()
    .from(games)
    .where(and(isNull(games.archivedAt), text ? containsText(games.searchText, text) : undefined))
    .orderBy(desc(games.createdAt), asc(games.id));
  const matching = name ? rows.filter((row) => normalizeSearch(row.name).includes(name)) : rows;
  return matching.map(toGameSummary);
}

/** Every active game's id and last change, for the sitemap. */
export async function listGamesForSitemap(db: Database): Promise<Array<{ id: number; updatedAt: string }>> {
  return db
    .select({ id: games.id, updatedAt: games.updatedAt })
    .from(games)
    .where(isNull(games.archivedAt))
    .orderBy(asc(games.id));
}
