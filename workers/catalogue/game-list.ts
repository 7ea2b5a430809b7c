// Listing and searching the catalogue's games.
import { and, asc, desc, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { games } from "../db/schema";
import { type GameSummary, toGameSummary } from "./game-summary";
import { searchHits } from "./search-index";
import { normalizeSearch } from "./search-text";

/**
 * Active games. `search` finds games by the words of their name, category, tipo and sell and of
 * their items' and coin offers' names, in any order, accents and case ignored, the last word also as
 * the start of a word and one typo forgiven in words of five letters or more (search-index.ts), best
 * match first; `name` matches only the name, as the header suggestions do (spec section 2). Newest first otherwise.
 */
export async function listGames(
  db: Database,
  filters: { search?: string; name?: string } = {},
): Promise<GameSummary[]> {
  const search = normalizeSearch(filters.search ?? "");
  if (search) return searchGames(db, search);
  const name = normalizeSearch(filters.name ?? "");
  // search_text starts with the normalised name, so it narrows name matches in SQL too;
  // the exact name test follows below.
  const rows = await db
    .select()
    .from(games)
    .where(and(isNull(games.archivedAt), name ? containsText(games.searchText, name) : undefined))
    .orderBy(desc(games.createdAt), asc(games.id));
  const matching = name ? rows.filter((row) => normalizeSearch(row.name).includes(name)) : rows;
  return matching.map(toGameSummary);
}

async function searchGames(db: Database, search: string): Promise<GameSummary[]> {
  const hits = searchHits(search);
  if (!hits) return [];
  const rows = await db
    .select({ game: games })
    .from(sql`${hits} as search_hits`)
    // CROSS JOIN keeps SQLite's order: each hit's game by its id, not every active game probed.
    .crossJoin(games)
    .where(and(sql`${games.id} = search_hits.game_id`, isNull(games.archivedAt)))
    .orderBy(sql`search_hits.rank`, desc(games.createdAt), asc(games.id));
  return rows.map((row) => toGameSummary(row.game));
}

/** Every active game's id and last change, for the sitemap. */
export async function listGamesForSitemap(db: Database): Promise<Array<{ id: number; updatedAt: string }>> {
  return db
    .select({ id: games.id, updatedAt: games.updatedAt })
    .from(games)
    .where(isNull(games.archivedAt))
    .orderBy(asc(games.id));
}
