import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { db, seedDemo, visibleText } from "../../../tests/workers/support/worker";
import { games } from "../../db/schema";

const ids: Record<string, number> = {};

async function page(path: string, headers?: HeadersInit) {
  const response = await fetchWorker(path, { headers });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

beforeAll(async () => {
  await seedDemo();
  for (const row of await db.select({ id: games.id, name: games.name }).from(games)) ids[row.name] = row.id;
});

describe("the game page", () => {
  it("preselects the first sale type, server and platform, and shows the coin panel", async () => {
    const { status, html } = await page(`/game/${ids.Tibia}`);
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("Tibia");
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>Coins<\/a>/);
    // Server, platform and coin are radio groups (the chosen chip checked), links without JavaScript.
    expect(html).toMatch(/<a[^>]*role="radio" aria-checked="true"[^>]*>Antica<\/a>/);
    expect(html).toMatch(/<a[^>]*role="radio" aria-checked="true"[^>]*>PC<\/a>/);
    // Two offers, so a coin selector; the first is chosen.
    expect(html).toMatch(/<a[^>]*role="radio" aria-checked="true"[^>]*>Gold<\/a>/);
    expect(text).toContain("Tibia Coins");
    expect(text).toContain("Only multiples of 1,000,000 Gold");
    expect(text).toMatch(/Total coins 1,000,000 Gold Price R\$14\.90/);
  });

  it("takes a quantity above the coin line limit as the limit and says why, also without JavaScript", async () => {
    const { html } = await page(`/game/${ids.Tibia}?type=moeda&qty=99999`);
    expect(html).toMatch(/<input[^>]*id="coin-quantity"[^>]*max="1000"/);
    expect(html).toMatch(/<input[^>]*id="coin-quantity"[^>]*value="1000"/);
    expect(visibleText(html)).toContain("One cart line holds at most 1,000 units, so the quantity was set to 1,000.");
    const pt = await page(`/game/${ids.Tibia}?type=moeda&qty=0&lng=pt`);
    expect(visibleText(pt.html)).toContain("O mínimo é 1 unidade, então a quantidade foi ajustada para 1.");
  });

  it("hides sale types with nothing to sell and ignores unknown ones", async () => {
    await db
      .update(games)
      .set({ saleTypes: ["moeda", "items", "boosting", "teleport"] })
      .where(eq(games.id, ids["Free Fire"] ?? 0));
    const text = visibleText((await page(`/game/${ids["Free Fire"]}?type=teleport`)).html);
    expect(text).toContain("Coins");
    expect(text).not.toContain("Items");
    expect(text).not.toContain("Boosting");
    expect(text).not.toContain("teleport");
  });

  it("says when a game sells nothing, and shows 'all' servers for a game without servers", async () => {
    const [empty] = await db
      .insert(games)
      .values({ name: "Quiet Game", saleTypes: ["items"], platforms: ["PC"] })
      .returning({ id: games.id });
    const text = visibleText((await page(`/game/${empty?.id}`)).html);
    expect(text).toContain("Nothing is for sale for this game right now.");
    const fc = visibleText((await page(`/game/${ids["EA SPORTS FC 25"]}`)).html);
    expect(fc).toContain("All servers");
  });

  it("lists one page of a tab's entries, filtered by subcategory, with 8 boosting entries a page", async () => {
    const base = `/game/${ids["World of Warcraft"]}?type=boosting&server=Gallywix&platform=Mac&sub=PvE`;
    const first = visibleText((await page(base)).html);
    expect(first).toContain("10 offers");
    expect(first).toContain("Level 70 → 80 Leveling");
    expect(first).toContain("Achievement: Glory of the Raider");
    expect(first).not.toContain("Professions 1 → 100");
    expect(first).not.toContain("Arena 2v2");
    const second = await page(`${base}&page=2`);
    const secondText = visibleText(second.html);
    expect(secondText).toContain("Professions 1 → 100");
    expect(secondText).toContain("Battle Pet Leveling x10");
    expect(secondText).not.toContain("Level 70 → 80 Leveling");
    expect(second.html).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);
  });

  it("searches item names ignoring case, keeps 15 items a page, and strips '::' from servers", async () => {
    const tibia = `/game/${ids.Tibia}?type=items`;
    const all = visibleText((await page(tibia)).html);
    expect(all).toContain("18 offers");
    expect(all).toContain("Server: Antica");
    expect(all).not.toContain("::Antica");
    expect(all.match(/R\$\d/g)).toHaveLength(15);
    const found = visibleText((await page(`${tibia}&q=POTION`)).html);
    expect(found).toContain("3 offers");
    expect(found).toContain("Great Spirit Potion x100");
    const none = visibleText((await page(`${tibia}&q=zzz`)).html);
    expect(none).toContain("No items match “zzz”.");
    // Tibia's items are sold on Antica only.
    const otherWorld = visibleText((await page(`${tibia}&server=Belobra`)).html);
    expect(otherWorld).toContain("No items available here yet.");
  });

  it("marks entries above 50 with the highlight badge", async () => {
    const text = visibleText((await page(`/game/${ids["World of Warcraft"]}?type=items&sub=Consumables`)).html);
    expect(text).toContain("Flask of Alchemical Chaos");
    expect(text).not.toContain("Premium");
    const mounts = visibleText((await page(`/game/${ids["World of Warcraft"]}?type=items&sub=Mounts`)).html);
    expect(mounts).toMatch(/Mounts Premium Ashes of Al'ar R\$64\.90/);
    expect(mounts).toMatch(/Mounts Invincible's Reins R\$39\.90/);
  });

  it("sends a page past the last one to the last page", async () => {
    const base = `/game/${ids["World of Warcraft"]}?type=boosting&server=Azralon&platform=PC`;
    const { status, location } = await page(`${base}&page=7`);
    expect(status).toBe(302);
    expect(location).toBe(`${base}&page=2`);
  });

  it("answers 404 with 'Game not found' for unknown, malformed and archived games", async () => {
    await db
      .update(games)
      .set({ archivedAt: "2026-01-01" })
      .where(eq(games.id, ids["Lost Ark"] ?? 0));
    for (const path of ["/game/424242", "/game/abc", `/game/${ids["Lost Ark"]}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(visibleText(html)).toContain("Game not found");
    }
  });

  it("writes prices in the store's currency the Portuguese way for Portuguese readers", async () => {
    const text = visibleText((await page(`/game/${ids.Tibia}`, { "Accept-Language": "pt-BR" })).html);
    expect(text).toContain("Apenas múltiplos de 1.000.000 Gold");
    expect(text).toMatch(/Preço R\$\s14,90/);
  });

  it("describes the game for search engines: title, canonical, hreflang and Product data", async () => {
    const { html } = await page(`/game/${ids.Tibia}?type=items&lng=pt`);
    const url = `${origin}/game/${ids.Tibia}`;
    expect(html).toContain("<title>Tibia: compre Gold, Tibia Coins, Items | Gamer Store</title>");
    expect(html).toContain(`<link rel="canonical" href="${url}?lng=pt"/>`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="${url}\\?lng=en"/>`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${url}"/>`));
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "Product",
      name: "Tibia",
      offers: { "@type": "AggregateOffer", priceCurrency: "BRL", lowPrice: "12.90", offerCount: 20 },
    });
  });
});

describe("the game page's reads", () => {
  async function countRoundTrips(path: string) {
    const counter = countingD1(env.DB);
    const response = await fetchWorker(path, {}, { bindings: { DB: counter.d1 } });
    await response.text();
    return { status: response.status, roundTrips: counter.roundTrips };
  }

  it("takes two D1 round trips on an item tab and one on the coin tab", async () => {
    const wow = ids["World of Warcraft"];
    const items = await countRoundTrips(`/game/${wow}?type=boosting&sub=PvE&q=run&page=1`);
    expect(items).toEqual({ status: 200, roundTrips: 2 });
    const coins = await countRoundTrips(`/game/${wow}?type=moeda`);
    expect(coins).toEqual({ status: 200, roundTrips: 1 });
    // The client-side navigation data request reads the same.
    const data = await countRoundTrips(`/game/${wow}.data?type=items&page=2`);
    expect(data).toEqual({ status: 200, roundTrips: 2 });
  });
});
