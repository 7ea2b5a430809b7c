// Catalogue texts per language: a Portuguese page or API answer reads the Portuguese game and coin
// descriptions and item categories, falling back to the English one where the admin left it empty
// (and the other way round); the admin forms save both; the home page's reviews are text.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inLanguage } from "../../../shared/i18n/in-language";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { coinOffers, games, items } from "../../db/schema";

type Language = "en" | "pt";

async function apiGame(id: number, language: Language) {
  const response = await fetchWorker(`/api/games/${id}`, {}, { language });
  expect(response.status).toBe(200);
  return response.json<{
    description: string;
    coins: Array<{ descricao: string }>;
    items: Array<{ item_name: string; subcategoria: string }>;
  }>();
}

async function pageText(path: string, language: Language, cookie?: string) {
  const response = await fetchWorker(path, {}, { language, cookie });
  expect(response.status, path).toBe(200);
  return { html: await response.text() };
}

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

describe("a text in both languages", () => {
  it("reads the asked language, or the other when that one is empty", () => {
    expect(inLanguage({ en: "Gold", pt: "Ouro" }, "pt")).toBe("Ouro");
    expect(inLanguage({ en: "Gold", pt: "Ouro" }, "en")).toBe("Gold");
    expect(inLanguage({ en: "Gold", pt: "  " }, "pt")).toBe("Gold");
    expect(inLanguage({ en: "", pt: "Ouro" }, "en")).toBe("Ouro");
    expect(inLanguage({ en: "", pt: "" }, "en")).toBe("");
  });
});

describe("the seeded catalogue", () => {
  it("answers the API in the request's language", async () => {
    const wow = await gameNamed("World of Warcraft");
    const pt = await apiGame(wow.id, "pt");
    expect(pt.description).toBe(
      "Gold, montarias e equipamentos para todos os reinos, além de boosting e carry de raides.",
    );
    expect(pt.coins[0]?.descricao).toMatch(/^Entregue pessoalmente/);
    expect(pt.items.find((item) => item.item_name === "Invincible's Reins")?.subcategoria).toBe("Montarias");
    const en = await apiGame(wow.id, "en");
    expect(en.description).toBe("Gold, mounts and gear for every realm, plus boosting and raid carries.");
    expect(en.coins[0]?.descricao).toMatch(/^Delivered face to face/);
    expect(en.items.find((item) => item.item_name === "Invincible's Reins")?.subcategoria).toBe("Mounts");
    const coins = await (await fetchWorker(`/api/coins/game/${wow.id}`, {}, { language: "pt" })).json<
      Array<{ descricao: string }>
    >();
    expect(coins[0]?.descricao).toMatch(/^Entregue pessoalmente/);
  });

  it("shows a Portuguese game page in Portuguese, its category filter still keyed by name", async () => {
    const wow = await gameNamed("World of Warcraft");
    const { html } = await pageText(`/game/${wow.id}?type=items`, "pt");
    const text = visibleText(html);
    expect(text).toContain("Gold, montarias e equipamentos para todos os reinos");
    expect(text).toContain("Montarias");
    expect(text).not.toContain("Mounts ");
    expect(html).toContain("sub=Mounts");
    const filtered = visibleText((await pageText(`/game/${wow.id}?type=items&sub=Mounts`, "pt")).html);
    expect(filtered).toContain("Invincible's Reins");
    expect(filtered).not.toContain("Tier Set Head");
    const coinsPage = visibleText((await pageText(`/game/${wow.id}`, "pt")).html);
    expect(coinsPage).toContain("Entregue pessoalmente ou pelo correio do jogo");
  });

  it("shows the home page's reviews as text in the page's language", async () => {
    const pt = await pageText("/", "pt");
    expect(visibleText(pt.html)).toContain("O gold chegou em 5 minutos, ótimo atendimento!");
    expect(visibleText(pt.html)).toContain("Carry rápido, equipe simpática");
    // The stars are drawn; screen readers get their rating as text (app/components/star-rating.tsx).
    expect(visibleText(pt.html)).toContain("5 de 5 estrelas");
    expect(pt.html).not.toContain("/images/reviews/");
    const en = await pageText("/", "en");
    expect(visibleText(en.html)).toContain("Gold arrived in 5 minutes, great service!");
    expect(visibleText(en.html)).toContain("Safe purchase, the support answered me at dawn.");
  });
});

describe("the admin forms", () => {
  it("save each text per language, and the store falls back to the other when one is empty", async () => {
    const created = await postForm(
      "/admin/games/new",
      {
        name: "Language Quest",
        saleTypes: "moeda",
        description: "",
        descriptionPt: "Só em português.",
      },
      { cookie: admin },
    );
    expect(created.status).toBe(302);
    const gameId = Number(created.headers.get("Location")?.match(/\/admin\/games\/(\d+)/)?.[1]);
    const coin = await postForm(
      "/admin/coins/new",
      {
        gameId: String(gameId),
        coinName: "Stars",
        baseUnit: "100",
        unitPrice: "5,00",
        multiples: "1,2",
        description: "English only.",
        descriptionPt: "",
      },
      { cookie: admin },
    );
    expect(coin.status).toBe(302);
    const item = await postForm(
      "/admin/items/new",
      {
        gameId: String(gameId),
        kind: "item",
        name: "Star Sword",
        price: "9,90",
        subcategory: "Weapons",
        subcategoryPt: "Armas",
      },
      { cookie: admin },
    );
    expect(item.status).toBe(302);

    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    expect([game?.description, game?.descriptionPt]).toEqual(["", "Só em português."]);
    const [offer] = await db.select().from(coinOffers).where(eq(coinOffers.gameId, gameId));
    expect([offer?.description, offer?.descriptionPt]).toEqual(["English only.", ""]);
    const [sword] = await db.select().from(items).where(eq(items.gameId, gameId));
    expect([sword?.subcategory, sword?.subcategoryPt]).toEqual(["Weapons", "Armas"]);

    const en = await apiGame(gameId, "en");
    expect(en.description).toBe("Só em português.");
    expect(en.coins[0]?.descricao).toBe("English only.");
    const pt = await apiGame(gameId, "pt");
    expect(pt.description).toBe("Só em português.");
    expect(pt.coins[0]?.descricao).toBe("English only.");
    expect(pt.items[0]?.subcategoria).toBe("Armas");
    expect(en.items[0]?.subcategoria).toBe("Weapons");

    // The edit form shows both fields, each with its saved text.
    const form = await (await fetchWorker(`/admin/games/${gameId}`, {}, { cookie: admin, language: "en" })).text();
    expect(form).toContain('name="descriptionPt"');
    expect(form).toContain("Só em português.");
  });

  it("name the default category in each language", async () => {
    const tibia = await gameNamed("Tibia");
    const created = await postForm(
      "/admin/items/new",
      { gameId: String(tibia.id), kind: "item", name: "Plain Thing", price: "1,00" },
      { cookie: admin },
    );
    expect(created.status).toBe(302);
    const find = async (language: Language) =>
      (await apiGame(tibia.id, language)).items.find((entry) => entry.item_name === "Plain Thing")?.subcategoria;
    expect(await find("en")).toBe("General");
    expect(await find("pt")).toBe("Geral");
  });
});
