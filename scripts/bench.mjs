// `npm run bench`: builds the production bundle, serves it on local workerd in bench mode and
// measures it against a hello-world route of the same Worker, measured in the same run. Prints one
// table, checks the budgets of issue #8 and writes bench/results.json. Not part of `npm test`.
// BENCH_PORT (8843), BENCH_SECONDS (10 per load run), BENCH_CONNECTIONS (10), BENCH_LIGHTHOUSE_RUNS (3).
// BENCH_ONLY=d1 measures only D1's work per request (trips, ms, requests/s one database sustains):
// no load runs, no Lighthouse, no budgets, no results file.
import { mkdirSync, writeFileSync } from "node:fs";
import { budget, formatNumber, formatTable, ratio } from "./bench/bench-math.ts";
import { lighthouseMedian } from "./bench/lighthouse.mjs";
import { d1PerRequest, loadRun, warmUp } from "./bench/load.mjs";
import { startBenchServer, ticksPerSecond } from "./bench/server.mjs";
import { signedInRoutes } from "./bench/signed-in.mjs";
import { firstLoadJs, workerBundleBytes } from "./bench/sizes.mjs";
import { ensureDevVars, run } from "./lib/local-setup.mjs";

const port = Number(process.env.BENCH_PORT ?? 8843);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** First visits come without a language choice, so they get English. */
const language = "en";
const skipCache = { "x-bench-no-cache": "1" };
const d1Only = process.env.BENCH_ONLY === "d1";
/** D1 runs one query at a time per database, so its execution time per request bounds the requests/s one database sustains. */
const perDatabase = (d1Ms) => (d1Ms > 0 ? 1000 / d1Ms : undefined);
const step = (text) => console.log(`\n▶ ${text}`);

step("production build");
ensureDevVars();
run("npx", ["remix", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });

step("sizes: first-load JS per route and the Worker bundle");
const workerBytes = workerBundleBytes();

step(`bench server on port ${port} (fresh state, demo data, BENCH=1)`);
const server = await startBenchServer(port);
const { origin } = server;
const games = await (await fetch(`${origin}/api/games`)).json();
const game = games.find((candidate) => candidate.name === "World of Warcraft") ?? games[0];

/** The routes of the issue; `ssr` marks the server-rendered pages, `budgetJs` the storefront routes. */
const routes = [
  { name: "/", path: "/", ssr: true, lighthouse: true },
  { name: "/games", path: "/games", ssr: true, lighthouse: true },
  { name: "/game/{id}", path: `/game/${game.id}`, ssr: true, lighthouse: true },
  { name: "/game/{id}?type=items&page=2", path: `/game/${game.id}?type=items&page=2`, ssr: true },
  { name: "GET /api/games", path: "/api/games", json: true },
  { name: "GET /api/games/{id}", path: `/api/games/${game.id}`, json: true },
];
const jsOnlyRoutes = ["/cart", "/checkout"];

const hz = ticksPerSecond();
const measure = (path, headers) =>
  loadRun({ url: `${origin}${path}`, headers, connections, seconds, cpuTicks: server.cpuTicks, ticksPerSecond: hz });

const results = {
  date: new Date().toISOString(),
  settings: { seconds, connections, lighthouseRuns, port },
  routes: {},
};
if (d1Only) {
  try {
    step("D1 work per request only (BENCH_ONLY=d1): sequential, bench-mode counters");
    const d1Rows = [];
    const d1Row = (name, work) =>
      d1Rows.push([
        name,
        formatNumber(work.trips, 1),
        formatNumber(work.ms, 2),
        formatNumber(work.wallTrips, 1),
        formatNumber(perDatabase(work.ms)),
      ]);
    for (const route of routes) {
      await warmUp(`${origin}${route.path}`, skipCache);
      d1Row(`${route.name} (uncached)`, await d1PerRequest(origin, route.path, skipCache));
    }
    const signedIn = await signedInRoutes(origin, game);
    for (const route of signedIn.routes) {
      await warmUp(`${origin}${route.path}`, route.headers);
      d1Row(route.name, await d1PerRequest(origin, route.path, route.headers));
    }
    for (const [name, trips] of Object.entries(signedIn.orderFlow)) {
      const ms = signedIn.orderFlowD1Ms[name];
      d1Row(`buying: ${name} (1 sample)`, { trips, ms, wallTrips: Number.NaN });
    }
    const d1Header = ["request", "D1 trips/req", "D1 ms/req", "of which wall-timed trips", "req/s one DB sustains"];
    console.log(`\n${formatTable(d1Header, d1Rows)}\n`);
  } finally {
    server.stop();
  }
  process.exit(0);
}
try {
  step(`baseline, then each route uncached and cached: ${connections} connections, ${seconds} s per run`);
  await warmUp(`${origin}/__bench/hello`);
  const baselineBefore = await measure("/__bench/hello");
  for (const route of routes) {
    await warmUp(`${origin}${route.path}`, skipCache);
    const uncached = await measure(route.path, skipCache);
    await warmUp(`${origin}${route.path}`);
    const cached = await measure(route.path);
    results.routes[route.name] = { ...route, uncached, cached };
    console.log(
      `  ${route.name}: ${uncached.requestsPerSecond.toFixed(0)} · ${cached.requestsPerSecond.toFixed(0)} req/s`,
    );
  }
  // Measured again at the end: the machine is shared, and the drift says how far to trust the ratios.
  const baselineAfter = await measure("/__bench/hello");
  const baselineRps = (baselineBefore.requestsPerSecond + baselineAfter.requestsPerSecond) / 2;
  const baselineCpu = (baselineBefore.cpuMs + baselineAfter.cpuMs) / 2;
  results.baseline = {
    before: baselineBefore,
    after: baselineAfter,
    requestsPerSecond: baselineRps,
    cpuMs: baselineCpu,
  };

  step("D1 round trips per request (sequential, bench-mode counter)");
  for (const route of routes) {
    const entry = results.routes[route.name];
    const uncached = await d1PerRequest(origin, route.path, skipCache);
    entry.d1Uncached = uncached.trips;
    entry.d1MsUncached = uncached.ms;
    entry.d1Cached = (await d1PerRequest(origin, route.path, {})).trips;
  }

  // ---- signed-in pages (issue 20): never cached, every request does its D1 work ----
  step("signed-in pages: the demo shopper's cart and order page, with their cookies");
  results.signedIn = {};
  const signedIn = await signedInRoutes(origin, game);
  results.orderFlowRoundTrips = signedIn.orderFlow;
  results.orderFlowD1Ms = signedIn.orderFlowD1Ms;
  console.log(`  D1 round trips while buying: ${JSON.stringify(signedIn.orderFlow)}`);
  for (const route of signedIn.routes) {
    await warmUp(`${origin}${route.path}`, route.headers);
    // Counted before the load run, whose last requests may still be finishing after it.
    const work = await d1PerRequest(origin, route.path, route.headers);
    const uncached = await measure(route.path, route.headers);
    const entry = { name: route.name, path: route.path, json: route.json, uncached, d1: work.trips, d1Ms: work.ms };
    results.signedIn[route.name] = entry;
    console.log(
      `  ${route.name}: ${uncached.requestsPerSecond.toFixed(0)} req/s, ${work.trips} D1 trips/req, ${work.ms.toFixed(2)} D1 ms/req`,
    );
  }

  step(`Lighthouse, mobile, median of ${lighthouseRuns}`);
  for (const route of routes.filter((candidate) => candidate.lighthouse)) {
    const reportName = route.name === "/" ? "home" : route.name.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "");
    results.routes[route.name].lighthouse = await lighthouseMedian(
      `${origin}${route.path}`,
      lighthouseRuns,
      reportName,
    );
  }
} finally {
  server.stop();
}

for (const route of routes) {
  const entry = results.routes[route.name];
  if (!route.json) entry.firstLoadJs = firstLoadJs(route.path, language);
}
for (const path of jsOnlyRoutes) results.routes[path] = { name: path, firstLoadJs: firstLoadJs(path, language) };
results.workerBundleBytes = workerBytes;

// ---- the table ----
const kB = (bytes) => (bytes === undefined || bytes === null ? "n/a" : (bytes / 1000).toFixed(1));
const pair = (a, b, decimals = 0) => `${formatNumber(a, decimals)} · ${formatNumber(b, decimals)}`;
const header = [
  "route",
  "req/s cached · uncached",
  "× baseline",
  "p50 ms",
  "p99 ms",
  "CPU ms/req over baseline",
  "D1 trips/req",
  "D1 ms/req",
  "req/s one DB sustains",
  "JS kB gzip",
  "LH score",
  "LCP s",
  "TBT ms",
  "CLS",
];
const { baseline } = results;
const rows = [
  [
    "baseline (hello world)",
    `${formatNumber(baseline.requestsPerSecond)} (${formatNumber(baseline.before.requestsPerSecond)} → ${formatNumber(baseline.after.requestsPerSecond)})`,
    "1",
    formatNumber(baseline.before.p50, 1),
    formatNumber(baseline.before.p99, 1),
    `(${formatNumber(baseline.cpuMs, 2)} absolute)`,
    "0",
    "0",
    "—",
    "—",
    "—",
    "—",
    "—",
    "—",
  ],
];
for (const route of routes) {
  const r = results.routes[route.name];
  const lh = r.lighthouse;
  rows.push([
    route.name,
    pair(r.cached.requestsPerSecond, r.uncached.requestsPerSecond),
    pair(
      ratio(r.cached.requestsPerSecond, baseline.requestsPerSecond),
      ratio(r.uncached.requestsPerSecond, baseline.requestsPerSecond),
      2,
    ),
    pair(r.cached.p50, r.uncached.p50, 1),
    pair(r.cached.p99, r.uncached.p99, 1),
    pair(r.cached.cpuMs - baseline.cpuMs, r.uncached.cpuMs - baseline.cpuMs, 2),
    pair(r.d1Cached, r.d1Uncached, 1),
    `— · ${formatNumber(r.d1MsUncached, 2)}`,
    `— · ${formatNumber(perDatabase(r.d1MsUncached))}`,
    route.json ? "—" : kB(r.firstLoadJs?.bytes),
    lh ? formatNumber(lh.score) : "—",
    lh ? formatNumber(lh.lcpMs / 1000, 2) : "—",
    lh ? formatNumber(lh.tbtMs) : "—",
    lh ? formatNumber(lh.cls, 3) : "—",
  ]);
}
for (const r of Object.values(results.signedIn)) {
  rows.push([
    r.name,
    `— · ${formatNumber(r.uncached.requestsPerSecond)}`,
    `— · ${formatNumber(ratio(r.uncached.requestsPerSecond, baseline.requestsPerSecond), 2)}`,
    `— · ${formatNumber(r.uncached.p50, 1)}`,
    `— · ${formatNumber(r.uncached.p99, 1)}`,
    `— · ${formatNumber(r.uncached.cpuMs - baseline.cpuMs, 2)}`,
    `— · ${formatNumber(r.d1, 1)}`,
    `— · ${formatNumber(r.d1Ms, 2)}`,
    `— · ${formatNumber(perDatabase(r.d1Ms))}`,
    "—",
    "—",
    "—",
    "—",
    "—",
  ]);
}
for (const path of jsOnlyRoutes) {
  rows.push([
    path,
    "—",
    "—",
    "—",
    "—",
    "—",
    "—",
    "—",
    "—",
    kB(results.routes[path].firstLoadJs?.bytes),
    "—",
    "—",
    "—",
    "—",
  ]);
}
rows.push(["Worker bundle", "—", "—", "—", "—", "—", "—", "—", "—", kB(workerBytes), "—", "—", "—", "—"]);
const table = formatTable(header, rows);

// ---- the budgets of issue #8 (uncached figures: the cache must not hide the work) ----
// /cart and /checkout join the JS budget as soon as they exist.
const jsBudgetRoutes = [
  "/",
  "/games",
  "/game/{id}",
  ...jsOnlyRoutes.filter((path) => results.routes[path].firstLoadJs),
];
const budgets = [
  ...jsBudgetRoutes.map((name) =>
    budget(`first-load JS ${name}`, results.routes[name].firstLoadJs.bytes / 1000, 100, "max", " kB"),
  ),
  ...routes
    .filter((route) => route.lighthouse)
    .flatMap((route) => [
      budget(`Lighthouse ${route.name}`, results.routes[route.name].lighthouse.score, 95, "min"),
      budget(`CLS ${route.name}`, results.routes[route.name].lighthouse.cls, 0.05, "max"),
    ]),
  ...routes.map((route) => budget(`D1 trips ${route.name}`, results.routes[route.name].d1Uncached, 2, "max")),
  ...routes
    .filter((route) => route.ssr)
    .map((route) =>
      budget(`CPU ms/req ${route.name}`, results.routes[route.name].uncached.cpuMs - baseline.cpuMs, 5, "max", " ms"),
    ),
  ...routes.map((route) =>
    budget(
      `uncached throughput × baseline ${route.name}`,
      ratio(results.routes[route.name].uncached.requestsPerSecond, baseline.requestsPerSecond),
      route.json ? 1 / 3 : 1 / 10,
      "min",
    ),
  ),
  budget("Worker bundle", workerBytes / 1024 / 1024, 1, "max", " MiB"),
];
results.budgets = budgets;
results.table = table;

console.log(`\n${table}\n`);
console.log(
  `cached · uncached: anonymous requests answered from the edge cache · with it skipped (bench-only header). ` +
    `Baseline: mean of the runs before and after (shown in brackets); its CPU is subtracted from the others. ` +
    `Signed-in rows: the demo shopper's cookies (sign-in and D1 bookmark), never cached. ` +
    `D1 ms/req: D1's reported execution time (first/raw report none: their wall time instead); ` +
    `one database runs one query at a time, so it sustains 1000 / (D1 ms/req) such requests/s.`,
);
console.log(`${connections} connections, ${seconds} s per run; Lighthouse mobile, median of ${lighthouseRuns}.`);
console.log(
  `D1 round trips of each step of buying (signed in, with the work after the answer): ${Object.entries(
    results.orderFlowRoundTrips,
  )
    .map(([step, trips]) => `${step} ${trips} (${formatNumber(results.orderFlowD1Ms[step], 2)} ms)`)
    .join(", ")}.\n`,
);
for (const item of budgets) console.log(`${item.ok ? "✓" : "✗"} ${item.name}: ${item.measured}`);
mkdirSync("bench", { recursive: true });
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("\nWrote bench/results.json");
