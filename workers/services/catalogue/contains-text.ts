import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in it taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `column` contains `text` as typed; both sides are expected already normalised (see normalizeSearch). */
export function containsText(column: SQLiteColumn, text: string): SQL {
  return sql`${column} like ${containsPattern(text)} escape '\\'`;
}
