// The catalogue search as shoppers type it (issue 52, decision 067): words in any order, the last
// one as the start of a word, one typo forgiven in words of five letters or more, accents and case
// ignored, in both languages; the admin's writes keep the index current; and no search reads every
// game or item.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { createDatabase } from "../../db/client";
import { type ObservedStatement, observeD1 } from "../../db/observed-d1";
import { seedIfEmpty } from "../../db/seed/seed-if-empty";
import { listGames } from "../game-list";
import { MAX_SEARCH_LOOKUPS, searchIndexNeedsRebuild, searchLookups } from "../search-index";

const found = async (search: string) => (await listGames(db, { search })).map((game) => game.name);

async function apiFound(search: string, language: "en" | "pt") {
  const response = await fetchWorker(`/api/games?search=${encodeURIComponent(search)}`, {}, { language });
  expect(response.status).toBe(200);
  return (await response.json<Array<{ name: string }>>()).map((game) => game.name);
}

beforeAll(async () => {
  await seedOnce();
});

describe("the catalogue search", () => {
  it("finds words in any order, across the game's own words and its coin offers' and items' names", async () => {
    expect(await found("gold wow")).toContain("World of Warcraft");
    expect(await found("wow gold")).toContain("World of Warcraft");
    expect(await found("tiger swift")).toEqual(["World of Warcraft"]);
    // Every word must match: no game sells both.
    expect(await found("tiger valorant")).toEqual([]);
  });

  it("takes the last word as the start of a word", async () => {
    expect(await found("Warcraf")).toEqual(["World of Warcraft"]);
    expect(await found("world of war")).toEqual(["World of Warcraft"]);
    // Only the last: "warcr" elsewhere is not a word.
    expect(await found("warcr world")).toEqual([]);
  });

  it("forgives one typo in a word of five letters or more", async () => {
    for (const typed of ["warcrsft", "wrcraft", "warcraftt", "wacrraft"]) {
      expect(await found(typed), typed).toEqual(["World of Warcraft"]);
    }
    expect(await found("valornt")).toEqual(["Valorant"]);
    // Two typos are too many.
    expect(await found("wrcrsft")).toEqual([]);
  });

  it("forgives no typo in shorter words", async () => {
    expect(await found("tibia")).toEqual(["Tibia"]);
    expect(await found("gokd wow")).toEqual([]);
    expect(await found("wiw")).toEqual([]);
  });

  it("ignores accents and case", async () => {
    expect(await found("POKEMON")).toEqual(await found("pokémon"));
    expect(await found("GÊNESIS genshin")).toEqual(["Genshin Impact"]);
    expect(await found("WORLD of WARCRAFT")).toEqual(["World of Warcraft"]);
  });

  it("finds items by their Portuguese names too, in both languages' pages and API", async () => {
    // "Montarias" is the Portuguese of WoW's "Mounts" subcategory, "Únicos míticos" of Diablo's.
    for (const language of ["en", "pt"] as const) {
      expect(await apiFound("montarias wow", language)).toEqual(["World of Warcraft"]);
      expect(await apiFound("miticos unicos", language)).toEqual(["Diablo IV"]);
      expect(await apiFound("montaria warcrsft", language)).toEqual(["World of Warcraft"]);
      expect(await apiFound("mounts wow", language)).toEqual(["World of Warcraft"]);
    }
    const page = await fetchWorker(`/games?search=${encodeURIComponent("montarais wow")}`, {}, { language: "pt" });
    expect(visibleText(await page.text())).toContain("World of Warcraft");
  });

  it("finds nothing for a search of no words, and bounds the lookups of a long one", async () => {
    expect(await found("%")).toEqual([]);
    expect(await found("  -  ")).toEqual([]);
    const long = Array.from({ length: 10 }, (_, index) => `abcdefghijklmnop${index}`).join(" ");
    const { words, lookups } = searchLookups(long);
    expect(words).toBe(6);
    expect(lookups.length).toBeLessThanOrEqual(MAX_SEARCH_LOOKUPS);
    expect(await found(long)).toEqual([]);
  });
});

describe("the admin's writes", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await adminCookie();
  });

  /** Posts an admin form as the admin does; answers the id the saved entry's address names. */
  async function save(path: string, fields: Record<string, string>): Promise<number> {
    const saved = await postForm(path, fields, { cookie: admin });
    expect(saved.status, path).toBe(302);
    return Number(saved.headers.get("Location")?.match(/\/admin\/\w+\/(\d+)/)?.[1]);
  }
  const gameFields = (name: string) => ({ name, category: "Puzzle", saleTypes: "items", description: "" });
  const itemFields = (gameId: number, name: string) => ({
    gameId: String(gameId),
    kind: "item",
    name,
    price: "9,90",
    subcategory: "Relics",
    subcategoryPt: "Relíquias",
  });
  const createGame = (name: string) => save("/admin/games/new", gameFields(name));
  const createItem = (gameId: number, name: string) => save("/admin/items/new", itemFields(gameId, name));

  it("index a new game and item at once", async () => {
    const gameId = await createGame("Quantum Harbor");
    await createItem(gameId, "Prismatic Lantern");
    expect(await found("lantern quantum")).toEqual(["Quantum Harbor"]);
    expect(await found("prismatik harbor")).toEqual(["Quantum Harbor"]);
    expect(await found("reliquias")).toEqual(["Quantum Harbor"]);
    expect(await found("qh")).toEqual(["Quantum Harbor"]);
  });

  it("rank a whole word above a typo, whichever game is newer", async () => {
    await createGame("Emberfall Tactics");
    await createGame("Emberfell Tactics");
    expect(await found("emberfall")).toEqual(["Emberfall Tactics", "Emberfell Tactics"]);
    expect(await found("emberfell")).toEqual(["Emberfell Tactics", "Emberfall Tactics"]);
    expect(await found("tactics")).toEqual(["Emberfell Tactics", "Emberfall Tactics"]);
  });

  it("find a renamed item by its new name only, and a deleted one no more", async () => {
    const gameId = await createGame("Copper Lagoon");
    const itemId = await createItem(gameId, "Velvet Compass");
    expect(await found("velvet lagoon")).toEqual(["Copper Lagoon"]);
    await save(`/admin/items/${itemId}`, itemFields(gameId, "Amber Sextant"));
    expect(await found("velvet lagoon")).toEqual([]);
    expect(await found("sextant lagoon")).toEqual(["Copper Lagoon"]);

    await save(`/admin/items/${itemId}`, { intent: "remove" });
    expect(await found("sextant lagoon")).toEqual([]);
    expect(await found("copper lagoon")).toEqual(["Copper Lagoon"]);
  });

  it("find a renamed game by its new name only, and a deleted one no more", async () => {
    const gameId = await createGame("Silent Orchard");
    await createItem(gameId, "Hollow Flute");
    await save(`/admin/games/${gameId}`, gameFields("Quiet Vineyard"));
    expect(await found("silent orchard")).toEqual([]);
    expect(await found("vineyard flute")).toEqual(["Quiet Vineyard"]);

    await save(`/admin/games/${gameId}`, { intent: "remove" });
    expect(await found("vineyard")).toEqual([]);
    expect(await found("hollow flute")).toEqual([]);
  });
});

describe("the search's query plan", () => {
  it("looks words up in the index, never reading the games, items or terms whole", async () => {
    const statements: ObservedStatement[] = [];
    const observed = createDatabase(observeD1(env.DB, (trip) => statements.push(...trip)));
    expect((await listGames(observed, { search: "gold wrcraft wo" })).map((game) => game.name)).toEqual([
      "World of Warcraft",
    ]);
    expect(statements).toHaveLength(1);
    for (const { sql, params } of statements) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      const plan = results.map((row) => row.detail).join("\n");
      expect(plan).toMatch(/SEARCH t USING INDEX sqlite_autoindex_search_terms_1 \(term>\? AND term<\?\)/);
      expect(plan).toMatch(/SEARCH games USING INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/SCAN (games|items|coin_offers|t)\b/);
    }
  });
});

describe("an index migration 0041 backfilled", () => {
  it("finds whole words at once, and typos after the one rebuild the seed step runs", async () => {
    const migration = env.TEST_MIGRATIONS.find((file) => file.name.startsWith("0041_"));
    const backfill = migration?.queries.find((query) => query.includes("INSERT INTO `search_terms`"));
    if (!backfill) throw new Error("migration 0041 has no backfill");
    await env.DB.exec("DELETE FROM search_terms");
    await env.DB.prepare(backfill).run();
    expect(await found("gold warcraft")).toEqual(["World of Warcraft"]);
    expect(await found("swift tiger")).toEqual(["World of Warcraft"]);
    expect(await found("wrcraft")).toEqual([]);
    expect(await searchIndexNeedsRebuild(db)).toBe(true);

    expect(await seedIfEmpty(env)).toMatchObject({ seeded: false, reindexed: expect.any(Number) });
    expect(await found("wrcraft")).toEqual(["World of Warcraft"]);
    expect(await found("gold wow")).toContain("World of Warcraft");
    expect(await found("montarias wow")).toEqual(["World of Warcraft"]);
    expect(await searchIndexNeedsRebuild(db)).toBe(false);
    expect(await seedIfEmpty(env)).toEqual({ seeded: false, reindexed: 0 });
  });
});
