// Two currencies (issue 17), through the Worker as shoppers, clients and Stripe reach it: the API and
// the pages price in the shopper's currency, an order is charged in the currency it was placed in
// (what the payment provider is asked for), a currency change re-prices a full cart before payment,
// money in another currency goes to review, and the edge cache keeps each currency's copy apart.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { coinOf, createShopper, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { insertPendingOrder } from "../../../tests/workers/support/pending-order";
import { callApi, fetchWorker, origin, postForm, waitForEmails } from "../../../tests/workers/support/store";
import { paidSession } from "../../../tests/workers/support/stripe-events";
import { deliverEvent } from "../../../tests/workers/support/webhook-endpoint";
import { catalogueChanged, visibleText } from "../../../tests/workers/support/worker";
import { addToCart } from "../../cart/cart";
import { items, orderLines, orders, paymentEvents } from "../../db/schema";
import { startCheckout } from "../../orders/checkout";
import type { CheckoutSessionRequest, PaymentProvider } from "../../payments/provider";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings } from "../../settings/store-settings";
import { serializeCurrencyCookie } from "../currency";

// The seeded store: US$ 1 = R$ 5, derived dollar prices rounded to the nearest .99.
let wow = { id: 0 };
let item = { id: 0, priceCents: 0 };
let coin = { id: 0, unitPriceCents: 0 };

beforeAll(async () => {
  await seedOnce();
  wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  coin = await coinOf(wow.id);
});

const usdCookie = async () => (await serializeCurrencyCookie(new Request(origin), "USD")).split(";")[0] ?? "";

type Json = Record<string, unknown> & { coins: Array<Record<string, unknown>>; items: Array<Record<string, unknown>> };

async function gameJson(headers: Record<string, string>, query = "") {
  const response = await fetchWorker(`/api/games/${wow.id}${query}`, {}, { headers });
  expect(response.status).toBe(200);
  return response.json<Json>();
}

function addItem(cookie: string, quantity = 2) {
  return addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity });
}

async function checkoutApi(cookie: string) {
  const response = await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<{ orderId: number; sessionId: string }>();
}

async function orderRow(id: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw new Error("order missing");
  return order;
}

describe("the catalogue in the shopper's currency", () => {
  it("prices a visitor from Brazil in reais and one from elsewhere in dollars at the store's rate", async () => {
    const brazil = await gameJson({ "CF-IPCountry": "BR" });
    expect(brazil.currency).toBe("BRL");
    expect(brazil.items[0]).toMatchObject({ id: item.id, preco: item.priceCents / 100, currency: "BRL" });
    const abroad = await gameJson({ "CF-IPCountry": "US" });
    expect(abroad.currency).toBe("USD");
    // R$ 39,90 / 5 = 7.98 → 7.99; R$ 9,90 / 5 = 1.98 → 1.99.
    expect(item.priceCents).toBe(3990);
    expect(abroad.items[0]).toMatchObject({ id: item.id, preco: 7.99, currency: "USD" });
    expect(coin.unitPriceCents).toBe(990);
    expect(abroad.coins[0]).toMatchObject({ id: coin.id, preco_por_unidade: 1.99, currency: "USD" });
  });

  it("lets an API client choose with ?currency= or the cookie, over the country", async () => {
    expect((await gameJson({ "CF-IPCountry": "US" }, "?currency=BRL")).currency).toBe("BRL");
    expect((await gameJson({ Cookie: await usdCookie() })).currency).toBe("USD");
    const item1 = await fetchWorker(`/api/items/${item.id}?currency=usd`);
    expect(await item1.json()).toMatchObject({ preco: 7.99, currency: "USD" });
    const coins = await fetchWorker(`/api/coins/game/${wow.id}`, {}, { headers: { "CF-IPCountry": "DE" } });
    expect((await coins.json<Array<Record<string, unknown>>>())[0]).toMatchObject({
      currency: "USD",
      preco_por_unidade: 1.99,
    });
  });

  it("uses the dollar price the admin set instead of the rate", async () => {
    const other = await itemOf(wow.id, "boosting");
    await db.update(items).set({ priceUsdCents: 650 }).where(eq(items.id, other.id));
    await catalogueChanged();
    const usd = await fetchWorker(`/api/items/${other.id}?currency=USD`);
    expect(await usd.json()).toMatchObject({ preco: 6.5, currency: "USD" });
    const brl = await fetchWorker(`/api/items/${other.id}?currency=BRL`);
    expect(await brl.json()).toMatchObject({ preco: other.priceCents / 100, currency: "BRL" });
    await db.update(items).set({ priceUsdCents: null }).where(eq(items.id, other.id));
    await catalogueChanged();
  });

  it("shows the game page's prices in dollars abroad and in reais in Brazil, each from its own cached copy", async () => {
    const page = async (country: string) => {
      const response = await fetchWorker(`/game/${wow.id}`, {}, { headers: { "CF-IPCountry": country } });
      return { cache: response.headers.get("x-edge-cache"), text: visibleText(await response.text()) };
    };
    const usFirst = await page("US");
    expect(usFirst.cache).toBe("MISS");
    expect(usFirst.text).toContain("$1.99");
    expect(usFirst.text).not.toMatch(/R\$\s?\d/);
    const br = await page("BR");
    expect(br.cache).toBe("MISS");
    expect(br.text).toContain("R$9.90");
    expect(await page("US")).toMatchObject({ cache: "HIT" });
    // A visitor whose only cookie is the currency's is still served from the cache.
    const chosen = await fetchWorker(`/game/${wow.id}`, {}, { cookie: await usdCookie() });
    expect(chosen.headers.get("x-edge-cache")).toMatch(/MISS|HIT/);
    expect(visibleText(await chosen.text())).toContain("$1.99");
  });
});

describe("the currency switch", () => {
  it("keeps the choice in an HttpOnly cookie and goes back to the page, only on this site", async () => {
    const response = await postForm("/set-currency", { currency: "USD", redirectTo: `/game/${wow.id}?type=items` });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/game/${wow.id}?type=items`);
    expect(response.headers.get("Set-Cookie")).toMatch(/^cur=.*HttpOnly.*SameSite=Lax/);
    const away = await postForm("/set-currency", { currency: "USD", redirectTo: "https://evil.example/" });
    expect(away.headers.get("Location")).toBe("/");
  });
});

describe("paying in the shopper's currency", () => {
  it("charges a dollar shopper's order in dollars at the dollar price, as the payment provider is asked", async () => {
    const user = await createShopper();
    const asked: CheckoutSessionRequest[] = [];
    const sandbox = new SandboxPaymentProvider(origin);
    // The sandbox, recording what it is asked to charge.
    const provider: PaymentProvider = {
      name: "sandbox",
      submitDisputeEvidence: async () => {},
      createCheckoutSession: (request) => {
        asked.push(request);
        return sandbox.createCheckoutSession(request);
      },
      expireCheckoutSession: () => sandbox.expireCheckoutSession(),
      refund: () => sandbox.refund(),
    };
    const line = { gameId: wow.id, nickname: "Thrall", server: "Azralon", platform: "PC" };
    await addToCart({ db, currency: "USD" }, user.id, { ...line, itemId: item.id, quantity: 2 });
    await addToCart({ db, currency: "USD" }, user.id, { ...line, coinOfferId: coin.id, quantity: 3 });
    const result = await startCheckout(
      { db, provider },
      {
        user,
        paymentMethod: "credit_card",
        flow: "redirect",
        currency: "USD",
        language: "en",
        origin,
        settings: defaultStoreSettings,
      },
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ currency: "USD", totalCents: 799 * 2 + 199 * 3 });
    expect(asked[0]?.lines.map((sent) => [sent.unitAmountCents, sent.quantity])).toEqual(
      expect.arrayContaining([
        [799, 2],
        [199, 3],
      ]),
    );
    expect(await orderRow(result.orderId)).toMatchObject({ currency: "USD", totalCents: 2195 });
  });

  it("places a dollar shopper's order through the API in dollars, and every answer names the currency", async () => {
    const { cookie: session } = await shopperSession("usd-api");
    const cookie = `${session}; ${await usdCookie()}`;
    const added = await addItem(cookie);
    expect(added.status).toBe(201);
    expect((await added.json<Array<Record<string, unknown>>>())[0]).toMatchObject({
      preco: 7.99,
      subtotal: 15.98,
      currency: "USD",
    });
    const { orderId, sessionId } = await checkoutApi(cookie);
    expect(await orderRow(orderId)).toMatchObject({ currency: "USD", totalCents: 1598 });
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie: session })).json();
    expect(order).toMatchObject({ total: 15.98, currency: "USD", moeda: "USD" });
    // The sandbox's payment page asks for the order's dollars, even from a shopper now browsing in reais.
    const sandbox = await fetchWorker(`/sandbox/checkout/${sessionId}`, {}, { cookie: session });
    expect(visibleText(await sandbox.text())).toContain("$15.98");
  });

  it("says where Pix is chosen that it pays reais only, to a shopper paying in dollars", async () => {
    const { cookie: session } = await shopperSession("usd-pix");
    await addItem(session);
    const brlOnly = "Pix pays orders in reais (BRL) only. Choose a card to pay this order.";
    const inReais = visibleText(await (await fetchWorker("/checkout", {}, { cookie: session })).text());
    expect(inReais).not.toContain(brlOnly);
    const html = await (await fetchWorker("/checkout", {}, { cookie: `${session}; ${await usdCookie()}` })).text();
    expect(visibleText(html)).toContain(brlOnly);
    expect(html).toMatch(
      /value="pix"[^>]*aria-describedby="pix-currency-note"|aria-describedby="pix-currency-note"[^>]*value="pix"/,
    );
  });

  it("re-prices a full cart when the shopper changes currency, and the pending order follows before payment", async () => {
    const { cookie: session } = await shopperSession("switch");
    await addItem(session);
    const inReais = await (await callApi("GET", "/api/cart", undefined, { cookie: session })).json<
      Array<Record<string, unknown>>
    >();
    expect(inReais[0]).toMatchObject({ preco: 39.9, subtotal: 79.8, currency: "BRL" });
    const first = await checkoutApi(session);
    expect(await orderRow(first.orderId)).toMatchObject({ currency: "BRL", totalCents: 7980 });

    const inDollars = `${session}; ${await usdCookie()}`;
    const cart = await (await callApi("GET", "/api/cart", undefined, { cookie: inDollars })).json<
      Array<Record<string, unknown>>
    >();
    expect(cart[0]).toMatchObject({ preco: 7.99, subtotal: 15.98, currency: "USD" });
    const page = visibleText(await (await fetchWorker("/cart", {}, { cookie: inDollars })).text());
    expect(page).toContain("$15.98");
    expect(page).not.toMatch(/R\$\s?\d/);

    const second = await checkoutApi(inDollars);
    expect(second.orderId).toBe(first.orderId);
    expect(await orderRow(first.orderId)).toMatchObject({ currency: "USD", totalCents: 1598 });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, first.orderId));
    expect(lines.map((line) => [line.unitPriceCents, line.lineTotalCents])).toEqual([[799, 1598]]);
  });

  it("keeps a dollar order paid in reais for review, and marks one paid in dollars paid, emailed in dollars", async () => {
    const user = await createShopper();
    const pending = () => insertPendingOrder(user.id, { currency: "USD", totalCents: 1598 });
    const deliver = (object: Record<string, unknown>) => deliverEvent("checkout.session.completed", object);
    const inReais = await pending();
    expect(await deliver(paidSession(inReais))).toBe("review");
    expect((await orderRow(inReais.id)).status).toBe("revisão");
    const [event] = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, inReais.id));
    expect(event?.reason).toBe("currency_mismatch");
    // Settle it so the shopper's next order is the one pending order.
    await db.update(orders).set({ status: "cancelado" }).where(eq(orders.id, inReais.id));

    const inDollars = await pending();
    expect(await deliver({ ...paidSession(inDollars), currency: "usd" })).toBe("applied");
    expect((await orderRow(inDollars.id)).status).toBe("processando");
    // The confirmation email states the order's dollars.
    const [email] = await waitForEmails(user.email);
    expect(email?.text).toContain("$15.98");
  });
});
