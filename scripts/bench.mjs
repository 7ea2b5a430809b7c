// `npm run bench`: builds the production bundle, serves it on local workerd in bench mode and
// measures it against a hello-world route of the same Worker, measured in the same run. Prints one
// table, checks the budgets of issues #8 and #19 and writes bench/results.json. Not part of `npm test`.
// It exits non-zero when a storefront page's first-load JS is over budget (the one figure this
// shared machine measures exactly); the other budgets are reported with ✓/✗.
// BENCH_PORT (8843), BENCH_SECONDS (10 per load run), BENCH_CONNECTIONS (10), BENCH_LIGHTHOUSE_RUNS (3).
// BENCH_ONLY=js measures first-load JS alone (a minute instead of eight); BENCH_ONLY=d1 measures only
// D1's work per request (trips, ms, requests/s one database sustains). Neither runs the load runs or
// Lighthouse, nor writes the results file. BENCH_ONLY=patches measures what each patch to a
// dependency saves (scripts/bench/patch-gains.mjs).
import { mkdirSync, writeFileSync } from "node:fs";
import { budget, formatNumber, formatTable, ratio } from "./bench/bench-math.ts";
import { lighthouseMedian } from "./bench/lighthouse.mjs";
import { d1PerRequest, loadRun, warmUp } from "./bench/load.mjs";
import { patchGains } from "./bench/patch-gains.mjs";
import { startBenchServer, ticksPerSecond } from "./bench/server.mjs";
import { signedInRoutes } from "./bench/signed-in.mjs";
import { firstLoadJs, workerBundleBytes } from "./bench/sizes.mjs";
import { ensureDevVars, run } from "./lib/local-setup.mjs";

const port = Number(process.env.BENCH_PORT ?? 8843);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const jsOnly = process.env.BENCH_ONLY === "js";
/** Issue #19: every storefront page's first-load JS, gzip, 1 kB = 1000 bytes. */
const firstLoadBudgetKb = 95;
const skipCache = { "x-bench-no-cache": "1" };
const d1Only = process.env.BENCH_ONLY === "d1";
if (process.env.BENCH_ONLY === "patches") {
  // What each patch to a dependency saves (scripts/bench/patch-gains.mjs); nothing else.
  ensureDevVars();
  await patchGains({ port, seconds, connections });
  process.exit(0);
}
/** D1 runs one query at a time per database, so its execution time per request bounds the requests/s one database sustains. */
const perDatabase = (d1Ms) => (d1Ms > 0 ? 1000 / d1Ms : undefined);
const step = (text) => console.log(`\n▶ ${text}`);

step("production build");
ensureDevVars();
run("npx", ["remix", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });

step("size of the Worker bundle");
const workerBytes = jsOnly || d1Only ? null : workerBundleBytes();

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

/**
 * Issue #19's storefront pages, first visits (no language chosen, so English): anonymous, or the
 * demo shopper's (signed in, a paid order and a cart line) for the pages only a signed-in shopper sees.
 */
async function measureFirstLoad(signedIn) {
  const { headers } = signedIn.routes[0];
  const pages = [
    ...routes.filter((route) => !route.json),
    { name: "/cart", path: "/cart", headers },
    { name: "/checkout", path: "/checkout", headers },
    { name: "/orders/{id}", path: `/orders/${signedIn.orderId}`, headers },
  ];
  const measured = {};
  for (const page of pages) {
    measured[page.name] = await firstLoadJs(origin, page.path, page.headers);
    console.log(`  ${page.name}: ${(measured[page.name].bytes / 1000).toFixed(1)} kB`);
  }
  return measured;
}
/** The first-load JS row of a signed-in page's name ("/cart (signed in)" → "/cart"). */
const pageOf = (name) => name.replace(/ \(signed in\)$/, "");

const hz = ticksPerSecond();
const measure = (path, headers) =>
  loadRun({ url: `${origin}${path}`, headers, connections, seconds, cpuTicks: server.cpuTicks, ticksPerSecond: hz });

const results = {
  date: new Date().toISOString(),
  settings: { seconds, connections, lighthouseRuns, port },
  routes: {},
};
/** Exits non-zero, loudly, when a page's first-load JS is over budget. */
function checkFirstLoadBudget(items) {
  const over = items.filter((item) => !item.ok);
  if (over.length === 0) return;
  console.error(`\n✖✖✖ FIRST-LOAD JS OVER ${firstLoadBudgetKb} kB: ${over.map((item) => item.name).join("; ")}`);
  process.exitCode = 1;
}
const firstLoadBudgetsOf = (measured) =>
  Object.entries(measured).map(([name, page]) =>
    budget(`first-load JS ${name}`, page.bytes / 1000, firstLoadBudgetKb, "max", " kB"),
  );
if (jsOnly) {
  try {
    step("first-load JS per page only (BENCH_ONLY=js): HTML, module scripts, preloads and inline scripts");
    const firstLoadBudgets = firstLoadBudgetsOf(await measureFirstLoad(await signedInRoutes(origin, game)));
    for (const item of firstLoadBudgets) console.log(`${item.ok ? "✓" : "✗"} ${item.name}: ${item.measured}`);
    checkFirstLoadBudget(firstLoadBudgets);
  } finally {
    server.stop();
  }
  process.exit();
}
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
  // Signed in first: the first-load JS of the shopper's pages needs their order and cart line.
  step("signed-in pages: the demo shopper signs in, buys one line and puts another in the cart");
  const signedIn = await signedInRoutes(origin, game);
  step("first-load JS per page (HTML, module scripts, preloads and inline scripts)");
  results.firstLoadJs = await measureFirstLoad(signedIn);
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
    route.json ? "—" : kB(results.firstLoadJs[route.name]?.bytes),
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
    r.json ? "—" : kB(results.firstLoadJs[pageOf(r.name)]?.bytes),
    "—",
    "—",
    "—",
    "—",
  ]);
}
// The checkout page: first-load JS only.
rows.push([
  "/checkout (signed in)",
  "—",
  "—",
  "—",
  "—",
  "—",
  "—",
  "—",
  "—",
  kB(results.firstLoadJs["/checkout"]?.bytes),
  "—",
  "—",
  "—",
  "—",
]);
rows.push(["Worker bundle", "—", "—", "—", "—", "—", "—", "—", "—", kB(workerBytes), "—", "—", "—", "—"]);
const table = formatTable(header, rows);

// ---- the budgets of issues #8 and #19 (uncached figures: the cache must not hide the work) ----
/** Issue #19: uncached SSR of the game page at least 0.2 of the baseline's throughput; 0.1 for the other pages. */
const uncachedRatioBudget = (route) => (route.json ? 1 / 3 : route.name === "/game/{id}" ? 0.2 : 1 / 10);
const firstLoadBudgets = firstLoadBudgetsOf(results.firstLoadJs);
const budgets = [
  ...firstLoadBudgets,
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
      uncachedRatioBudget(route),
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
checkFirstLoadBudget(firstLoadBudgets);
