import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * `column` contains `text` as typed: the one substring test every search of the store uses (games,
 * items, the admin lists). It is `instr()`, not LIKE: D1 refuses a LIKE or GLOB pattern over 50
 * bytes ("pattern too complex"), so `'%' || text || '%'` failed at about 48 typed characters, while
 * instr has no length limit, so a search of any length a person can type works, and `%`, `_` and
 * `\` need no escaping. `text` is expected lower-cased (catalogue searches are also normalised, see
 * normalizeSearch); lower() on the column keeps LIKE's ASCII case-insensitivity for columns stored
 * as typed (names, emails). A prepared select passes a placeholder for the text.
 */
export function containsText(column: SQLiteColumn, text: string | Placeholder): SQL {
  return sql`instr(lower(${column}), ${text}) > 0`;
}
