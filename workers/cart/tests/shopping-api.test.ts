import { beforeAll, describe, expect, it } from "vitest";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { coinOf, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, signIn, waitForEmails } from "../../../tests/workers/support/store";
import { withStoreSetting } from "../../../tests/workers/support/store-setting";
import { seedDemo } from "../../../tests/workers/support/worker";

let wow: Awaited<ReturnType<typeof gameNamed>>;
let item: Awaited<ReturnType<typeof itemOf>>;
let coin: Awaited<ReturnType<typeof coinOf>>;

beforeAll(async () => {
  await seedDemo();
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  coin = await coinOf(wow.id);
});

async function shopper(label = "shopper") {
  const account = await createVerifiedAccount(label);
  return { account, cookie: await signIn(account) };
}

const addItem = (cookie: string, extra: Record<string, unknown> = {}) =>
  addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 2 }, extra);

describe("cart API", () => {
  it("needs a signed-in shopper", async () => {
    expect((await callApi("GET", "/api/cart")).status).toBe(401);
    expect((await callApi("POST", "/api/cart", { game_id: 1, item_id: 1, tag: "x" })).status).toBe(401);
  });

  it("prices lines from D1 whatever price the client sends, in the spec's cart-item shape", async () => {
    const { cookie } = await shopper();
    const added = await addItem(cookie, { preco: 0.01, name: "cheap", detcurrency: 999 });
    expect(added.status).toBe(201);
    const [line] = await added.json<Array<Record<string, unknown>>>();
    expect(line).toMatchObject({
      name: item.name,
      game_id: wow.id,
      item_id: item.id,
      coin_id: null,
      tag: "Thrall",
      preco: item.priceCents / 100,
      quantidade: 2,
      detcurrency: 0,
      nome_game: "World of Warcraft",
      plataforma_selecionada: "PC",
      server: "Azralon",
    });
    const coinAdded = await callApi(
      "POST",
      "/api/cart",
      {
        game_id: wow.id,
        coin_id: coin.id,
        tag: "Thrall",
        server: "Azralon",
        plataforma_selecionada: "PC",
        quantidade: 3,
        preco: 1,
      },
      { cookie },
    );
    const lines = await coinAdded.json<Array<Record<string, unknown>>>();
    expect(lines[1]).toMatchObject({
      coin_id: coin.id,
      preco: coin.unitPriceCents / 100,
      detcurrency: coin.baseUnit * 3,
      nome_moeda: coin.coinName,
    });
  });

  it("answers bad input with the error shape, one detail per failing field", async () => {
    const { cookie } = await shopper();
    const response = await callApi("POST", "/api/cart", { game_id: "x", item_id: item.id, tag: "  " }, { cookie });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; details: Array<{ field: string }> }>();
    expect(body.error).toBe("validation_error");
    expect(body.details.map((detail) => detail.field).sort()).toEqual(["game_id", "tag"]);
    const unknown = await addItem(cookie, { item_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "entry_not_found", details: [{ field: "item_id" }] });
  });

  it("names a field the service refuses as the client sent it, in the spec's wire names", async () => {
    const { cookie } = await shopper();
    const platform = await addItem(cookie, { plataforma_selecionada: "Xbox" });
    expect(platform.status).toBe(400);
    expect(await platform.json()).toMatchObject({
      error: "invalid_choice",
      details: [{ field: "plataforma_selecionada" }],
    });
    const coinChoice = { game_id: wow.id, coin_id: coin.id, tag: "Thrall", server: "Azralon" };
    const [line] = await (
      await callApi("POST", "/api/cart", { ...coinChoice, plataforma_selecionada: "PC", quantidade: 2 }, { cookie })
    ).json<Array<{ id: string }>>();
    const fixed = await callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 5 }, { cookie });
    expect(await fixed.json()).toMatchObject({ error: "fixed_quantity", details: [{ field: "quantidade" }] });
  });

  it("takes the spec's own body (no server, no platform) as the game page does", async () => {
    const { cookie } = await shopper();
    const tibia = await gameNamed("Tibia");
    const tibiaItem = await itemOf(tibia.id);
    const specBody = { item_id: tibiaItem.id, tag: "Knight", quantidade: 1, plataforma_selecionada: null };
    const added = await callApi("POST", "/api/cart", { ...specBody, game_id: tibia.id }, { cookie });
    expect(added.status).toBe(201);
    // The answer says what was taken: the first server, the only platform.
    expect((await added.json<Array<Record<string, unknown>>>())[0]).toMatchObject({
      server: "Antica",
      plataforma_selecionada: "PC",
    });
    // World of Warcraft runs on PC and Mac: the platform its page starts on (cart-input-rules.test.ts).
    const several = await callApi("POST", "/api/cart", { ...specBody, game_id: wow.id, item_id: item.id }, { cookie });
    expect(several.status).toBe(201);
  });

  it("keeps each cart private: another shopper can neither read nor change its lines", async () => {
    const alice = await shopper("alice");
    const bob = await shopper("bob");
    const [line] = await (await addItem(alice.cookie)).json<Array<{ id: string }>>();
    const lineId = line?.id ?? "";
    expect((await callApi("PUT", `/api/cart/${lineId}`, { quantidade: 9 }, { cookie: bob.cookie })).status).toBe(404);
    expect((await callApi("DELETE", `/api/cart/${lineId}`, undefined, { cookie: bob.cookie })).status).toBe(404);
    expect(await (await callApi("GET", "/api/cart", undefined, { cookie: bob.cookie })).json()).toEqual([]);
    const aliceCart = await (await callApi("GET", "/api/cart", undefined, { cookie: alice.cookie })).json<
      Array<{ quantidade: number }>
    >();
    expect(aliceCart.map((entry) => entry.quantidade)).toEqual([2]);
  });

  it("refuses a coin line's quantity change, and a coin add above the line limit, with sentences in both languages", async () => {
    const { cookie } = await shopper();
    const coinChoice = {
      game_id: wow.id,
      coin_id: coin.id,
      tag: "Thrall",
      server: "Azralon",
      plataforma_selecionada: "PC",
    };
    const [line] = await (await callApi("POST", "/api/cart", { ...coinChoice, quantidade: 2 }, { cookie })).json<
      Array<{ id: string }>
    >();
    const expected = {
      en: {
        fixed:
          "The quantity of a coin line is chosen on the game page. Remove the line and add it again with the quantity you want.",
        tooLarge: "One cart line holds at most 1,000 units of a coin.",
      },
      pt: {
        fixed:
          "A quantidade de uma linha de moedas é escolhida na página do jogo. Remova a linha e adicione de novo com a quantidade desejada.",
        tooLarge: "Uma linha do carrinho leva no máximo 1.000 unidades de uma moeda.",
      },
    } as const;
    for (const language of ["en", "pt"] as const) {
      const fixed = await callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 5 }, { cookie, language });
      expect(fixed.status).toBe(422);
      expect(await fixed.json()).toMatchObject({ error: "fixed_quantity", message: expected[language].fixed });
      const tooMany = await callApi("POST", "/api/cart", { ...coinChoice, quantidade: 1_001 }, { cookie, language });
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({
        details: [{ field: "quantidade", message: expected[language].tooLarge }],
      });
    }
  });

  it("updates, removes and clears", async () => {
    const { cookie } = await shopper();
    const [line] = await (await addItem(cookie)).json<Array<{ id: string }>>();
    const updated = await callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 5 }, { cookie });
    expect((await updated.json<Array<{ quantidade: number }>>())[0]?.quantidade).toBe(5);
    const removed = await callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 0 }, { cookie });
    expect(await removed.json()).toEqual([]);
    await addItem(cookie);
    expect(await (await callApi("POST", "/api/cart/clear", undefined, { cookie })).json()).toEqual([]);
  });
});

describe("checkout and orders API", () => {
  it("charges the server's total, never the client's, and fulfils through the sandbox", async () => {
    const { account, cookie } = await shopper();
    await addItem(cookie);
    const checkout = await callApi(
      "POST",
      "/api/checkout",
      { metodo_pagamento: "credit_card", user_id: 999, cart_items: [{ item_id: item.id, quantidade: 2, preco: 0.01 }] },
      { cookie },
    );
    expect(checkout.status).toBe(200);
    const session = await checkout.json<{ orderId: number; sessionId: string; stripeSessionUrl: string }>();
    expect(session.stripeSessionUrl).toBe(`http://store.test/sandbox/checkout/${session.sessionId}`);

    const order = await (await callApi("GET", `/api/orders/${session.orderId}`, undefined, { cookie })).json<
      Record<string, unknown>
    >();
    expect(order).toMatchObject({
      id: session.orderId,
      status: "pendente",
      total: (item.priceCents * 2) / 100,
      moeda: "BRL",
    });

    const paid = await callApi("POST", `/api/sandbox/sessions/${session.sessionId}/pay`, {}, { cookie });
    expect(paid.status).toBe(200);
    const list = await (await callApi("GET", "/api/orders", undefined, { cookie })).json<
      Array<{ id: number; status: string; items: unknown[] }>
    >();
    expect(list[0]).toMatchObject({ id: session.orderId, status: "processando" });
    expect(list[0]?.items).toHaveLength(1);
    expect(await (await callApi("GET", "/api/cart", undefined, { cookie })).json()).toEqual([]);
    const emails = await waitForEmails(account.email, 2);
    expect(emails[0]?.subject).toContain(`#${session.orderId}`);
  });

  it("shows a declined test card's message from the embedded flow", async () => {
    const { cookie } = await shopper();
    await addItem(cookie);
    const checkout = await (
      await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card", flow: "embedded" }, { cookie })
    ).json<{ sessionId: string; stripeClientSecret: string }>();
    expect(checkout.stripeClientSecret).toContain("_secret_");
    const declined = await callApi(
      "POST",
      `/api/sandbox/sessions/${checkout.sessionId}/pay`,
      { card_number: "4000 0000 0000 0002" },
      { cookie },
    );
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({
      error: "card_declined",
      message: "Your card was declined.",
      requestId: expect.any(String),
    });
  });

  it("refuses an empty cart, pix and a visitor, with the spec's messages", async () => {
    const { cookie } = await shopper();
    const empty = await callApi(
      "POST",
      "/api/checkout",
      { metodo_pagamento: "credit_card" },
      { cookie, language: "pt" },
    );
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({
      error: "empty_cart",
      message: "Carrinho vazio. Adicione itens antes de finalizar a compra.",
    });
    await addItem(cookie);
    // Pix switched off in settings: the refused field is named as the client sent it.
    const pix = await withStoreSetting("pixEnabled", false, () =>
      callApi("POST", "/api/checkout", { metodo_pagamento: "pix" }, { cookie }),
    );
    expect(pix.status).toBe(422);
    expect(await pix.json()).toMatchObject({ error: "pix_unavailable", details: [{ field: "metodo_pagamento" }] });
    expect((await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" })).status).toBe(401);
  });

  it("cancels a pending order from the cancel page once, keeping the cart", async () => {
    const { cookie } = await shopper();
    await addItem(cookie);
    const { sessionId, orderId } = await (
      await callApi("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, { cookie })
    ).json<{
      sessionId: string;
      orderId: number;
    }>();
    const cancelled = await callApi("POST", "/api/stripe/cancel-order", { session_id: sessionId }, { cookie });
    expect(await cancelled.json()).toEqual({ orderId, status: "cancelado" });
    const again = await callApi("POST", "/api/stripe/cancel-order", { session_id: sessionId }, { cookie });
    expect(await again.json()).toEqual({ orderId, status: "cancelado" });
    expect(await (await callApi("GET", "/api/cart", undefined, { cookie })).json()).toHaveLength(1);
  });

  it("never shows or cancels another shopper's order", async () => {
    const alice = await shopper("alice");
    const bob = await shopper("bob");
    await addItem(alice.cookie);
    const { orderId, sessionId } = await (
      await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie: alice.cookie })
    ).json<{ orderId: number; sessionId: string }>();
    expect((await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (await callApi("POST", "/api/stripe/cancel-order", { session_id: sessionId }, { cookie: bob.cookie })).status,
    ).toBe(404);
    expect((await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie: bob.cookie })).status).toBe(
      404,
    );
    expect(await (await callApi("GET", "/api/orders", undefined, { cookie: bob.cookie })).json()).toEqual([]);
    expect((await callApi("GET", "/api/orders/abc", undefined, { cookie: bob.cookie })).status).toBe(400);
    expect((await callApi("GET", "/api/orders")).status).toBe(401);
  });
});
