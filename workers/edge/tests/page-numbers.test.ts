// Issue 29: one reading of a page number (parsePage, shared/ids.ts) for every list of the
// shop and the admin area. Generated from the app's own route table: every page and endpoint that
// answers GET is asked for pages no list has (`1e20`, twenty nines, a sign, a fraction), and none
// may fail (a 5xx); each answers a refusal or a page.
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE, parsePage } from "../../../shared/ids";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { fillPattern, patternParams, routeTable } from "../../../tests/workers/support/route-table";
import { fetchWorker } from "../../../tests/workers/support/store";

const HOSTILE_PAGES = ["1e20", "99999999999999999999", "9007199254740993", "-1", "0", "1.5", "0x10", "%20", "abc"];

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
}, 60_000);

describe("parsePage", () => {
  it("reads a page written plainly; anything else is the first page, and a huge one the last readable", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    for (const text of ["1e20", "-1", "0", "1.5", "0x10", " 2", "01", "abc", ""]) expect(parsePage(text), text).toBe(1);
    expect(parsePage("99999999999999999999")).toBe(MAX_PAGE);
    expect(parsePage(String(MAX_PAGE + 1))).toBe(MAX_PAGE);
  });
});

const getRoutes = routeTable().filter(
  (route) => route.method === "GET" && patternParams(route.pattern).every((name) => name !== "*"),
);

describe("every route asked for a page no list has", () => {
  it("includes the admin lists and the game page", () => {
    const patterns = getRoutes.map((route) => route.pattern);
    for (const expected of [
      "/admin/users",
      "/admin/orders",
      "/admin/items",
      "/admin/games",
      "/admin/coins",
      "/game/:id",
    ]) {
      expect(patterns).toContain(expected);
    }
  });

  for (const route of getRoutes) {
    it(`GET ${route.pattern}?page=… answers without failing`, async () => {
      const path = fillPattern(route.pattern, []);
      for (const page of HOSTILE_PAGES) {
        const response = await fetchWorker(`${path}?page=${page}`, {}, { cookie: admin });
        expect(response.status, `${path}?page=${page}`).toBeLessThan(500);
      }
    }, 60_000);
  }

  it("shows an admin list asked for a page number its first page (they are read by key), and sends the game page to its last", async () => {
    for (const list of ["users", "orders", "items", "games", "coins"]) {
      expect((await fetchWorker(`/admin/${list}?page=1e20`, {}, { cookie: admin })).status, list).toBe(200);
      const past = await fetchWorker(`/admin/${list}?search=&page=99999999999999999999`, {}, { cookie: admin });
      expect(past.status, list).toBe(200);
      for (const cursor of ["abc", "W10", "%00", "x".repeat(500)]) {
        const response = await fetchWorker(`/admin/${list}?after=${cursor}&before=${cursor}`, {}, { cookie: admin });
        expect(response.status, `${list} ${cursor}`).toBe(200);
      }
    }
    const game = await fetchWorker("/game/2?type=items&page=99999999999999999999");
    expect(game.status).toBe(302);
    expect(game.headers.get("Location")).not.toContain("99999");
  });
});
