// Issue 52: every statement the store's requests prepare reads the tables that grow through an index.
// The test walks the app's own route table (every page loader and every GET endpoint, as a visitor, a
// shopper and the owner), the admin lists with their filters and searches, a checkout paid through the
// sandbox's webhook and the Cron Trigger's housekeeping, records each SQL text the Worker sends to D1,
// and asks SQLite for its plan (EXPLAIN QUERY PLAN, with the values the request bound).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addLine, adminCookie, buyableItem, paidOrder, shopperSession } from "../../../tests/workers/support/admin";
import { coinOf, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { fillPattern, patternParams, routeTable } from "../../../tests/workers/support/route-table";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";
import worker from "../../index";
import { type ObservedStatement, observeD1 } from "../observed-d1";

/** The tables that grow with the store's use: a full read of one gets slower every day. */
const GROWING = new Set([
  "orders",
  "order_lines",
  "order_status_history",
  "users",
  "reviews",
  "order_reviews",
  "chat_conversations",
  "effects",
  "audit_log",
  "stock_history",
  "payments",
  "payment_events",
]);

/**
 * Statements that walk a growing table whole yet stay bounded by other means, each with why.
 * Keep it short: a new entry needs a reason a reviewer accepts.
 */
const bounded: { sql: RegExp; why: string }[] = [];

const real = env.DB;
const recorded = new Map<string, { statement: ObservedStatement; where: string }>();
let where = "setup";

/** Every request of this file reaches D1 through the observer (the Worker reads env per call). */
function observeRequests() {
  const observed = observeD1(real, (trip) => {
    for (const statement of trip) {
      if (!statement.sql || recorded.has(statement.sql)) continue;
      recorded.set(statement.sql, { statement, where });
    }
  });
  Object.defineProperty(env, "DB", { value: observed, configurable: true, writable: true });
}

/** What each address answered the signed-in caller, so the walk is known to have reached the pages. */
const answered = new Map<string, number>();

async function visit(path: string, cookie?: string) {
  where = path;
  const response = await fetchWorker(path, {}, { cookie });
  await response.arrayBuffer();
  if (cookie) answered.set(path, response.status);
}

interface Ids {
  order: number;
  game: number;
  item: number;
  coin: number;
  user: number;
}

/** A real id for each `:param` of a pattern, chosen by what the address is about. */
function segmentsFor(pattern: string, ids: Ids): string[] {
  return patternParams(pattern).map((name) => {
    const before = pattern.split(`:${name}`)[0] ?? "";
    if (name === "*") return "x";
    if (/order/i.test(name) || /\/orders?\/$/.test(before)) return String(ids.order);
    if (/user/i.test(name) || /\/users\/$/.test(before)) return String(ids.user);
    if (/coin/i.test(name) || /coins?(\/game)?\/$/.test(before))
      return String(/game\/$/.test(before) ? ids.game : ids.coin);
    if (/item/i.test(name) || /items?\/$/.test(before)) return String(ids.item);
    if (/game/i.test(name) || /games?\/$/.test(before)) return String(ids.game);
    return "1";
  });
}

async function planOf({ sql, params }: ObservedStatement): Promise<string[]> {
  const { results } = await real
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** What is wrong with a statement's plan, if anything: the steps that read a growing table whole. */
function fullReads(sql: string, plan: string[]): string[] {
  const limited = /\blimit\s+(\?|\d+)/i.test(sql);
  const sorted = plan.some((step) => step.includes("TEMP B-TREE FOR ORDER BY"));
  return plan.filter((step) => {
    const match = step.match(/^SCAN (\w+)(?: AS \w+)?(.*)$/);
    if (!match?.[1] || !GROWING.has(match[1])) return false;
    // Walking an index in its order and stopping after a LIMIT reads a page, not the table.
    if (/USING (COVERING )?INDEX/.test(match[2] ?? "") && limited && !sorted) return false;
    return true;
  });
}

let ids: Ids;
const cookies = { shopper: "", admin: "" };

beforeAll(async () => {
  cookies.admin = await adminCookie();
  observeRequests();
  where = "shopper's checkout";
  const shopper = await shopperSession("plans");
  cookies.shopper = shopper.cookie;
  const { item, choice } = await buyableItem();
  const order = await paidOrder(shopper.cookie, item, choice);
  await addLine(shopper.cookie, item, choice);
  const wow = await gameNamed("World of Warcraft");
  const me = await (await fetchWorker("/api/auth/me", {}, { cookie: shopper.cookie })).json<{ user: { id: number } }>();
  ids = {
    order,
    game: wow.id,
    item: (await itemOf(wow.id)).id,
    coin: (await coinOf(wow.id)).id,
    user: me.user.id,
  };
}, 120_000);

// Test files share one workerd (vitest.config.ts): the next file gets the plain binding back.
afterAll(() => {
  Object.defineProperty(env, "DB", { value: real, configurable: true, writable: true });
});

describe("the query plans of every request", () => {
  it("walks every page and GET endpoint as a visitor, a shopper and the owner", async () => {
    for (const route of routeTable()) {
      if (route.method !== "GET") continue;
      const path = fillPattern(route.pattern, segmentsFor(route.pattern, ids));
      const admin = route.pattern.startsWith("/admin") || route.pattern.startsWith("/api/admin");
      await visit(path);
      await visit(path, admin ? cookies.admin : cookies.shopper);
    }
    for (const path of [
      "/games",
      "/cart",
      "/orders",
      `/orders/${ids.order}`,
      "/settings",
      "/admin/orders",
      "/admin/users",
    ])
      expect(answered.get(path), path).toBe(200);
    expect(answered.get(`/admin/orders/${ids.order}`)).toBe(200);
  }, 300_000);

  it("walks the admin lists with their filters, searches and later pages", async () => {
    const paths = [
      "/admin/orders?status=processando",
      "/admin/orders?customer=plans",
      `/admin/orders?customer=${ids.order}`,
      "/admin/orders?from=2020-01-01&to=2030-01-01",
      `/admin/orders?game=${ids.game}`,
      "/admin/orders?withdrawn=1",
      "/admin/orders?page=2",
      "/admin/users?search=plans",
      "/admin/users?search=Test%20Shopper",
      "/admin/users?page=2",
      "/admin/games?search=war",
      "/admin/games?archive=all&page=2",
      "/admin/items?search=gold",
      "/admin/coins?search=gold",
      "/admin/reviews?rating=5",
      "/admin/reviews?page=2",
      "/admin/staff?page=2",
      "/admin/codes?search=OFF",
      "/admin/codes?page=2",
      "/admin/audit?entity=order",
      "/api/admin/orders?status=processando&customer=plans",
      "/api/admin/users?search=plans",
      "/api/admin/audit",
      "/",
      "/games?search=gold",
      `/game/${ids.game}?type=items&page=2`,
      "/api/games?name=ti",
    ];
    for (const path of paths) await visit(path, cookies.admin);
    where = "cart and checkout";
    const cart = await callApi("GET", "/api/cart", undefined, { cookie: cookies.shopper });
    expect(cart.status).toBe(200);
  }, 120_000);

  it("runs the housekeeping job", async () => {
    where = "housekeeping";
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
  }, 60_000);

  it("reads no growing table whole in any of those statements", async () => {
    const problems: string[] = [];
    let explained = 0;
    for (const { statement, where: path } of recorded.values()) {
      if (!/^\s*(select|with|update|delete|insert)/i.test(statement.sql)) continue;
      const plan = await planOf(statement);
      explained++;
      const wrong = fullReads(statement.sql, plan);
      if (wrong.length === 0 || bounded.some((entry) => entry.sql.test(statement.sql))) continue;
      problems.push(`${path}\n  ${statement.sql}\n  plan: ${plan.join(" | ")}`);
    }
    expect(explained).toBeGreaterThan(150);
    expect(problems, `${problems.length} statements read a growing table whole:\n${problems.join("\n\n")}`).toEqual([]);
  }, 120_000);
});
