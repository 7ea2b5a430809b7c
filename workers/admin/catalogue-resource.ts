// One admin catalogue entity (games, coin offers, items) described once: its table and form, how
// a checked form becomes columns, what its list searches, filters and sorts by, and what refers
// to an entry. The catalogue service (catalogue.ts) and the admin routes' helpers do the rest,
// the same way for all three.
import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import type { SearchEntry, SearchKind } from "../catalogue/search-index";
import type { Database } from "../db/client";
import type { SortKey } from "../db/keyset";
import type { coinOffers, games, items } from "../db/schema";

export type CatalogueTable = typeof games | typeof coinOffers | typeof items;

/** A row of a list's query. */
export type RowOf<Q extends SQLiteSelect> = Q["_"]["result"][number];

export interface CatalogueResource<
  T extends CatalogueTable,
  S extends v.GenericSchema,
  Q extends SQLiteSelect,
  F extends object,
> {
  /** Its name in the audit log and in "the catalogue changed". */
  entity: "game" | "coin_offer" | "item";
  /** Its admin section, in addresses: `/admin/{section}` and `/admin/{section}/{id|new}`. */
  section: "games" | "coins" | "items";
  table: T;
  /** The edit form's schema, checked in the browser and again on the server. */
  schema: S;
  /** The stored columns for a checked form, its search text included (normalizeSearch). */
  columns(input: v.InferOutput<S>): Omit<T["$inferInsert"], "id" | "updatedAt">;
  /**
   * The order_lines column that points at an entry. An entry past orders refer to is archived
   * instead of deleted, so those orders keep their lines; anything else that refers to it (a
   * game's coin offers, items and featured place) goes with it when it is deleted (ON DELETE CASCADE).
   */
  orderedAs: SQLiteColumn;
  /** What the storefront search finds an entry by (catalogue/search-index.ts), from its columns as stored. */
  search: {
    kind: SearchKind;
    /** The game the entry belongs to; null for a game, which is its own. */
    gameId(columns: Omit<T["$inferInsert"], "id" | "updatedAt">): number | null;
    entry(columns: Omit<T["$inferInsert"], "id" | "updatedAt">): SearchEntry;
  };
  /** Refuses, beyond the schema, a form that may not be saved over `before` (null when creating). */
  checkSave?(db: Database, input: v.InferOutput<S>, before: T["$inferSelect"] | null): Promise<void>;
  list: {
    /** The list's rows (with their game's name, for entries of a game), before filters and paging. */
    rows(db: Database): Q;
    /** The lower-case, accent-free column the search box looks in (normalizeSearch). */
    search: SQLiteColumn;
    /** Its order, read by key (the last key unique): workers/db/keyset.ts. */
    order: SortKey<RowOf<Q>>[];
    /** The list's own filters, read from the address (`?game=12&kind=boosting`)… */
    filters(params: URLSearchParams): F;
    /** …and the conditions they put on the rows. */
    where(filters: F): Array<SQL | undefined>;
  };
}

/** A resource as reading and writing one entry sees it (its list's rows and filters left open). */
export type EntryResource<T extends CatalogueTable, S extends v.GenericSchema> = CatalogueResource<
  T,
  S,
  SQLiteSelect,
  object
>;

/** Checks a resource definition and keeps its exact types for the service and the routes. */
export function catalogueResource<
  T extends CatalogueTable,
  S extends v.GenericSchema,
  Q extends SQLiteSelect,
  F extends object,
>(resource: CatalogueResource<T, S, Q, F>): CatalogueResource<T, S, Q, F> {
  return resource;
}
