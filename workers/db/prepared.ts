import { fillPlaceholders, type Placeholder, sql } from "drizzle-orm";
import { createDatabase, type Database } from "./client";

// drizzle writes a select's SQL anew each time it runs: walking its columns and conditions took a
// tenth of an uncached game page's CPU (issue #19). A select made with `preparedSelect` is written
// once per isolate, with placeholders, and each use binds its own values to a statement of the
// caller's database (its D1 session), in a batch or awaited on its own.

/** Stands in for a D1 connection while a select is written: it runs nothing. */
const neverRun = () => {
  throw new Error("a prepared select runs on the database it is used with");
};
const writeOnly = {
  prepare: () => ({ bind: neverRun, all: neverRun, first: neverRun, raw: neverRun, run: neverRun }),
  batch: neverRun,
} as unknown as D1Database;

/** What a drizzle select gives when prepared: its SQL with placeholders, and how to read its rows. */
interface WrittenSelect {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}

export type Placeholders<Values> = { [Name in keyof Values]: Placeholder<Name & string, Values[Name]> };

/**
 * `build` receives a placeholder for each value (`p.gameId`) and returns the select; the result
 * takes the database and the values, and is used as the select itself: in `db.batch([...])` or
 * awaited. Only the select's rows (`all`, what awaiting it gives) are supported.
 */
export function preparedSelect<Values extends Record<string, unknown>, Query extends { prepare(): WrittenSelect }>(
  build: (db: Database, placeholders: Placeholders<Values>) => Query,
): (db: Database, values: Values) => Query {
  let written: { select: Query; prepared: WrittenSelect } | undefined;
  return (db, values) => {
    if (!written) {
      const placeholders = new Proxy({} as Placeholders<Values>, { get: (_, name) => sql.placeholder(String(name)) });
      const select = build(createDatabase(writeOnly), placeholders);
      written = { select, prepared: select.prepare() };
    }
    const { prepared } = written;
    const query = prepared.getQuery();
    const params = fillPlaceholders(query.params, values);
    const mapRows = (result: unknown) => prepared.mapResult(result, true);
    const bound = () => db.$client.prepare(query.sql).bind(...params);
    // What drizzle's batch asks of a select (its SQL, values, a statement and how to read the rows),
    // and what awaiting it runs; the written select lends everything else (its columns, for the checks in client.ts).
    const use = Object.create(written.select);
    use._prepare = () => ({ getQuery: () => ({ sql: query.sql, params }), stmt: bound(), mapResult: mapRows });
    use.all = async () => mapRows(await bound().all());
    // Awaiting a select calls its execute(), which reads all its rows.
    use.execute = use.all;
    return use as Query;
  };
}
