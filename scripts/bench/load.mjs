// Load runs (autocannon) with workerd's CPU time around each, and D1 round trips per request.
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

/**
 * Mean D1 round trips per request over `count` sequential requests, from the bench-mode counter.
 * Reading each body to its end waits for deferred loaders, which run after the headers are sent.
 */
export async function d1RoundTrips(origin, path, headers, count = 20) {
  const counter = async () => (await (await fetch(`${origin}/__bench/d1`)).json()).roundTrips;
  const before = await counter();
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}${path}`, { headers });
    await response.arrayBuffer();
  }
  return ((await counter()) - before) / count;
}

/** A few requests so the measured runs find compiled code and, when cached, a stored copy. */
export async function warmUp(url, headers, count = 20) {
  for (let i = 0; i < count; i++) await (await fetch(url, { headers })).arrayBuffer();
}
