// `npm run bench:scale` (issue 52): what every route costs at the demo size and at a thousand times
// it. Builds the production bundle, measures each route on the demo store (a fresh bench state),
// fills a large store in a state folder of its own (scripts/bench-scale/fill.mjs, kept for the next
// run) and measures the same routes on it; prints one table, writes bench/scale-results.json and
// exits non-zero when a route is over budget: at the large size a request reads at most the rows
// its page shows plus ROWS_CONSTANT, and takes at most 1.5× its demo time (or MS_SLACK more, since a
// few ms on this shared machine are noise). BENCH_SCALE_FACTOR (1) shrinks the large store for a
// quick run; BENCH_PORT (8845).
import { mkdirSync, writeFileSync } from "node:fs";
import demoAccounts from "../workers/db/seed/demo-accounts.json" with { type: "json" };
import { formatNumber, formatTable } from "./bench/bench-math.ts";
import { startBenchServer } from "./bench/server.mjs";
import { signedInCookie, signedInRoutes } from "./bench/signed-in.mjs";
import { fillLargeStore, SCALE_STATE } from "./bench-scale/fill.mjs";
import { scaleSizes } from "./bench-scale/fill-sql.mjs";
import { measureRoute } from "./bench-scale/measure.mjs";
import { ensureDevVars, run } from "./lib/local-setup.mjs";

const port = Number(process.env.BENCH_PORT ?? 8845);
const factor = Number(process.env.BENCH_SCALE_FACTOR ?? 1);
const ROWS_CONSTANT = 250;
const MS_RATIO = 1.5;
const MS_SLACK = 10;
const skipCache = { "x-bench-no-cache": "1" };
const step = (text) => console.log(`\n▶ ${text}`);

/** Admin lists show 20 rows (shared/admin/listing.ts), the audit trail 50, a game page its offers. */
const LIST = 20;

/** Every route group of issue 52, with the rows its page shows at most (`shows`). */
async function routesOf(origin) {
  const games = await (await fetch(`${origin}/api/games`)).json();
  const game = games.find((candidate) => candidate.name === "World of Warcraft") ?? games[0];
  const shopper = await signedInRoutes(origin, game);
  const shopperHeaders = shopper.routes[0].headers;
  const admin = { cookie: await signedInCookie(origin, demoAccounts.admin) };
  const me = await (await fetch(`${origin}/api/auth/me`, { headers: shopperHeaders })).json();
  const shopperId = me?.user?.id ?? me?.id;
  const anonymous = (name, path, shows = LIST) => ({
    group: "catalogue (uncached)",
    name,
    path,
    headers: skipCache,
    shows,
  });
  const signedIn = (name, path, shows = LIST) => ({ group: "shopper", name, path, headers: shopperHeaders, shows });
  const staff = (name, path, shows = LIST) => ({ group: "admin", name, path, headers: admin, shows });
  return [
    anonymous("/", "/"),
    anonymous("/games", "/games", 200),
    anonymous("/games?search=gold wow", "/games?search=gold%20wow"),
    anonymous("/game/{id}", `/game/${game.id}`, 60),
    anonymous("/game/{id}?type=items&page=2", `/game/${game.id}?type=items&page=2`, 60),
    anonymous("/game/{id}/reviews", `/game/${game.id}/reviews`),
    anonymous("GET /api/games", "/api/games", 200),
    anonymous("GET /api/games?search=warcraft", "/api/games?search=warcraft"),
    anonymous("GET /api/games/{id}", `/api/games/${game.id}`, 60),
    signedIn("/cart", "/cart"),
    signedIn("/checkout", "/checkout"),
    signedIn("/orders", "/orders"),
    signedIn("/orders/{id}", `/orders/${shopper.orderId}`),
    signedIn("/settings", "/settings"),
    signedIn("GET /api/cart", "/api/cart"),
    signedIn("GET /api/orders", "/api/orders"),
    // The data export holds every order of the shopper: 500 at the large size, each with its lines and history.
    { ...signedIn("GET /api/users/{id}/export (500 orders)", `/api/users/${shopperId}/export`, 500 * 6), samples: 5 },
    staff("/admin (dashboard and charts)", "/admin", 200),
    staff("/admin/orders", "/admin/orders"),
    staff("/admin/orders?status=processando", "/admin/orders?status=processando"),
    staff("/admin/orders?customer=scale-shopper-77", "/admin/orders?customer=scale-shopper-77"),
    staff("/admin/orders/{id}", `/admin/orders/${shopper.orderId}`),
    staff("/admin/users", "/admin/users"),
    staff("/admin/users?search=scale-shopper-77", "/admin/users?search=scale-shopper-77"),
    staff("/admin/users/{id}", `/admin/users/${shopperId}`),
    staff("/admin/games", "/admin/games"),
    staff("/admin/items", "/admin/items"),
    staff("/admin/coins", "/admin/coins"),
    staff("/admin/reviews", "/admin/reviews"),
    staff("/admin/audit", "/admin/audit", 50),
    staff("/admin/codes", "/admin/codes"),
    staff("/admin/staff", "/admin/staff"),
    staff("/admin/stock", "/admin/stock"),
    staff("/admin/effects", "/admin/effects"),
    staff("/admin/messages", "/admin/messages"),
    staff("/admin/desk", "/admin/desk"),
    // Last: before the Cron Trigger's first run the trust page computes its figures itself, a year
    // of deliveries (workers/trust/trust-figures.ts), as the housekeeping run does.
    anonymous("/trust", "/trust"),
    anonymous("GET /api/trust", "/api/trust"),
    {
      group: "housekeeping",
      name: "a housekeeping run (Cron Trigger)",
      path: "/__scheduled?cron=*/5+*+*+*+*",
      shows: 0,
      samples: 3,
    },
  ];
}

async function measureAll(label, server) {
  step(`measuring every route on the ${label} store`);
  const measured = {};
  for (const route of await routesOf(server.origin)) {
    const figures = await measureRoute(server.origin, route);
    measured[route.name] = { ...route, ...figures };
    console.log(
      figures.timedOut
        ? `  ${route.name}: timed out`
        : `  ${route.name}: ${formatNumber(figures.ms, 1)} ms, ${formatNumber(figures.rows, 0)} rows`,
    );
  }
  return measured;
}

async function withServer(options, work) {
  const server = await startBenchServer(port, options);
  try {
    return await work(server);
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

step("production build");
ensureDevVars();
run("npx", ["remix", "vite:build"], { stdio: ["ignore", "ignore", "inherit"] });

const demo = await withServer({}, (server) => measureAll("demo", server));

const sizes = scaleSizes(factor);
step(
  `the large store in ${SCALE_STATE}: ${Object.entries(sizes)
    .map(([name, n]) => `${n.toLocaleString("en")} ${name}`)
    .join(", ")}`,
);
const fillSeconds = fillLargeStore(sizes);
const large = await withServer({ persistTo: SCALE_STATE, fresh: false }, (server) => measureAll("large", server));

const results = Object.keys(demo).map((name) => {
  const small = demo[name];
  const big = large[name];
  const rowsOk = !big.timedOut && big.rows <= big.shows + ROWS_CONSTANT;
  const msOk = !big.timedOut && (big.ms <= small.ms * MS_RATIO || big.ms - small.ms <= MS_SLACK);
  return {
    route: name,
    group: small.group,
    demo_ms: Number(small.ms.toFixed(1)),
    large_ms: big.timedOut ? null : Number(big.ms.toFixed(1)),
    demo_rows: Math.round(small.rows),
    large_rows: big.timedOut ? null : Math.round(big.rows),
    timed_out: Boolean(big.timedOut),
    shows: small.shows,
    within_budget: rowsOk && msOk,
  };
});

const header = ["route", "demo ms", "large ms", "demo rows", "large rows", "rows budget", "within budget"];
const rows = results.map((result) => [
  result.route,
  formatNumber(result.demo_ms, 1),
  result.timed_out ? "timed out" : formatNumber(result.large_ms, 1),
  formatNumber(result.demo_rows, 0),
  result.timed_out ? "—" : formatNumber(result.large_rows, 0),
  formatNumber(result.shows + ROWS_CONSTANT, 0),
  result.within_budget ? "✓" : "✗",
]);
console.log(`\n${formatTable(header, rows)}\n`);
console.log(
  fillSeconds > 0 ? `The fill took ${Math.round(fillSeconds)} s.` : "The large store was kept from an earlier fill.",
);

mkdirSync("bench", { recursive: true });
writeFileSync(
  "bench/scale-results.json",
  `${JSON.stringify({ date: new Date().toISOString(), factor, sizes, fill_seconds: Math.round(fillSeconds), budget: { rows_constant: ROWS_CONSTANT, ms_ratio: MS_RATIO, ms_slack: MS_SLACK }, routes: results }, null, 2)}\n`,
);
const over = results.filter((result) => !result.within_budget);
if (over.length > 0) {
  console.error(`✗ over budget at the large size: ${over.map((result) => result.route).join("; ")}`);
  process.exitCode = 1;
}
