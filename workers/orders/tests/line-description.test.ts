// One way to say what a coin line delivers: "40,000 Gold (4 × 10,000)", formatted for the reader's
// language, the same on the game page, in the cart, the checkout, the shopper's order page, the
// order email, the admin's order page and the panel beside the admin chat (it once read
// "4 × 40.000 Gold" in the email and "Coins 40,000 / Qty 4" for the admin, then "50,0K Gold" on the
// game page, "50.000 Gold" in the cart and "5 × 10 mil" on the order page).
import { beforeAll, describe, expect, it } from "vitest";
import { type DescribableLine, describeLine, describeLineWithQuantity } from "../../../shared/describe-line";
import { translatorFor } from "../../../shared/i18n/translators";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db, gameNamed } from "../../../tests/workers/support/catalogue-rows";
import { callApi, waitForEmails } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { openConversation, recordMessageInIndex } from "../../chat/conversations";
import { coinOffers } from "../../db/schema";

const coins = (coinAmount: number, quantity: number): DescribableLine => ({
  name: "Gold",
  coinName: "Gold",
  coinAmount,
  quantity,
});
const inEnglish = (line: DescribableLine) => describeLineWithQuantity(line, translatorFor("en"), "en");
const inPortuguese = (line: DescribableLine) => describeLineWithQuantity(line, translatorFor("pt"), "pt");

describe("a coin line in words", () => {
  it("says the coins to hand over first, then how many packages of what size were bought, in full", () => {
    expect(inEnglish(coins(40_000, 4))).toBe("40,000 Gold (4 × 10,000)");
    expect(inPortuguese(coins(40_000, 4))).toBe("40.000 Gold (4 × 10.000)");
    expect(inEnglish(coins(5_000, 2))).toBe("5,000 Gold (2 × 2,500)");
    expect(inPortuguese(coins(5_000, 2))).toBe("5.000 Gold (2 × 2.500)");
    expect(inEnglish(coins(3_000_000, 3))).toBe("3,000,000 Gold (3 × 1,000,000)");
  });

  it("never rounds an amount", () => {
    expect(inEnglish(coins(3_702, 3))).toBe("3,702 Gold (3 × 1,234)");
    expect(inPortuguese(coins(3_702, 3))).toBe("3.702 Gold (3 × 1.234)");
    expect(inEnglish(coins(950, 1))).toBe("950 Gold");
  });

  it("leaves out the units when one was bought", () => {
    expect(inEnglish(coins(10_000, 1))).toBe("10,000 Gold");
    expect(inPortuguese(coins(10_000, 1))).toBe("10.000 Gold");
  });

  it("names an item, with its quantity where the page has no stepper", () => {
    const sword = { name: "Dragon Sword", coinName: null, coinAmount: 0, quantity: 2 };
    expect(inEnglish(sword)).toBe("2 × Dragon Sword");
    expect(inEnglish({ ...sword, quantity: 1 })).toBe("Dragon Sword");
    expect(describeLine(sword, translatorFor("pt"), "pt")).toBe("Dragon Sword");
  });
});

describe("4 × 10,000 Gold bought, as every page and email says it", () => {
  const english = "40,000 Gold (4 × 10,000)";
  const portuguese = "40.000 Gold (4 × 10.000)";
  let gamePage = "";
  let cookie = "";
  let email = "";
  let orderId = 0;
  let admin = "";

  beforeAll(async () => {
    await seedOnce();
    admin = await adminCookie();
    const game = await gameNamed("Tibia");
    const [offer] = await db
      .insert(coinOffers)
      .values({ gameId: game.id, coinName: "Gold", baseUnit: 10_000, unitPriceCents: 990 })
      .returning();
    gamePage = `/game/${game.id}?type=moeda&coin=${offer?.id}&qty=4`;
    const shopper = await shopperSession("coins-words");
    cookie = shopper.cookie;
    email = shopper.account.email;
    const added = await callApi(
      "POST",
      "/api/cart",
      {
        game_id: game.id,
        coin_id: offer?.id,
        tag: "Knight#1",
        quantidade: 4,
        server: game.servers[0] ?? null,
        plataforma_selecionada: game.platforms[0] ?? null,
      },
      { cookie },
    );
    expect(added.status, await added.clone().text()).toBeLessThan(300);
  });

  const page = async (path: string, options: { cookie: string; language?: "en" | "pt" }) =>
    visibleText(await (await callApi("GET", path, undefined, options)).text());

  it("on the game page as it is chosen, in the cart and at the checkout, in both languages", async () => {
    for (const path of [gamePage, "/cart", "/checkout"]) {
      expect(await page(path, { cookie, language: "en" }), path).toContain(english);
      expect(await page(path, { cookie, language: "pt" }), path).toContain(portuguese);
    }
  });

  it("in the order email, on the shopper's order page, on the admin's order page and beside the admin chat", async () => {
    const checkout = await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie });
    const session: { orderId: number; sessionId: string } = await checkout.json();
    orderId = session.orderId;
    expect((await callApi("POST", `/api/sandbox/sessions/${session.sessionId}/pay`, {}, { cookie })).status).toBe(200);

    const emails = await waitForEmails(email, 2);
    const confirmation = emails.find((sent) => sent.subject.includes(`#${orderId}`));
    expect(confirmation?.text).toContain(english);
    expect(confirmation?.text).not.toContain("4 × 40");

    expect(await page(`/orders/${orderId}`, { cookie, language: "pt" })).toContain(portuguese);
    expect(await page("/orders", { cookie, language: "en" })).toContain(english);

    const adminPage = await page(`/admin/orders/${orderId}`, { cookie: admin, language: "en" });
    expect(adminPage).toContain(`Order #${orderId}`);
    expect(adminPage).toContain(english);
    expect(await page(`/admin/orders/${orderId}`, { cookie: admin, language: "pt" })).toContain(portuguese);

    const shopperId = (await db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) }))?.id ?? 0;
    const conversation = await openConversation(db, shopperId);
    await recordMessageInIndex(db, conversation.id, {
      id: 1,
      content: "where is my gold?",
      sender_name: "Knight",
      sender_is_admin: false,
      enviado_em: new Date().toISOString(),
    });
    expect(await page(`/admin/messages?c=${conversation.id}`, { cookie: admin, language: "pt" })).toContain(portuguese);
  });
});
