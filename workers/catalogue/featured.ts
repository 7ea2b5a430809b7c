import { and, asc, desc, eq, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { FEATURED_GAMES_LIMIT } from "../../shared/catalogue/featured-limit";
import type { Database } from "../db/client";
import { featuredGames, games } from "../db/schema";
import { type GameSummary, toGameSummary } from "./game-summary";

/**
 * The games on the home page, in one query: the ones an admin featured, in their order;
 * when none are featured, the newest games that have a picture (a game added without one waits
 * for its image, or for an admin to feature it on purpose, before it fronts the home page).
 */
export async function listFeaturedGames(db: Database, limit = FEATURED_GAMES_LIMIT): Promise<GameSummary[]> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .leftJoin(featuredGames, eq(featuredGames.gameId, games.id))
    .where(
      and(
        isNull(games.archivedAt),
        or(
          isNotNull(featuredGames.gameId),
          and(notExists(db.select({ one: sql`1` }).from(featuredGames)), ne(games.imageUrl, "")),
        ),
      ),
    )
    .orderBy(asc(featuredGames.position), desc(games.createdAt), desc(games.id))
    .limit(limit);
  return rows.map((row) => toGameSummary(row.game));
}
