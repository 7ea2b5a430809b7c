// What shoppers and API clients are told of the stock (issue 50): GET /api/games/{id} gives each
// offer's `available` per server, POST /api/cart beyond it is 409 out_of_stock naming `quantidade`
// in the caller's language, the cart says when a line is beyond what is left, and checkout waits.
import { beforeAll, describe, expect, it } from "vitest";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { coinOf, createShopper, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, fetchWorker, signIn } from "../../../tests/workers/support/store";
import { seedDemo } from "../../../tests/workers/support/worker";
import { changeStock } from "../stock-changes";

let wow: Awaited<ReturnType<typeof gameNamed>>;
let item: Awaited<ReturnType<typeof itemOf>>;
let coin: Awaited<ReturnType<typeof coinOf>>;
let admin: { id: number };

const stockOf = (kind: "coin" | "item", offerId: number, server: string, quantity: number) =>
  changeStock(db, { kind, offerId, server, change: "set", quantity, reason: "count", actorUserId: admin.id });

beforeAll(async () => {
  await seedDemo();
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  coin = await coinOf(wow.id);
  admin = await createShopper("Stock admin");
  await stockOf("item", item.id, "Azralon", 3);
  await stockOf("item", item.id, "Nemesis", 0);
  await stockOf("coin", coin.id, "Azralon", coin.baseUnit * 2);
});

async function shopper() {
  const account = await createVerifiedAccount("stock");
  return signIn(account);
}

describe("GET /api/games/{id}", () => {
  it("gives each offer's available per server: a number where it is counted, null where unlimited", async () => {
    const response = await callApi("GET", `/api/games/${wow.id}`);
    expect(response.status).toBe(200);
    const game = await response.json<{
      coins: Array<{ id: number; available: Record<string, number | null> }>;
      items: Array<{ id: number; available: Record<string, number | null> }>;
    }>();
    const offered = game.items.find((entry) => entry.id === item.id);
    expect(offered?.available).toEqual({ Azralon: 3, Gallywix: null, Nemesis: 0, Goldrinn: null });
    const coins = game.coins.find((entry) => entry.id === coin.id);
    expect(coins?.available).toMatchObject({ Azralon: coin.baseUnit * 2, Nemesis: null });
  });
});

describe("POST /api/cart beyond the stock", () => {
  it("answers 409 out_of_stock naming quantidade, with what is left, in the caller's language", async () => {
    const cookie = await shopper();
    const refused = await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 4 });
    expect(refused.status).toBe(409);
    const body = await refused.json<{ error: string; message: string; details: Array<{ field: string }> }>();
    expect(body.error).toBe("out_of_stock");
    expect(body.message).toBe(`Only 3 left of ${item.name} on Azralon.`);
    expect(body.details).toEqual([{ field: "quantidade", message: body.message }]);

    const portuguese = await callApi(
      "POST",
      "/api/cart",
      { game_id: wow.id, item_id: item.id, tag: "Thrall", server: "Nemesis", quantidade: 1 },
      { cookie, language: "pt" },
    );
    expect(portuguese.status).toBe(409);
    expect((await portuguese.json<{ message: string }>()).message).toBe(`${item.name} está esgotado em Nemesis.`);
  });

  it("counts what the cart already holds of it, and takes an add within what is left", async () => {
    const cookie = await shopper();
    expect((await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 2 })).status).toBe(201);
    const more = await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 2 }, { tag: "Jaina" });
    expect(more.status).toBe(409);
    expect((await more.json<{ message: string }>()).message).toBe(`Only 1 left of ${item.name} on Azralon.`);
    const coins = await callApi(
      "POST",
      "/api/cart",
      { game_id: wow.id, coin_id: coin.id, tag: "Thrall", server: "Azralon", quantidade: 3 },
      { cookie },
    );
    expect(coins.status).toBe(409);
    const amount = (coin.baseUnit * 2).toLocaleString("en-US");
    expect((await coins.json<{ message: string }>()).message).toBe(`Only ${amount} ${coin.coinName} left on Azralon.`);
  });

  it("refuses raising a line's quantity beyond it, with the same answer", async () => {
    const cookie = await shopper();
    const added = await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 1 });
    const [line] = await added.json<Array<{ id: string }>>();
    const raised = await callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 5 }, { cookie });
    expect(raised.status).toBe(409);
    expect(await raised.json()).toMatchObject({ error: "out_of_stock", details: [{ field: "quantidade" }] });
  });
});

describe("the cart and checkout when a line is beyond what is left", () => {
  it("the cart says so per line, and checkout refuses before opening any payment", async () => {
    const cookie = await shopper();
    await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 3 });
    // Meanwhile the admin counts again: only 1 is left on Azralon.
    await stockOf("item", item.id, "Azralon", 1);
    const cart = await (await callApi("GET", "/api/cart", undefined, { cookie })).json<Array<{ stock_left: number }>>();
    expect(cart.map((line) => line.stock_left)).toEqual([1]);

    const page = await fetchWorker("/cart", {}, { cookie });
    const html = await page.text();
    expect(html).toContain("Only 1 left on Azralon: lower the quantity to buy it.");
    expect(html).toContain("Part of your cart is no longer in stock.");

    const checkout = await callApi("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, { cookie });
    expect(checkout.status).toBe(409);
    expect(await checkout.json()).toMatchObject({ error: "out_of_stock" });
    await stockOf("item", item.id, "Azralon", 3);
  });
});

describe("the game page", () => {
  it("says in stock, only N left and sold out for the chosen server, in both languages", async () => {
    const { withStoreSetting } = await import("../../../tests/workers/support/store-setting");
    await withStoreSetting("lowStockThreshold", 5, async () => {
      const low = await (await fetchWorker(`/game/${wow.id}?type=items&server=Azralon`)).text();
      expect(low).toContain("Only 3 left on Azralon");
      const soldOut = await (
        await fetchWorker(`/game/${wow.id}?type=items&server=Nemesis`, {}, { language: "pt" })
      ).text();
      expect(soldOut).toContain("Esgotado em Nemesis");
      const coins = await (await fetchWorker(`/game/${wow.id}?type=moeda&coin=${coin.id}&server=Nemesis`)).text();
      expect(coins).not.toContain("stock-badge");
    });
    const { withStoreSetting: again } = await import("../../../tests/workers/support/store-setting");
    await again("lowStockThreshold", 2, async () => {
      const inStock = await (await fetchWorker(`/game/${wow.id}?type=items&server=Azralon`)).text();
      expect(inStock).toContain("In stock on Azralon");
    });
  });
});
