// What bench:scale measures of one route on a running bench server: the median time of sequential
// requests net of the same run's baseline (GET /__bench/hello, measured between the route's
// requests), and the D1 rows read per request, counted in a pass of their own (bench.ts).
import { settledD1Counters } from "../bench/load.mjs";

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 15);
/** A request that takes longer is reported as timed out, not waited for. */
const TIMEOUT_MS = 120_000;

async function timedFetch(url, init) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}`);
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `{ ms, rows }` of `route` (`{ path, headers, method, samples }`) on `origin`; `{ timedOut }` past TIMEOUT_MS. */
export async function measureRoute(origin, route) {
  try {
    return await measured(origin, route);
  } catch (error) {
    if (error?.name !== "TimeoutError") throw error;
    await fetch(`${origin}/__bench/rows-off`);
    return { ms: Number.POSITIVE_INFINITY, rows: Number.NaN, timedOut: true };
  }
}

async function measured(origin, route) {
  const url = `${origin}${route.path}`;
  const init = { method: route.method ?? "GET", headers: route.headers };
  for (let i = 0; i < 3; i++) await timedFetch(url, init);
  const samples = Math.min(SAMPLES, route.samples ?? SAMPLES);
  const net = [];
  for (let i = 0; i < samples; i++) {
    const baseline = await timedFetch(`${origin}/__bench/hello`);
    net.push((await timedFetch(url, init)) - baseline);
  }
  await fetch(`${origin}/__bench/rows-on`);
  const before = await settledD1Counters(origin);
  const counted = 3;
  for (let i = 0; i < counted; i++) await timedFetch(url, init);
  const after = await settledD1Counters(origin);
  await fetch(`${origin}/__bench/rows-off`);
  return { ms: Math.max(0, median(net)), rows: (after.rowsRead - before.rowsRead) / counted };
}
