// Reading joined rows without mixing them up.
//
// D1's `batch()` returns every row as an object keyed by column name. When a select names two
// columns alike (`orders.id` and `users.id`, `items.name` and `games.name`), the object keeps one
// key with the last value, and drizzle, which reads the row back by position, shifts every column
// after it: the admin's order page showed the customer's id as the order number and linked the
// customer by name. So a select that joins tables gives the joined table's columns names of their
// own (`columnsAs`), and every batched select is checked for a repeated name before it is sent
// (`assertOneNamePerColumn`, called by the database client for every batch).
import { Column, getTableColumns, is, SQL, sql, Table } from "drizzle-orm";
import { type AnySQLiteColumn, SQLiteSelectQueryBuilderBase } from "drizzle-orm/sqlite-core";

type ColumnValue<C extends AnySQLiteColumn> = C["_"]["notNull"] extends true ? C["_"]["data"] : C["_"]["data"] | null;

/** One column under another name in the SQL, decoded as the column is (booleans, JSON). */
export function columnAs<C extends AnySQLiteColumn>(column: C, name: string): SQL.Aliased<ColumnValue<C>> {
  return sql<ColumnValue<C>>`${column}`.mapWith(column).as(name);
}

/**
 * The given columns, each renamed `<prefix>_<its name>`: `columnsAs("customer", { id: users.id })`
 * reads `users.id as customer_id`. The result keeps the keys given (`row.customer.id`).
 */
export function columnsAs<T extends Record<string, AnySQLiteColumn>>(
  prefix: string,
  columns: T,
): { [K in keyof T]: SQL.Aliased<ColumnValue<T[K]>> } {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, columnAs(column, `${prefix}_${column.name}`)]),
  ) as { [K in keyof T]: SQL.Aliased<ColumnValue<T[K]>> };
}

/** The names D1 gives the selected columns, in order (an unnamed expression has no fixed name: left out). */
function columnNames(fields: Record<string, unknown>): string[] {
  return Object.values(fields).flatMap((field): string[] => {
    if (is(field, Column)) return [field.name];
    if (is(field, SQL.Aliased)) return [field.fieldAlias];
    if (is(field, SQL)) return [];
    if (is(field, Table)) return Object.values(getTableColumns(field)).map((column) => column.name);
    if (field && typeof field === "object") return columnNames(field as Record<string, unknown>);
    return [];
  });
}

// The verdict per set of selected columns: a select written once (../db/prepared.ts) is checked once.
const verdicts = new WeakMap<object, string[]>();

/** The column names a query repeats; empty for anything but a select. */
export function repeatedColumnNames(query: unknown): string[] {
  if (!is(query, SQLiteSelectQueryBuilderBase)) return [];
  const fields = query._.config.fields;
  let repeated = verdicts.get(fields);
  if (!repeated) {
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const name of columnNames(fields)) (seen.has(name) ? twice : seen).add(name);
    repeated = [...twice];
    verdicts.set(fields, repeated);
  }
  return repeated;
}

/** Refuses, before anything is sent, a batched select whose rows D1 would scramble. */
export function assertOneNamePerColumn(queries: readonly unknown[]): void {
  for (const query of queries) {
    const repeated = repeatedColumnNames(query);
    if (repeated.length > 0) {
      throw new Error(
        `A batched select names a column twice (${repeated.join(", ")}): give the joined table's columns their own names with columnsAs`,
      );
    }
  }
}
