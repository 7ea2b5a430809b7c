import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema>;

/** A drizzle client over one D1 binding; cheap, so it is built per request rather than kept in module state. */
export function createDatabase(d1: D1Database): Database {
  return drizzle(d1, { schema });
}
