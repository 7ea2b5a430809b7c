// Load runs (autocannon) with workerd's CPU time around each, and D1 round trips and time per request.
import autocannon from "autocannon";
import { cpuMsPerRequest } from "./bench-math.ts";

/** Requests/s, latency percentiles and CPU per request of one fixed-concurrency run. */
export async function loadRun({ url, headers, connections, seconds, cpuTicks, ticksPerSecond }) {
  const before = cpuTicks();
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const ticks = cpuTicks() - before;
  const requests = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return {
    requestsPerSecond: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    cpuMs: cpuMsPerRequest(ticks, ticksPerSecond, requests),
  };
}

/** The bench-mode D1 counters (all requests since the Worker started): `{ roundTrips, d1Ms, wallTimedTrips }`. */
export const d1Counters = async (origin) => (await fetch(`${origin}/__bench/d1`)).json();

/** The counters once none of them has moved for 200 ms: work after the answer (emails, waitUntil) is counted too. */
export async function settledD1Counters(origin) {
  let after = await d1Counters(origin);
  let previous;
  do {
    previous = after;
    await new Promise((resolve) => setTimeout(resolve, 200));
    after = await d1Counters(origin);
  } while (JSON.stringify(after) !== JSON.stringify(previous));
  return after;
}

/**
 * Mean D1 work per request over `count` sequential requests, from the bench-mode counters: round
 * trips, ms the database spent executing them (`ms`) and how many of those trips were timed by the
 * wall clock because D1 reports no duration for them (`wallTrips`). Reading each body to its end
 * waits for deferred loaders, which run after the headers are sent.
 */
export async function d1PerRequest(origin, path, headers, count = 20) {
  const before = await d1Counters(origin);
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}${path}`, { headers });
    await response.arrayBuffer();
  }
  const after = await d1Counters(origin);
  return {
    trips: (after.roundTrips - before.roundTrips) / count,
    ms: (after.d1Ms - before.d1Ms) / count,
    wallTrips: (after.wallTimedTrips - before.wallTimedTrips) / count,
  };
}

/** A few requests so the measured runs find compiled code and, when cached, a stored copy. */
export async function warmUp(url, headers, count = 20) {
  for (let i = 0; i < count; i++) await (await fetch(url, { headers })).arrayBuffer();
}
