// Bench mode: what `npm run bench` (scripts/bench.mjs) needs from the Worker, and nothing that
// exists otherwise. It is on only when wrangler starts the Worker with `--var BENCH:1`; without it
// these paths fall through to the store like any unknown address.
import { type Context, Hono, type Next } from "hono";
import type { D1Connection } from "../db/client";
import { type ObservedStatement, observeD1 } from "../db/observed-d1";
import type { ApiEnv } from "./types";

export function isBenchMode(env: object): boolean {
  return "BENCH" in env && env.BENCH === "1";
}

/**
 * D1 round trips since the Worker started, across every request, and the ms the database spent on
 * them (`d1Ms`: D1's reported execution time, or the wall time of the `wallTimedTrips` that report
 * none, see observeD1). Deferred loaders finish after the response headers are sent, so the bench
 * reads these counters before and after a sequential run instead of asking each response.
 */
const counters = { roundTrips: 0, d1Ms: 0, wallTimedTrips: 0, rowsRead: 0 };

/**
 * Rows are counted only while `npm run bench:scale` asks (GET /__bench/rows-on): a trip whose answer
 * carries no meta (drizzle reads through `raw`) is read a second time with `all` to learn its
 * rows_read, which would distort the timings, so the bench times its routes with counting off.
 */
let countingRows = false;
const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql) && !/\b(insert|update|delete)\b/i.test(sql);

async function countRows(d1: D1Connection, rowsRead: number | undefined, statements: ObservedStatement[]) {
  if (!countingRows) return;
  if (rowsRead !== undefined) {
    counters.rowsRead += rowsRead;
    return;
  }
  for (const { sql, params } of statements.filter((statement) => isRead(statement.sql))) {
    const answer = await d1
      .prepare(sql)
      .bind(...params)
      .all();
    counters.rowsRead += Number(answer.meta.rows_read ?? 0);
  }
}

/** The request's D1 session (or binding): counted and timed in bench mode, untouched otherwise. */
export function requestD1<Connection extends D1Connection>(env: Env, d1: Connection): Connection {
  if (!isBenchMode(env)) return d1;
  return observeD1(
    d1,
    () => {
      counters.roundTrips++;
    },
    ({ durationMs, source, rowsRead }, statements) => {
      counters.d1Ms += durationMs;
      if (source === "wall") counters.wallTimedTrips++;
      return countRows(d1, rowsRead, statements);
    },
  );
}

/** Asked by the bench to measure a route with the edge cache skipped (bench mode only). */
export const BENCH_NO_CACHE_HEADER = "x-bench-no-cache";

export function benchSkipsCache(env: object, request: Request): boolean {
  return isBenchMode(env) && request.headers.has(BENCH_NO_CACHE_HEADER);
}

/**
 * GET /__bench/hello, the baseline that does no work; GET /__bench/d1, the counters;
 * GET /__bench/rows-on and /rows-off, counting rows read.
 */
export const benchApi = new Hono<ApiEnv>()
  .get("/hello", (c, next) => (isBenchMode(c.env) ? c.text("Hello, world!") : next()))
  .get("/d1", (c, next) => (isBenchMode(c.env) ? c.json(counters) : next()))
  .get("/rows-on", (c, next) => countRowsWhile(c, next, true))
  .get("/rows-off", (c, next) => countRowsWhile(c, next, false));

function countRowsWhile(c: Context<ApiEnv>, next: Next, on: boolean) {
  if (!isBenchMode(c.env)) return next();
  countingRows = on;
  return c.json({ countingRows });
}
