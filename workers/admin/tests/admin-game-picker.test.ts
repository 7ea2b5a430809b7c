// The game pickers of the coin offer and item forms: they start on "Choose a game", never offer an
// archived game, and a save without a game (or with an archived one) is refused inline.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { coinOf, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { coinOffers, games, items } from "../../db/schema";

let admin = "";
let archivedId = 0;

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const [archived] = await db
    .insert(games)
    .values({ name: "Retired Realm", archivedAt: new Date().toISOString(), searchText: "retired realm" })
    .returning({ id: games.id });
  archivedId = archived?.id ?? 0;
});

/** The game select's options as [value, label, selected]. */
function gameOptions(html: string): Array<[string, string, boolean]> {
  const select = html.match(/<select[^>]*name="gameId"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((match) => [
    match[1]?.match(/value="([^"]*)"/)?.[1] ?? "",
    match[2] ?? "",
    /selected/.test(match[1] ?? ""),
  ]);
}

const coinFields = {
  coinName: "Shards",
  baseUnit: "100",
  unitPrice: "1,50",
  multiples: "1",
  unitName: "",
  description: "",
  sortOrder: "0",
};

describe("the game picker of the new coin offer and item forms", () => {
  it.each(["coins", "items"])("/admin/%s/new starts on 'Choose a game' and lists no archived game", async (section) => {
    const html = await (await fetchWorker(`/admin/${section}/new`, {}, { cookie: admin })).text();
    const options = gameOptions(html);
    // The empty choice is the one selected: no game is preselected by accident.
    expect(options.filter(([, , selected]) => selected)).toEqual([["", "Choose a game", true]]);
    expect(options[0]?.[0]).toBe("");
    expect(options.map(([, label]) => label)).not.toContain("Retired Realm");
    expect(options.map(([value]) => value)).not.toContain(String(archivedId));
    expect(options.length).toBeGreaterThan(5);
  });

  it("starts on the game of the list it came from (?game=)", async () => {
    const tibia = await gameNamed("Tibia");
    const html = await (await fetchWorker(`/admin/coins/new?game=${tibia.id}`, {}, { cookie: admin })).text();
    expect(gameOptions(html).find(([, , selected]) => selected)).toEqual([String(tibia.id), "Tibia", true]);
  });
});

describe("saving without a pickable game", () => {
  it("is refused inline, in the admin's language, and creates nothing", async () => {
    const before = await db.select({ id: coinOffers.id }).from(coinOffers);
    const response = await postForm("/admin/coins/new", { ...coinFields, gameId: "" }, { cookie: admin });
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Choose the game this belongs to");
    const portuguese = await postForm(
      "/admin/items/new",
      { gameId: "", kind: "item", name: "Sword", price: "9.90" },
      { cookie: admin, language: "pt" },
    );
    expect(portuguese.status).toBe(400);
    expect(visibleText(await portuguese.text())).toContain("Escolha o jogo a que isto pertence");
    expect(await db.select({ id: coinOffers.id }).from(coinOffers)).toHaveLength(before.length);
  });

  it("refuses an archived game sent by hand (a stale form), for coin offers and items", async () => {
    const coin = await postForm("/admin/coins/new", { ...coinFields, gameId: String(archivedId) }, { cookie: admin });
    expect(coin.status).toBe(400);
    expect(visibleText(await coin.text())).toContain("Choose the game this belongs to");
    const item = await postForm(
      "/admin/items/new",
      { gameId: String(archivedId), kind: "item", name: "Sword", price: "9.90" },
      { cookie: admin },
    );
    expect(item.status).toBe(400);
    expect(await db.select().from(items).where(eq(items.gameId, archivedId))).toEqual([]);
    expect(await db.select().from(coinOffers).where(eq(coinOffers.gameId, archivedId))).toEqual([]);
  });

  it("keeps an entry under its game after that game was archived, and shows that game in the picker", async () => {
    const game = await gameNamed("Albion Online");
    const offer = await coinOf(game.id);
    const item = await itemOf(game.id);
    await db.update(games).set({ archivedAt: new Date().toISOString() }).where(eq(games.id, game.id));

    const page = await (await fetchWorker(`/admin/coins/${offer.id}`, {}, { cookie: admin })).text();
    expect(gameOptions(page).find(([, , selected]) => selected)).toEqual([
      String(game.id),
      "Albion Online (archived)",
      true,
    ]);
    const saved = await postForm(
      `/admin/coins/${offer.id}`,
      { ...coinFields, coinName: "Silver", gameId: String(game.id) },
      { cookie: admin },
    );
    expect(saved.status).toBe(302);
    const moved = await postForm(
      `/admin/items/${item.id}`,
      { gameId: String(archivedId), kind: "item", name: item.name, price: "9.90" },
      { cookie: admin },
    );
    expect(moved.status).toBe(400);
    await db.update(games).set({ archivedAt: null }).where(eq(games.id, game.id));
  });
});
