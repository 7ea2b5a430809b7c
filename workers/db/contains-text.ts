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

/** Past every text that starts with a prefix, in SQLite's binary order of UTF-8 (the last code point). */
const PAST_PREFIX = "\u{10ffff}";

/**
 * `lower(column)` starts with `prefix` (expected lower-cased), as a range: an index on
 * `lower(column)` answers it by seeking (issue 52), where instr() or `LIKE '%x%'` read every row.
 * No LIKE either, so no pattern limit and no escaping.
 */
export function startsWithText(column: SQLiteColumn, prefix: string): SQL {
  return sql`(lower(${column}) >= ${prefix} and lower(${column}) < ${prefix + PAST_PREFIX})`;
}
