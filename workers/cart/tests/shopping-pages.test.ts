// The shopping pages' loaders and actions, through the real Worker as a browser calls them: the
// guards, adding to the cart without JavaScript, the cart page's forms, checkout, the payment
// sandbox page, the result pages and orders (another shopper's order is a 404).
import { env } from "cloudflare:workers";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as sandboxLoader } from "../../../app/routes/sandbox.checkout.$sessionId";
import { db, seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { loadContextFor } from "../../../tests/workers/support/load-context";
import {
  callApi,
  createVerifiedAccount,
  fetchWorker,
  origin,
  postForm,
  signIn,
} from "../../../tests/workers/support/store";
import { withStoreSetting } from "../../../tests/workers/support/store-setting";
import { visibleText } from "../../../tests/workers/support/worker";
import { items, orders } from "../../db/schema";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

async function shopperCookie(label = "pages") {
  return signIn(await createVerifiedAccount(label));
}

const gamePage = () => `/game/${shop.wow.id}?type=items&server=Azralon&platform=PC`;
const itemForm = (extra: Record<string, string> = {}) => ({
  item_id: String(shop.item.id),
  tag: "Thrall",
  server: "Azralon",
  plataforma_selecionada: "PC",
  ...extra,
});

async function cartOf(cookie: string) {
  return (await callApi("GET", "/api/cart", undefined, { cookie })).json<
    Array<{ id: string; item_id: number | null; coin_id: number | null; quantidade: number; preco: number }>
  >();
}

/** A pending order through the checkout page's redirect flow (debit card): its session id and order. */
async function checkoutByDebit(cookie: string) {
  await postForm(gamePage(), itemForm(), { cookie });
  const response = await postForm("/checkout", { metodo_pagamento: "debit_card" }, { cookie });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "", origin);
  expect(location.pathname).toMatch(/^\/sandbox\/checkout\/cs_test_sbx_/);
  const sessionId = location.pathname.split("/").pop() ?? "";
  const [order] = await (await callApi("GET", "/api/orders", undefined, { cookie })).json<Array<{ id: number }>>();
  return { sessionId, orderId: order?.id ?? 0 };
}

describe("guards", () => {
  it("sends a visitor from every shopping page to sign in and back", async () => {
    for (const path of [
      "/cart",
      "/checkout",
      "/checkout-success?session_id=cs_x",
      "/checkout-cancel?session_id=cs_x",
      "/orders",
      "/orders/1",
      "/sandbox/checkout/cs_x",
    ]) {
      const response = await fetchWorker(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });

  it("refuses a visitor's posts the same way, and adds nothing", async () => {
    const posts: Array<[string, Record<string, string>]> = [
      ["/cart", { intent: "clear" }],
      ["/checkout", { metodo_pagamento: "debit_card" }],
      ["/checkout-cancel?session_id=cs_x", { session_id: "cs_x" }],
      ["/sandbox/checkout/cs_x", {}],
      [gamePage(), itemForm()],
    ];
    for (const [path, fields] of posts) {
      const response = await postForm(path, fields);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });

  it("answers the cart drawer's load without a session with signed_out, not a redirect", async () => {
    const response = await fetchWorker("/resources/cart");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "signed_out" });
  });
});

describe("adding to the cart from the game page without JavaScript", () => {
  it("adds an item and a coin offer, priced by the server, and comes back with a confirmation", async () => {
    const cookie = await shopperCookie();
    const added = await postForm(gamePage(), itemForm({ preco: "0.01", game_id: "999" }), { cookie });
    expect(added.status).toBe(200);
    const html = visibleText(await added.text());
    expect(html).toContain("Added to your cart. View cart");
    expect(html).toContain("World of Warcraft");

    const coins = await postForm(
      `/game/${shop.wow.id}?type=moeda&coin=${shop.coin.id}&qty=4`,
      {
        coin_id: String(shop.coin.id),
        quantidade: "4",
        tag: "Thrall",
        server: "Azralon",
        plataforma_selecionada: "PC",
      },
      { cookie },
    );
    expect(coins.status).toBe(200);
    const cart = await cartOf(cookie);
    expect(cart).toMatchObject([
      { item_id: shop.item.id, quantidade: 1, preco: shop.item.priceCents / 100 },
      { coin_id: shop.coin.id, quantidade: 4, preco: shop.coin.unitPriceCents / 100 },
    ]);
    // The header badge counts lines (products) and says so.
    expect(await (await fetchWorker("/", {}, { cookie })).text()).toContain('aria-label="Cart, 2 products"');
  });

  it("shows the nickname message at the field and other refusals in the page, in the shopper's language", async () => {
    const cookie = await shopperCookie();
    const noNickname = await postForm(gamePage(), itemForm({ tag: "  " }), { cookie, language: "pt" });
    expect(noNickname.status).toBe(400);
    expect(visibleText(await noNickname.text())).toContain(
      "Por favor, informe seu nickname antes de adicionar ao carrinho.",
    );
    const wrongServer = await postForm(gamePage(), itemForm({ server: "Nowhere" }), { cookie });
    expect(wrongServer.status).toBe(400);
    expect(visibleText(await wrongServer.text())).toContain(
      "Error adding item to cart: Choose one of this game's servers: Azralon, Gallywix, Nemesis, Goldrinn.",
    );
    const otherGame = await postForm(`/game/${shop.wow.id + 1}`, itemForm(), { cookie });
    expect(otherGame.status).toBe(404);
    expect(await cartOf(cookie)).toEqual([]);
  });
});

describe("the cart page", () => {
  it("lists the lines with subtotal, fee and total, and its forms change and clear the cart", async () => {
    const cookie = await shopperCookie();
    await postForm(gamePage(), itemForm(), { cookie });
    const [line] = await cartOf(cookie);
    const lineId = line?.id ?? "";
    expect((await postForm("/cart", { intent: "update", lineId, quantidade: "3" }, { cookie })).status).toBe(200);
    const page = visibleText(await (await fetchWorker("/cart", {}, { cookie })).text());
    const total = `R$${((shop.item.priceCents * 3) / 100).toFixed(2)}`;
    expect(page).toContain(`Subtotal ${total}`);
    expect(page).toContain("Service fee R$0.00");
    expect(page).toContain(`Total ${total}`);
    expect(page).toContain("Delivered within 24 hours of the payment confirmation.");
    expect(page).toContain(`R$${(shop.item.priceCents / 100).toFixed(2)} each`);

    const tooMany = await postForm("/cart", { intent: "update", lineId, quantidade: "100" }, { cookie });
    expect(tooMany.status).toBe(422);
    expect((await postForm("/cart", { intent: "update", lineId, quantidade: "abc" }, { cookie })).status).toBe(400);
    expect((await cartOf(cookie))[0]?.quantidade).toBe(3);
    expect((await postForm("/cart", { intent: "remove", lineId }, { cookie })).status).toBe(200);
    expect(await cartOf(cookie)).toEqual([]);
    await postForm(gamePage(), itemForm(), { cookie });
    expect((await postForm("/cart", { intent: "clear" }, { cookie })).status).toBe(200);
    expect(await cartOf(cookie)).toEqual([]);
  });

  it("marks a line that can no longer be bought, keeps it out of the total and blocks checkout", async () => {
    const cookie = await shopperCookie();
    await postForm(gamePage(), itemForm(), { cookie });
    await db.update(items).set({ archivedAt: new Date().toISOString() }).where(eq(items.id, shop.item.id));
    try {
      const page = visibleText(await (await fetchWorker("/cart", {}, { cookie })).text());
      expect(page).toContain("No longer available — remove it to continue.");
      expect(page).toContain("Total R$0.00");
      expect(page).toContain("Remove the unavailable items to check out.");
      const checkout = visibleText(await (await fetchWorker("/checkout", {}, { cookie })).text());
      expect(checkout).toContain("Some items in your cart are no longer available.");
    } finally {
      await db.update(items).set({ archivedAt: null }).where(eq(items.id, shop.item.id));
    }
  });

  it("never changes another shopper's line", async () => {
    const alice = await shopperCookie("alice");
    const bob = await shopperCookie("bob");
    await postForm(gamePage(), itemForm(), { cookie: alice });
    const [line] = await cartOf(alice);
    const removed = await postForm("/cart", { intent: "remove", lineId: line?.id ?? "" }, { cookie: bob });
    expect(removed.status).toBe(404);
    expect(await cartOf(alice)).toHaveLength(1);
  });
});

describe("checkout and the payment sandbox page", () => {
  it("sends a debit card to the sandbox page, whose Pay fulfils the order through the webhook", async () => {
    const cookie = await shopperCookie();
    const { sessionId, orderId } = await checkoutByDebit(cookie);
    const page = visibleText(await (await fetchWorker(`/sandbox/checkout/${sessionId}`, {}, { cookie })).text());
    expect(page).toContain(`Order #${orderId}`);
    expect(page).toContain(`Amount R$${(shop.item.priceCents / 100).toFixed(2)}`);

    const paid = await postForm(`/sandbox/checkout/${sessionId}`, {}, { cookie });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/checkout-success?session_id=${sessionId}`);
    const success = visibleText(
      await (await fetchWorker(`/checkout-success?session_id=${sessionId}`, {}, { cookie })).text(),
    );
    expect(success).toContain("Payment approved!");
    expect(success).toContain(sessionId.slice(0, 24));
    expect(success).not.toContain(sessionId.slice(0, 25));
    expect(success).toContain(`Order #${orderId} Processing`);
    expect(await cartOf(cookie)).toEqual([]);
    // A second Pay finds the session closed.
    expect((await postForm(`/sandbox/checkout/${sessionId}`, {}, { cookie })).status).toBe(409);
  });

  it("answers a credit card with the embedded card form, pix with its code, and pix switched off with the pix message", async () => {
    const cookie = await shopperCookie();
    await postForm(gamePage(), itemForm(), { cookie });
    const card = await postForm("/checkout", { metodo_pagamento: "credit_card" }, { cookie });
    expect(card.status).toBe(200);
    const html = visibleText(await card.text());
    expect(html).toContain("Card details");
    expect(html).toContain("Card number");
    const pix = await postForm("/checkout", { metodo_pagamento: "pix" }, { cookie, language: "pt" });
    expect(pix.status).toBe(200);
    const pixPage = visibleText(await pix.text());
    expect(pixPage).toContain("Pagar com Pix");
    expect(pixPage).toContain("br.gov.bcb.pix");
    await withStoreSetting("pixEnabled", false, async () => {
      const off = await postForm("/checkout", { metodo_pagamento: "pix" }, { cookie, language: "pt" });
      expect(off.status).toBe(422);
      expect(visibleText(await off.text())).toContain("O Pix ainda não está disponível no site.");
    });
  });

  it("keeps the sandbox page to its owner and to the sandbox", async () => {
    const alice = await shopperCookie("alice");
    const { sessionId } = await checkoutByDebit(alice);
    const bob = await shopperCookie("bob");
    expect((await fetchWorker(`/sandbox/checkout/${sessionId}`, {}, { cookie: bob })).status).toBe(404);
    expect((await postForm(`/sandbox/checkout/${sessionId}`, {}, { cookie: bob })).status).toBe(404);

    // With a real Stripe key, or outside development, the page does not exist at all.
    for (const changed of [{ STRIPE_SECRET_KEY: "sk_test_x" }, { ENVIRONMENT: "production" }]) {
      const request = new Request(`${origin}/sandbox/checkout/${sessionId}`, { headers: { Cookie: alice } });
      const context = await loadContextFor({ ...env, ...changed }, request);
      const thrown = await sandboxLoader({ request, params: { sessionId }, context } as LoaderFunctionArgs).catch(
        (error: unknown) => error,
      );
      expect(thrown).toMatchObject({ init: { status: 404 } });
    }
  });
});

describe("checkout result pages", () => {
  it("sends a success page without a session id home, and another shopper's session to a 404", async () => {
    const alice = await shopperCookie("alice");
    const { sessionId } = await checkoutByDebit(alice);
    const home = await fetchWorker("/checkout-success", {}, { cookie: alice });
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/");
    const pending = visibleText(
      await (await fetchWorker(`/checkout-success?session_id=${sessionId}`, {}, { cookie: alice })).text(),
    );
    // Nothing is marked paid here: the order is still pending until the webhook lands.
    expect(pending).toContain("Pending");
    expect(pending).not.toContain("Payment approved");
    expect(pending).toContain("Waiting for the payment confirmation");
    const bob = await shopperCookie("bob");
    expect((await fetchWorker(`/checkout-success?session_id=${sessionId}`, {}, { cookie: bob })).status).toBe(404);
  });

  it("cancels the pending order from the cancel page's action (the shopper's choice) and keeps the cart", async () => {
    const cookie = await shopperCookie();
    const { sessionId, orderId } = await checkoutByDebit(cookie);
    const page = visibleText(
      await (await fetchWorker(`/checkout-cancel?session_id=${sessionId}`, {}, { cookie, language: "pt" })).text(),
    );
    expect(page).toContain("Pagamento Cancelado");
    expect(page).toContain(`Seus itens continuam no carrinho, e o pedido #${orderId} aguarda o seu pagamento.`);
    const cancelled = await postForm(`/checkout-cancel?session_id=${sessionId}`, { session_id: sessionId }, { cookie });
    expect(cancelled.status).toBe(200);
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json<{
      status: string;
    }>();
    expect(order.status).toBe("cancelado");
    expect(await cartOf(cookie)).toHaveLength(1);
  });
});

describe("orders pages", () => {
  it("lists the shopper's orders in /orders and /settings, and shows one only to its owner", async () => {
    const alice = await shopperCookie("alice");
    const { orderId } = await checkoutByDebit(alice);
    const list = visibleText(await (await fetchWorker("/orders", {}, { cookie: alice })).text());
    expect(list).toContain(`Order #${orderId}`);
    expect(list).toContain("Pending");
    const settings = visibleText(await (await fetchWorker("/settings?section=orders", {}, { cookie: alice })).text());
    expect(settings).toContain(`Order #${orderId}`);

    const detail = visibleText(
      await (await fetchWorker(`/orders/${orderId}`, {}, { cookie: alice, language: "pt" })).text(),
    );
    expect(detail).toContain(`Pedido #${orderId}`);
    expect(detail).toContain("Cartão de débito");
    expect(detail).toContain("Nickname Thrall");
    expect(detail).toContain("Servidor Azralon");
    expect(detail).toContain("Linha do tempo");

    // A status the store does not know is shown as it is.
    await db.update(orders).set({ status: "em_trânsito" }).where(eq(orders.id, orderId));
    expect(visibleText(await (await fetchWorker("/orders", {}, { cookie: alice })).text())).toContain("em_trânsito");

    const bob = await shopperCookie("bob");
    expect((await fetchWorker(`/orders/${orderId}`, {}, { cookie: bob })).status).toBe(404);
    expect((await fetchWorker("/orders/abc", {}, { cookie: bob })).status).toBe(404);
    expect(visibleText(await (await fetchWorker("/orders", {}, { cookie: bob })).text())).toContain("No orders found.");
  });
});
