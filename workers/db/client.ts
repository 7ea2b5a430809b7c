import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import { assertOneNamePerColumn } from "./joined-columns";
import * as schema from "./schema";

/** A drizzle client and, as drizzle() gives it, the D1 connection it runs on (`$client`). */
export type Database = DrizzleD1Database<typeof schema> & { $client: D1Database };

/** Statements to run together in one batch (one round trip, all or nothing). */
export type Statements = BatchItem<"sqlite">[];

/**
 * What a Database runs on: one D1 session (every request, Durable Object event and cron run opens
 * one: docs/decisions/020-read-replicas.md) or the bare binding (the seed script and the tests'
 * own setup, which read their own writes on a local D1 without replicas).
 */
export type D1Connection = D1Database | D1DatabaseSession;

// What drizzle() would derive from the schema on every call, derived once for the isolate's life:
// reading the whole schema into drizzle's relational config took a fifth of an uncached page's CPU
// when done per request. Neither holds state of a request.
const tablesConfig = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
const relationalSchema: RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>> = {
  fullSchema: schema,
  // What drizzle() assumes too: the config read from this schema is this schema's.
  schema: tablesConfig.tables as ExtractTablesWithRelations<typeof schema>,
  tableNamesMap: tablesConfig.tableNamesMap,
};
const dialect = new SQLiteAsyncDialect();

/**
 * A drizzle client over one D1 session or binding, built per request (as drizzle() builds one, from
 * the schema config above). Its batches refuse a select that names a column twice: D1 would hand
 * its rows back scrambled (see joined-columns.ts).
 */
export function createDatabase(d1: D1Connection): Database {
  const client = drizzleClient(d1);
  const session = new SQLiteD1Session<typeof schema, ExtractTablesWithRelations<typeof schema>>(
    client,
    dialect,
    relationalSchema,
  );
  // Made without the schema: drizzle's constructor would build a relational query builder for each
  // of the schema's tables, on every request, while most requests use none. `db.query` builds them
  // on first use, on the same session, as drizzle() would have.
  const db = Object.assign(new DrizzleD1Database<typeof schema>("async", dialect, session, undefined), {
    $client: client,
    _: relationalSchema,
  }) as unknown as Database;
  let query: Database["query"] | undefined;
  Object.defineProperty(db, "query", {
    get: () => {
      query ??= new DrizzleD1Database<typeof schema>("async", dialect, session, relationalSchema).query;
      return query;
    },
  });
  const batch = db.batch.bind(db);
  db.batch = async <U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(queries: T) => {
    assertOneNamePerColumn(queries);
    return await batch(queries);
  };
  return db;
}

/**
 * drizzle's D1 driver is typed for the binding but only ever calls prepare() and batch(), which a
 * session has too; the binding's other methods have no meaning inside a session.
 */
function drizzleClient(d1: D1Connection): D1Database {
  if (!("getBookmark" in d1)) return d1;
  const outsideSession = (method: string) => Promise.reject(new Error(`D1 ${method}() does not run inside a session`));
  return {
    prepare: (query) => d1.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => d1.batch<T>(statements),
    exec: () => outsideSession("exec"),
    dump: () => outsideSession("dump"),
    // Already in a session: whoever asks for one continues this one.
    withSession: () => d1,
  };
}
