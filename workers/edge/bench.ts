// Bench mode: what `npm run bench` (scripts/bench.mjs) needs from the Worker, and nothing that
// exists otherwise. It is on only when wrangler starts the Worker with `--var BENCH:1`; without it
// these paths fall through to the store like any unknown address.
import { Hono } from "hono";
import type { D1Connection } from "../db/client";
import { observeD1 } from "../db/observed-d1";
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
const counters = { roundTrips: 0, d1Ms: 0, wallTimedTrips: 0 };

/** The request's D1 session (or binding): counted and timed in bench mode, untouched otherwise. */
export function requestD1<Connection extends D1Connection>(env: Env, d1: Connection): Connection {
  if (!isBenchMode(env)) return d1;
  return observeD1(
    d1,
    () => {
      counters.roundTrips++;
    },
    ({ durationMs, source }) => {
      counters.d1Ms += durationMs;
      if (source === "wall") counters.wallTimedTrips++;
    },
  );
}

/** Asked by the bench to measure a route with the edge cache skipped (bench mode only). */
export const BENCH_NO_CACHE_HEADER = "x-bench-no-cache";

export function benchSkipsCache(env: object, request: Request): boolean {
  return isBenchMode(env) && request.headers.has(BENCH_NO_CACHE_HEADER);
}

/** GET /__bench/hello, the baseline that does no work, and GET /__bench/d1, the round-trip and D1-time counters. */
export const benchApi = new Hono<ApiEnv>()
  .get("/hello", (c, next) => (isBenchMode(c.env) ? c.text("Hello, world!") : next()))
  .get("/d1", (c, next) => (isBenchMode(c.env) ? c.json(counters) : next()));
