// One reading of a record id (issue 14): every route and endpoint reads the ids in its address with
// parseId (shared/ids.ts). Walked from the app's own route table, so a route added later
// is checked without a test edit: each page or endpoint that answers a record refuses every other
// spelling of that record's number, where `Number()` would have read the same id.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { parseId } from "../../../shared/ids";
import {
  addLine,
  adminCookie,
  buyableItem,
  paidOrder,
  seedOnce,
  shopperSession,
} from "../../../tests/workers/support/admin";
import { fillPattern, patternParams, routeTable } from "../../../tests/workers/support/route-table";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";

/** Path parameters that name something other than a record id (a policy's slug is a word). */
const NOT_IDS = new Set(["lineId", "sessionId", "slug", "*"]);
/** Routes whose `:id` is not a record id: a stored image's key. */
const NOT_ID_ROUTES = new Set(["/media/:id"]);

/** The same number as `id` written another way, and numbers no record id can be. */
function otherSpellings(id: number): string[] {
  return [
    `0${id}`,
    `00${id}`,
    `%2B${id}`,
    `-${id}`,
    `${id}.0`,
    `${id}e0`,
    "1e2",
    `0x${id.toString(16)}`,
    `%20${id}`,
    `${id}%20`,
    "0",
    "9007199254740993",
    "9".repeat(30),
  ];
}

const idRoutes = routeTable().filter(
  (route) =>
    route.method === "GET" &&
    !NOT_ID_ROUTES.has(route.pattern) &&
    patternParams(route.pattern).some((name) => !NOT_IDS.has(name)) &&
    patternParams(route.pattern).every((name) => !NOT_IDS.has(name)),
);

const cookies = { shopper: "", admin: "" };
/** Ids of records the shopper or the admin may see, one of which each route answers. */
let knownIds: number[] = [];

beforeAll(async () => {
  await seedOnce();
  cookies.admin = await adminCookie();
  const session = await shopperSession("ids");
  cookies.shopper = session.cookie;
  const { item, choice } = await buyableItem();
  const orderId = await paidOrder(cookies.shopper, item, choice);
  await addLine(cookies.shopper, item, choice);
  const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie: cookies.shopper })).json<{
    user: { id: number };
  }>();
  const chat = await (await callApi("POST", "/api/chat/conversations", undefined, { cookie: cookies.shopper })).json<{
    id: number;
  }>();
  const coin = await env.DB.prepare("select id from coin_offers where archived_at is null limit 1").first<{
    id: number;
  }>();
  knownIds = [...new Set([item.gameId, item.id, orderId, me.user.id, chat.id, coin?.id ?? 1, 1])];
}, 60_000);

const get = (pattern: string, segment: string) => {
  const path = fillPattern(
    pattern,
    patternParams(pattern).map(() => segment),
  );
  return fetchWorker(path, {}, { cookie: /^(\/api)?\/admin/.test(pattern) ? cookies.admin : cookies.shopper });
};

describe("parseId", () => {
  it("reads a positive whole number written plainly, and nothing else", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("9007199254740991")).toBe(9007199254740991);
    for (const text of [
      "1e2",
      "01",
      "-1",
      "+1",
      "1.0",
      " 1",
      "1 ",
      "0x1",
      "0",
      "",
      "9007199254740993",
      "9".repeat(20),
    ]) {
      expect(parseId(text), text).toBeNull();
    }
    expect(parseId(null)).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe("ids in addresses", () => {
  it("finds the routes that take a record id in their path", () => {
    const patterns = idRoutes.map((route) => route.pattern);
    for (const expected of ["/game/:id", "/orders/:id", "/admin/items/:id", "/api/users/:id", "/api/orders/:id"]) {
      expect(patterns).toContain(expected);
    }
  });

  for (const route of idRoutes) {
    it(`GET ${route.pattern} answers a record's id and refuses every other spelling of it`, async () => {
      let answered: number | null = null;
      for (const id of knownIds) {
        if ((await get(route.pattern, String(id))).status < 400) {
          answered = id;
          break;
        }
      }
      // A socket endpoint answers only an upgrade; every other route shows one of the known records.
      if (!route.pattern.endsWith("/ws")) expect(answered, "an id this route answers").not.toBeNull();
      for (const spelling of otherSpellings(answered ?? knownIds[0] ?? 1)) {
        const response = await get(route.pattern, spelling);
        expect(response.status, `${route.pattern} with ${spelling}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${route.pattern} with ${spelling}`).toBeLessThan(500);
      }
    }, 60_000);
  }

  it("refuses another spelling of the game or the entry when the game page adds to the cart", async () => {
    const { item, choice } = await buyableItem();
    const fields = {
      item_id: String(item.id),
      tag: "Spelled",
      quantidade: "1",
      server: choice.server ?? "",
      plataforma_selecionada: choice.platform ?? "",
    };
    const add = (game: string, entry: string) =>
      postForm(`/game/${game}`, { ...fields, item_id: entry }, { cookie: cookies.shopper });
    expect((await add(`0${item.gameId}`, String(item.id))).status).toBe(400);
    expect((await add(String(item.gameId), `0${item.id}`)).status).toBe(400);
    expect((await add(String(item.gameId), `${item.id}e0`)).status).toBe(400);
    expect((await add(String(item.gameId), String(item.id))).status).toBe(200);
  });
});
