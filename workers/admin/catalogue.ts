// The admin catalogue (games, coin offers, items), one way for each entity its resource definition
// describes (catalogue-resource.ts): list, read, create, edit, delete-or-archive and restore.
// Every write puts the change and its audit entry in one batch, then says "the catalogue changed"
// (the store shows it at once). An entry past orders refer to is archived rather than deleted,
// so those orders stay intact.
import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import { type ArchiveFilter, archiveFilterParam, type PageRequest, pageRequestOf } from "../../shared/admin/listing";
import { type SearchIndexChange, searchIndexStatements } from "../catalogue/search-index";
import { normalizeSearch } from "../catalogue/search-text";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { keyset } from "../db/keyset";
import { orderLines } from "../db/schema";
import type { AdminDeps } from "../kernel/audit-log";
import { type AuditEntry, auditStatement, insertedId } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { type CatalogueChange, onCatalogueChanged } from "./catalogue-changed";
import type { CatalogueResource, CatalogueTable, EntryResource, RowOf } from "./catalogue-resource";

/** What a catalogue list shows: the search, the resource's own filters, the archive filter and the page. */
export type CatalogueQuery<F extends object> = F & { search: string; archive: ArchiveFilter; request: PageRequest };

/** The list's query from the address (`?search=&archive=&after=` and the resource's filters). */
export function catalogueQuery<F extends object>(
  resource: CatalogueResource<CatalogueTable, v.GenericSchema, SQLiteSelect, F>,
  params: URLSearchParams,
): CatalogueQuery<F> {
  return {
    ...resource.list.filters(params),
    search: params.get("search") ?? "",
    archive: archiveFilterParam(params.get("archive")),
    request: pageRequestOf(params),
  };
}

function archiveCondition(column: SQLiteColumn, filter: ArchiveFilter): SQL | undefined {
  if (filter === "active") return isNull(column);
  if (filter === "archived") return isNotNull(column);
  return undefined;
}

/** One page of the list; the search is lower-case and accent-free on both sides ("pocao" finds "Poção"). */
export async function listCatalogue<
  T extends CatalogueTable,
  S extends v.GenericSchema,
  Q extends SQLiteSelect,
  F extends object,
>(db: Database, resource: CatalogueResource<T, S, Q, F>, query: CatalogueQuery<F>) {
  const table: CatalogueTable = resource.table;
  const text = normalizeSearch(query.search);
  const where = and(
    archiveCondition(table.archivedAt, query.archive),
    ...resource.list.where(query),
    text ? containsText(resource.list.search, text) : undefined,
  );
  const paging = keyset(resource.list.order, query.request);
  const rows = await resource.list
    .rows(db)
    .where(and(where, paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.limit);
  return paging.page(rows as RowOf<Q>[]);
}

export async function getCatalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  db: Database,
  resource: EntryResource<T, S>,
  id: number,
): Promise<T["$inferSelect"]> {
  const table: CatalogueTable = resource.table;
  const [entry] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!entry) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return entry;
}

export async function createCatalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  deps: AdminDeps,
  resource: EntryResource<T, S>,
  input: v.InferOutput<S>,
): Promise<number> {
  await resource.checkSave?.(deps.db, input, null);
  const table: CatalogueTable = resource.table;
  const columns = { ...resource.columns(input), updatedAt: nowIso() };
  // After the audit entry, which reads the new row's id as the last one inserted: the index's
  // rows are inserted too, so the new entry is named as the table's newest.
  const newest = sql<number>`(select max(${table.id}) from ${table})`;
  const [inserted] = await deps.db.batch([
    deps.db.insert(table).values(columns).returning({ id: table.id }),
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      from: deps.from,
      action: "create",
      entity: resource.entity,
      entityId: insertedId,
      before: null,
      after: columns,
    }),
    ...searchIndexStatements(deps.db, indexed(resource, newest, columns)),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error(`${resource.entity} insert returned no id`);
  await onCatalogueChanged(deps, { entity: resource.entity, entityId: id });
  return id;
}

export async function updateCatalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  deps: AdminDeps,
  resource: EntryResource<T, S>,
  id: number,
  input: v.InferOutput<S>,
): Promise<void> {
  const before = await getCatalogueEntry(deps.db, resource, id);
  await resource.checkSave?.(deps.db, input, before);
  const table: CatalogueTable = resource.table;
  const columns = { ...resource.columns(input), updatedAt: nowIso() };
  const update = deps.db.update(table).set(columns).where(eq(table.id, id));
  // An archived entry stays out of the search until it is restored.
  const index =
    before.archivedAt === null
      ? indexed(resource, id, columns)
      : { kind: resource.search.kind, target: id, removed: true as const };
  await writeCatalogue(
    deps,
    { entity: resource.entity, entityId: id },
    update,
    { action: "update", before, after: { ...before, ...columns } },
    searchIndexStatements(deps.db, index),
  );
}

export type RemoveOutcome = "deleted" | "archived";

/** Deletes an entry, or archives it when past orders refer to it: it leaves the store, the orders keep their lines. */
export async function removeCatalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  deps: AdminDeps,
  resource: EntryResource<T, S>,
  id: number,
): Promise<RemoveOutcome> {
  const before = await getCatalogueEntry(deps.db, resource, id);
  const table: CatalogueTable = resource.table;
  const change = { entity: resource.entity, entityId: id };
  const referenced = await deps.db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .where(eq(resource.orderedAs, id))
    .limit(1);
  if (referenced.length > 0) {
    const archivedAt = nowIso();
    const archive = deps.db.update(table).set({ archivedAt, updatedAt: archivedAt }).where(eq(table.id, id));
    const unindex = searchIndexStatements(deps.db, { kind: resource.search.kind, target: id, removed: true });
    await writeCatalogue(
      deps,
      change,
      archive,
      { action: "archive", before, after: { ...before, archivedAt } },
      unindex,
    );
    return "archived";
  }
  // A deleted game takes its items and coin offers with it (ON DELETE CASCADE), and their terms.
  const unindex = searchIndexStatements(
    deps.db,
    resource.search.kind === "game"
      ? { kind: "game", target: id, gameDeleted: true }
      : { kind: resource.search.kind, target: id, removed: true },
  );
  const remove = deps.db.delete(table).where(eq(table.id, id));
  await writeCatalogue(deps, change, remove, { action: "delete", before, after: null }, unindex);
  return "deleted";
}

/** Brings an archived entry back to the store. */
export async function restoreCatalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  deps: AdminDeps,
  resource: EntryResource<T, S>,
  id: number,
): Promise<void> {
  const before = await getCatalogueEntry(deps.db, resource, id);
  const table: CatalogueTable = resource.table;
  const restore = deps.db.update(table).set({ archivedAt: null, updatedAt: nowIso() }).where(eq(table.id, id));
  const reindex = searchIndexStatements(deps.db, indexed(resource, id, before));
  const audit = { action: "restore" as const, before, after: { ...before, archivedAt: null } };
  await writeCatalogue(deps, { entity: resource.entity, entityId: id }, restore, audit, reindex);
}

const nowIso = () => new Date().toISOString();

/** The index change that (re)indexes an entry of `resource` with these columns. */
function indexed<T extends CatalogueTable, S extends v.GenericSchema>(
  resource: EntryResource<T, S>,
  target: number | SQL<number>,
  columns: Omit<T["$inferInsert"], "id" | "updatedAt">,
): SearchIndexChange {
  const { kind, gameId, entry } = resource.search;
  return { kind, target, gameId: gameId(columns) ?? target, entry: entry(columns) };
}

/** The change, what goes `alongside` it (the search index) and its audit entry in one batch, then "the catalogue changed". */
export async function writeCatalogue(
  deps: AdminDeps,
  change: CatalogueChange,
  statement: BatchItem<"sqlite">,
  audit: Pick<AuditEntry, "action" | "before" | "after">,
  alongside: BatchItem<"sqlite">[] = [],
) {
  await deps.db.batch([
    statement,
    ...alongside,
    auditStatement(deps.db, {
      ...audit,
      actorUserId: deps.actorUserId,
      from: deps.from,
      entity: change.entity,
      entityId: change.entityId,
    }),
  ]);
  await onCatalogueChanged(deps, change);
}
