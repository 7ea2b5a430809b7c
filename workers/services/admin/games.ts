// Games in the admin area: list, read, create, edit, and delete-or-archive. The search text the
// storefront searches by is rebuilt on every write (catalogue/search-text.ts).
import { and, asc, count, desc, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { games, orderLines } from "../../db/schema";
import { containsText } from "../catalogue/contains-text";
import { gameSearchText, normalizeSearch } from "../catalogue/search-text";
import { DomainError } from "../domain-error";
import type { AdminDeps } from "./actor";
import type { GameInput } from "./catalogue-schemas";
import {
  createInCatalogue,
  deleteOrArchive,
  nowIso,
  type RemoveOutcome,
  restoreArchived,
  writeCatalogue,
} from "./catalogue-writes";
import { ADMIN_PAGE_SIZE, type ArchiveFilter, archiveCondition, offsetOf, type Page, toPage } from "./listing";

export type GameRow = typeof games.$inferSelect;

export async function listAdminGames(
  db: Database,
  query: { search: string; archive: ArchiveFilter; page: number },
): Promise<Page<GameRow>> {
  const text = normalizeSearch(query.search);
  const where = and(
    archiveCondition(games.archivedAt, query.archive),
    text ? containsText(games.searchText, text) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(asc(games.name), desc(games.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return toPage(rows, totals[0]?.n ?? 0, query.page);
}

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

/** Refuses a game that is not among `pickableGames` (gone, or archived and not the current one). */
export async function requirePickableGame(db: Database, gameId: number, currentGameId: number | null = null) {
  const game = await db.query.games.findFirst({ where: eq(games.id, gameId), columns: { archivedAt: true } });
  if (!game) throw new DomainError("unknown_game", "admin.validation.unknownGame", 400, "gameId");
  if (game.archivedAt !== null && gameId !== currentGameId) {
    throw new DomainError("game_not_pickable", "admin.validation.chooseGame", 400, "gameId");
  }
}

export async function getAdminGame(db: Database, id: number): Promise<GameRow> {
  const game = await db.query.games.findFirst({ where: eq(games.id, id) });
  if (!game) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return game;
}

function toColumns(input: GameInput) {
  return { ...input, searchText: gameSearchText(input), updatedAt: nowIso() };
}

export function createGame(deps: AdminDeps, input: GameInput): Promise<number> {
  const columns = toColumns(input);
  return createInCatalogue(deps, "game", deps.db.insert(games).values(columns).returning({ id: games.id }), columns);
}

export async function updateGame(deps: AdminDeps, id: number, input: GameInput): Promise<void> {
  const before = await getAdminGame(deps.db, id);
  const columns = toColumns(input);
  await writeCatalogue(
    deps,
    { entity: "game", entityId: id },
    deps.db.update(games).set(columns).where(eq(games.id, id)),
    {
      action: "update",
      before,
      after: { ...before, ...columns },
    },
  );
}

export async function removeGame(deps: AdminDeps, id: number): Promise<RemoveOutcome> {
  const before = await getAdminGame(deps.db, id);
  const byId = eq(games.id, id);
  // Deleting a game takes its coin offers, items and featured place with it (ON DELETE CASCADE).
  return deleteOrArchive(deps, { entity: "game", entityId: id }, before, {
    referencedBy: eq(orderLines.gameId, id),
    archive: (archivedAt) => deps.db.update(games).set({ archivedAt, updatedAt: archivedAt }).where(byId),
    remove: deps.db.delete(games).where(byId),
  });
}

export async function restoreGame(deps: AdminDeps, id: number): Promise<void> {
  const before = await getAdminGame(deps.db, id);
  const statement = deps.db.update(games).set({ archivedAt: null, updatedAt: nowIso() }).where(eq(games.id, id));
  await restoreArchived(deps, { entity: "game", entityId: id }, before, statement);
}
