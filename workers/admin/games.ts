// Games in the admin area: their catalogue resource (catalogue.ts lists, edits, archives and
// restores them), and the game choices of the other admin forms and lists. The search text the
// storefront searches by is rebuilt on every write (catalogue/search-text.ts).

import { gameFormSchema } from "@shared/admin/catalogue-schemas";
import { asc, eq, getTableColumns, isNull, or } from "drizzle-orm";
import { gameSearchText } from "../catalogue/search-text";
import type { Database } from "../db/client";
import { games, orderLines } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { catalogueResource } from "./catalogue-resource";

export const gameResource = catalogueResource({
  entity: "game",
  section: "games",
  table: games,
  schema: gameFormSchema,
  columns: (input) => ({ ...input, searchText: gameSearchText(input) }),
  orderedAs: orderLines.gameId,
  search: {
    kind: "game",
    gameId: () => null,
    entry: (game) => ({
      kind: "game",
      name: game.name,
      category: game.category ?? "",
      tipo: game.tipo ?? "",
      sell: game.sell ?? "",
    }),
  },
  list: {
    rows: (db: Database) => db.select(getTableColumns(games)).from(games).$dynamic(),
    search: games.searchText,
    order: [
      { by: games.name, direction: "asc", of: (row) => row.name },
      { by: games.id, direction: "desc", of: (row) => row.id },
    ],
    filters: () => ({}),
    where: () => [],
  },
});

/** Every game's id and name, archived ones included, for the list filters (old entries stay findable). */
export function gameChoices(db: Database) {
  return db
    .select({ id: games.id, name: games.name, archivedAt: games.archivedAt })
    .from(games)
    .orderBy(asc(games.name));
}

/**
 * The games a coin offer or item may be put under: the live ones, and the one it is under now
 * even when that game has been archived since (so editing it never moves it by accident).
 */
export function pickableGames(db: Database, currentGameId: number | null = null) {
  return db
    .select({ id: games.id, name: games.name, archivedAt: games.archivedAt })
    .from(games)
    .where(
      currentGameId === null ? isNull(games.archivedAt) : or(isNull(games.archivedAt), eq(games.id, currentGameId)),
    )
    .orderBy(asc(games.name));
}

/**
 * The save check of an entry that belongs to a game (coin offers, items): refuses a game that is
 * not among `pickableGames` (gone, or archived and not the one the entry is under now).
 */
export async function requirePickableGame(db: Database, input: { gameId: number }, before: { gameId: number } | null) {
  const game = await db.query.games.findFirst({ where: eq(games.id, input.gameId), columns: { archivedAt: true } });
  if (!game) throw new DomainError("unknown_game", "admin.validation.unknownGame", 400, "gameId");
  if (game.archivedAt !== null && input.gameId !== before?.gameId) {
    throw new DomainError("game_not_pickable", "admin.validation.chooseGame", 400, "gameId");
  }
}
