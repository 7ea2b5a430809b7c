import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { assertOneNamePerColumn } from "./joined-columns";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema>;

/** Statements to run together in one batch (one round trip, all or nothing). */
export type Statements = BatchItem<"sqlite">[];

/**
 * A drizzle client over one D1 binding; cheap, so it is built per request rather than kept in module state.
 * Its batches refuse a select that names a column twice: D1 would hand its rows back scrambled (see joined-columns.ts).
 */
export function createDatabase(d1: D1Database): Database {
  const db = drizzle(d1, { schema });
  const batch = db.batch.bind(db);
  db.batch = async <U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(queries: T) => {
    assertOneNamePerColumn(queries);
    return await batch(queries);
  };
  return db;
}
