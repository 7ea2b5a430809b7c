// The admin's catalogue lists search the same way for games, coin offers and items: lower-case and
// accent-free on both sides, so "pocao" finds "Poção" and "POÇÃO" finds "pocao".
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { normalizeSearch } from "../../catalogue/search-text";
import { coinOffers } from "../../db/schema";

let admin = "";
let gameId = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  gameId = String((await gameNamed("Tibia")).id);
});

async function listed(path: string): Promise<string> {
  const response = await fetchWorker(path, {}, { cookie: admin, language: "en" });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBe(302);
}

describe("the admin's catalogue search", () => {
  it("finds a coin offer whatever accents and case are typed", async () => {
    const coin = { gameId, coinName: "Poção Dourada", baseUnit: "10", unitPrice: "1,00", multiples: "1" };
    await created(await postForm("/admin/coins/new", coin, { cookie: admin }));
    for (const search of ["pocao dourada", "POÇÃO", "poção"]) {
      expect(await listed(`/admin/coins?search=${encodeURIComponent(search)}`), search).toContain("Poção Dourada");
    }
    expect(await listed(`/admin/coins?search=${encodeURIComponent("pocoes")}`)).not.toContain("Poção Dourada");
  });

  it("finds an item and a game the same way", async () => {
    const item = { gameId, kind: "item", name: "Espada Mágica", price: "2.00" };
    await created(await postForm("/admin/items/new", item, { cookie: admin }));
    expect(await listed(`/admin/items?search=${encodeURIComponent("ESPADA MAGICA")}`)).toContain("Espada Mágica");
    await created(await postForm("/admin/games/new", { name: "Ação Total" }, { cookie: admin }));
    expect(await listed(`/admin/games?search=${encodeURIComponent("acao")}`)).toContain("Ação Total");
  });
});

describe("the coin offers written before their search column existed", () => {
  it("get it from the backfill, as a new write would make it", async () => {
    const names = ["Poção Dourada Antiga", "ÉLITE Çoins", "Plain Gold"];
    const rows = await db
      .insert(coinOffers)
      .values(names.map((coinName) => ({ gameId: Number(gameId), coinName, baseUnit: 1, unitPriceCents: 100 })))
      .returning({ id: coinOffers.id });
    const backfill = env.TEST_MIGRATIONS.find((migration) => migration.name.includes("coin_search_backfill"));
    for (const query of backfill?.queries ?? []) await env.DB.prepare(query).run();
    for (const [index, { id }] of rows.entries()) {
      const row = await db.query.coinOffers.findFirst({ where: eq(coinOffers.id, id) });
      expect(row?.coinNameSearch).toBe(normalizeSearch(names[index] ?? ""));
    }
    expect(backfill).toBeDefined();
  });
});
