import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { assertOneNamePerColumn } from "./joined-columns";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema>;

// One client per binding for the isolate's life: building one reads the whole schema into drizzle's
// relational config, which took a fifth of an uncached page's CPU when done for every request.
// The client holds no state of a request.
const databases = new WeakMap<D1Database, Database>();

/**
 * The drizzle client over one D1 binding, made once per binding.
 * Its batches refuse a select that names a column twice: D1 would hand its rows back scrambled (see joined-columns.ts).
 */
export function createDatabase(d1: D1Database): Database {
  let db = databases.get(d1);
  if (!db) {
    db = newDatabase(d1);
    databases.set(d1, db);
  }
  return db;
}

function newDatabase(d1: D1Database): Database {
  const db = drizzle(d1, { schema });
  const batch = db.batch.bind(db);
  db.batch = async <U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(queries: T) => {
    assertOneNamePerColumn(queries);
    return await batch(queries);
  };
  return db;
}
