// Paging by key (issue 52, decision 068): a page of a list is the rows after (or before) the
// cursor's row in the list's order, read off an index and stopping after one row more than the page,
// so page 1,000 costs what page 1 costs and a row added meanwhile shifts nothing.
import { and, asc, desc, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import {
  ADMIN_PAGE_SIZE,
  type CursorValues,
  cursorText,
  type Page,
  type PageRequest,
} from "../../shared/admin/listing";

/** One column (or expression) of a list's order. Never null: NULL compares as unknown. The last key must be unique (the id). */
export interface SortKey<Row> {
  by: SQLiteColumn | SQL;
  direction: "asc" | "desc";
  /** The key's value in a fetched row, as the cursor keeps it (a method: a list of any rows takes it). */
  of(row: Row): string | number;
}

/** The rows strictly beyond `values` in the order of `keys` (each key's direction as given). */
function beyond<Row>(keys: SortKey<Row>[], values: CursorValues, reversed: boolean): SQL | undefined {
  const later = (key: SortKey<Row>, value: string | number) =>
    (key.direction === "asc") !== reversed ? sql`${key.by} > ${value}` : sql`${key.by} < ${value}`;
  const direction = keys[0]?.direction;
  if (keys.every((key) => key.direction === direction)) {
    // One direction: a row value, which SQLite reads as one range of a composite index.
    const operator = (direction === "asc") !== reversed ? sql.raw(">") : sql.raw("<");
    return sql`(${sql.join(
      keys.map((key) => key.by),
      sql`, `,
    )}) ${operator} (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  }
  return or(
    ...keys.map((key, index) =>
      and(
        ...keys.slice(0, index).map((earlier, at) => sql`${earlier.by} = ${values[at]}`),
        later(key, values[index] as string | number),
      ),
    ),
  );
}

/**
 * What a list's query needs for the page `request` asks for: the cursor's condition (`where`, to
 * and with the filters), the order to read in (reversed for a previous page) and the limit (one
 * more row than the page, to know whether there is a next). `page` turns the rows read into the page.
 */
export function keyset<Row>(keys: SortKey<Row>[], request: PageRequest, pageSize = ADMIN_PAGE_SIZE) {
  const backwards = request.before !== null;
  const cursor = request.before ?? request.after;
  const usable = cursor !== null && cursor.length === keys.length;
  return {
    where: usable ? beyond(keys, cursor, backwards) : undefined,
    orderBy: keys.map((key) => ((key.direction === "asc") !== backwards ? asc(key.by) : desc(key.by))),
    limit: pageSize + 1,
    page<Shown extends Row>(read: Shown[]): Page<Shown> {
      const more = read.length > pageSize;
      const kept = read.slice(0, pageSize);
      const rows = backwards ? kept.reverse() : kept;
      const cursorOf = (row: Row | undefined) => (row ? cursorText(keys.map((key) => key.of(row))) : null);
      const first = rows[0];
      const last = rows[rows.length - 1];
      if (!usable) return { rows, previous: null, next: more ? cursorOf(last) : null };
      // Coming back (before): the cursor's row is after this page. Going on (after): it is before.
      return backwards
        ? { rows, previous: more ? cursorOf(first) : null, next: cursorOf(last) ?? cursorText(cursor) }
        : { rows, previous: cursorOf(first) ?? cursorText(cursor), next: more ? cursorOf(last) : null };
    },
  };
}
