// Items (items, currency items, boosting, carry runs) in the admin area: list, read, create, edit, and delete-or-archive.
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { games, type ItemKind, items, orderLines } from "../../db/schema";
import { containsText } from "../catalogue/contains-text";
import { normalizeSearch } from "../catalogue/search-text";
import { DomainError } from "../domain-error";
import type { AdminDeps } from "./actor";
import type { ItemInput } from "./catalogue-schemas";
import {
  createInCatalogue,
  deleteOrArchive,
  nowIso,
  type RemoveOutcome,
  requireGame,
  restoreArchived,
  writeCatalogue,
} from "./catalogue-writes";
import { ADMIN_PAGE_SIZE, type ArchiveFilter, archiveCondition, offsetOf, toPage } from "./listing";

export type ItemRow = typeof items.$inferSelect;

export async function listAdminItems(
  db: Database,
  query: { search: string; gameId: number | null; kind: ItemKind | null; archive: ArchiveFilter; page: number },
) {
  const text = normalizeSearch(query.search);
  const where = and(
    archiveCondition(items.archivedAt, query.archive),
    query.gameId ? eq(items.gameId, query.gameId) : undefined,
    query.kind ? eq(items.kind, query.kind) : undefined,
    text ? containsText(items.nameSearch, text) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select({ item: items, gameName: games.name })
      .from(items)
      .innerJoin(games, eq(games.id, items.gameId))
      .where(where)
      .orderBy(asc(games.name), asc(items.sortOrder), asc(items.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return toPage(rows, totals[0]?.n ?? 0, query.page);
}

export async function getAdminItem(db: Database, id: number): Promise<ItemRow> {
  const offer = await db.query.items.findFirst({ where: eq(items.id, id) });
  if (!offer) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return offer;
}

function toColumns(input: ItemInput) {
  const { price, ...rest } = input;
  return { ...rest, priceCents: price, nameSearch: normalizeSearch(input.name), updatedAt: nowIso() };
}

export async function createItem(deps: AdminDeps, input: ItemInput): Promise<number> {
  await requireGame(deps.db, input.gameId);
  const columns = toColumns(input);
  return createInCatalogue(deps, "item", deps.db.insert(items).values(columns).returning({ id: items.id }), columns);
}

export async function updateItem(deps: AdminDeps, id: number, input: ItemInput): Promise<void> {
  const before = await getAdminItem(deps.db, id);
  await requireGame(deps.db, input.gameId);
  const columns = toColumns(input);
  await writeCatalogue(
    deps,
    { entity: "item", entityId: id },
    deps.db.update(items).set(columns).where(eq(items.id, id)),
    { action: "update", before, after: { ...before, ...columns } },
  );
}

export async function removeItem(deps: AdminDeps, id: number): Promise<RemoveOutcome> {
  const before = await getAdminItem(deps.db, id);
  const byId = eq(items.id, id);
  return deleteOrArchive(deps, { entity: "item", entityId: id }, before, {
    referencedBy: eq(orderLines.itemId, id),
    archive: (archivedAt) => deps.db.update(items).set({ archivedAt, updatedAt: archivedAt }).where(byId),
    remove: deps.db.delete(items).where(byId),
  });
}

export async function restoreItem(deps: AdminDeps, id: number): Promise<void> {
  const before = await getAdminItem(deps.db, id);
  const statement = deps.db.update(items).set({ archivedAt: null, updatedAt: nowIso() }).where(eq(items.id, id));
  await restoreArchived(deps, { entity: "item", entityId: id }, before, statement);
}
