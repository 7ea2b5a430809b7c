// Issue 34, the shopper's side: the discount code kept with the cart (POST/DELETE /api/cart/code),
// checked again on every read of the cart, taken by checkout, and brought by a shared `?code=` link.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addLine, buyableItem, paidOrder, shopperSession } from "../../../tests/workers/support/admin";
import { itemOf } from "../../../tests/workers/support/catalogue-rows";
import {
  type CallOptions,
  callApi,
  createVerifiedAccount,
  fetchWorker,
  origin,
  signIn,
} from "../../../tests/workers/support/store";
import { db, storeActing } from "../../../tests/workers/support/worker";
import { promoCodes } from "../../db/schema";
import { createCode, type NewCode } from "../codes";

interface CodedCartJson {
  items: Array<{ subtotal: number; discount: number }>;
  code: { code: string; discount: number; applies: boolean; reason: string | null } | null;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function newCode(input: Partial<NewCode> = {}) {
  return (await createCode(storeActing, { code: unique("CART"), kind: "percent", percent: 10, ...input })).code;
}

let price: number;
let item: { gameId: number; id: number };
let choice: Awaited<ReturnType<typeof buyableItem>>["choice"];

beforeAll(async () => {
  ({ item, choice } = await buyableItem());
  price = (await itemOf(item.gameId)).priceCents;
});

/** A signed-in shopper with one line of the demo item in the cart. */
async function shopperWithLine(label: string) {
  const session = await shopperSession(label);
  await addLine(session.cookie, item, choice);
  return session;
}

const postCode = (cookie: string, code: string, options: CallOptions = {}) =>
  callApi("POST", "/api/cart/code", { code }, { cookie, ...options });

async function cartCode(cookie: string): Promise<CodedCartJson> {
  return (await callApi("GET", "/api/cart/code", undefined, { cookie })).json();
}

describe("POST /api/cart/code", () => {
  it("keeps the code with the cart and answers each line's discount and the totals; GET /api/cart shows it too", async () => {
    const code = await newCode({ percent: 20 });
    const { cookie } = await shopperWithLine("cart-code");
    const applied = await postCode(cookie, code.toLowerCase());
    expect(applied.status, await applied.clone().text()).toBe(200);
    const discount = Math.floor((price * 20) / 100);
    const expected = {
      items: [expect.objectContaining({ subtotal: price / 100, discount: discount / 100 })],
      code: { code, discount: discount / 100, applies: true, reason: null },
      subtotal: price / 100,
      discount: discount / 100,
      total: (price - discount) / 100,
      currency: "BRL",
    };
    expect(await applied.json()).toEqual(expected);
    expect(await cartCode(cookie)).toEqual(expected);
    const lines = await (await callApi("GET", "/api/cart", undefined, { cookie })).json();
    expect(lines).toEqual([expect.objectContaining({ subtotal: price / 100, discount: discount / 100 })]);
  });

  it("prices the discount in the shopper's currency", async () => {
    const code = await newCode({ kind: "amount", amountBrlCents: 300, amountUsdCents: 50 });
    const { cookie } = await shopperWithLine("cart-code-usd");
    const applied = await callApi("POST", "/api/cart/code?currency=USD", { code }, { cookie });
    expect(await applied.json()).toMatchObject({ currency: "USD", discount: 0.5, code: { discount: 0.5 } });
  });

  it("refuses a code that does not apply with a 422 and the reason in the shopper's language, and keeps the cart's code", async () => {
    const kept = await newCode();
    const { cookie } = await shopperWithLine("cart-code-refused");
    expect((await postCode(cookie, kept)).status).toBe(200);

    const unknownEn = await postCode(cookie, "NOSUCHCODE1", { language: "en" });
    expect(unknownEn.status).toBe(422);
    expect(await unknownEn.json()).toMatchObject({
      error: "promo_unknown",
      message: "We don't know this code. Check how it is spelled.",
      details: [{ field: "code", message: "We don't know this code. Check how it is spelled." }],
    });
    const unknownPt = await postCode(cookie, "NOSUCHCODE1", { language: "pt" });
    expect(await unknownPt.json()).toMatchObject({
      error: "promo_unknown",
      message: "Não conhecemos este cupom. Confira como ele é escrito.",
    });
    expect((await cartCode(cookie)).code).toMatchObject({ code: kept, applies: true });
  });

  it("says each reason a code does not apply, in English and in Portuguese", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const { cookie } = await shopperWithLine("cart-code-reasons");
    const cases: Array<[Partial<NewCode>, string, string, string]> = [
      [{ endsAt: past, startsAt: null }, "promo_ended", "This code has ended.", "Este cupom já terminou."],
      [
        { startsAt: future },
        "promo_not_started",
        "This code can't be used yet.",
        "Este cupom ainda não pode ser usado.",
      ],
      [
        { gameIds: [item.gameId + 100_000] },
        "promo_not_for_these_items",
        "This code isn't valid for anything in your cart.",
        "Este cupom não vale para nada no seu carrinho.",
      ],
      [
        { minTotalBrlCents: price + 100, minTotalUsdCents: 100 },
        "promo_below_minimum",
        "This code needs an order of at least",
        "Este cupom exige um pedido de pelo menos",
      ],
    ];
    for (const [rules, error, en, pt] of cases) {
      const code = await newCode(rules);
      const inEnglish = await postCode(cookie, code, { language: "en" });
      expect(inEnglish.status).toBe(422);
      const body = await inEnglish.json<{ error: string; message: string }>();
      expect(body.error).toBe(error);
      expect(body.message).toContain(en);
      expect((await (await postCode(cookie, code, { language: "pt" })).json<{ message: string }>()).message).toContain(
        pt,
      );
    }
  });

  it("refuses a first-order code to a shopper who has paid an order, and a code they already used", async () => {
    const firstOnly = await newCode({ firstOrderOnly: true });
    const once = await newCode({ maxUsesPerShopper: 1 });
    const { cookie } = await shopperWithLine("cart-code-used");
    expect((await postCode(cookie, once)).status).toBe(200);
    // Checkout takes the cart's code: the order is paid with it.
    await paidOrder(cookie, item, choice);
    await addLine(cookie, item, choice);
    const first = await postCode(cookie, firstOnly, { language: "pt" });
    expect(await first.json()).toMatchObject({
      error: "promo_first_order_only",
      message: "Este cupom vale só para a primeira compra.",
    });
    const again = await postCode(cookie, once, { language: "en" });
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({
      error: "promo_already_used",
      message: "You have already used this code.",
    });
  });

  it("refuses a code whose uses are taken", async () => {
    const code = await newCode({ maxUses: 1 });
    const winner = await shopperWithLine("cart-code-winner");
    expect((await postCode(winner.cookie, code)).status).toBe(200);
    await paidOrder(winner.cookie, item, choice);
    const late = await shopperWithLine("cart-code-late");
    const refused = await postCode(late.cookie, code, { language: "en" });
    expect(await refused.json()).toMatchObject({ error: "promo_used_up", message: "This code has been used up." });
  });
});

describe("the cart's code over time", () => {
  it("DELETE /api/cart/code takes it off: no code and no discount", async () => {
    const { cookie } = await shopperWithLine("cart-code-delete");
    await postCode(cookie, await newCode());
    const removed = await callApi("DELETE", "/api/cart/code", undefined, { cookie });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ code: null, discount: 0, total: price / 100 });
    expect(await cartCode(cookie)).toMatchObject({ code: null, discount: 0 });
  });

  it("is checked again when the cart is read: a code that ended meanwhile shows why, and the total has no discount", async () => {
    const code = await newCode();
    const { cookie } = await shopperWithLine("cart-code-ends");
    expect((await postCode(cookie, code)).status).toBe(200);
    await db
      .update(promoCodes)
      .set({ endsAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(promoCodes.code, code));
    const cart = await (await callApi("GET", "/api/cart/code", undefined, { cookie, language: "pt" })).json();
    expect(cart).toMatchObject({
      code: { code, applies: false, discount: 0, reason: "Este cupom já terminou." },
      discount: 0,
      total: price / 100,
      items: [expect.objectContaining({ discount: 0 })],
    });
  });

  it("checkout takes the cart's code, and paying takes the code off the cart", async () => {
    const code = await newCode({ percent: 25 });
    const { cookie } = await shopperWithLine("cart-code-checkout");
    await postCode(cookie, code);
    const checkout = await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie });
    const { orderId, sessionId, discount } = await checkout.json<{
      orderId: number;
      sessionId: string;
      discount: number;
    }>();
    expect(discount).toBe(Math.floor((price * 25) / 100) / 100);
    await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie });
    const order = await (await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })).json();
    expect(order).toMatchObject({ code, discount });
    expect(await cartCode(cookie)).toMatchObject({ code: null });
  });
});

describe("a shared ?code= link", () => {
  it("keeps a signed-in shopper's code with the cart and loads the page again without it", async () => {
    const code = await newCode();
    const { cookie } = await shopperWithLine("cart-code-link");
    const link = await fetchWorker(`/game/${item.gameId}?code=${code.toLowerCase()}&lng=en`, {}, { cookie });
    expect(link.status).toBe(302);
    expect(link.headers.get("Location")).toBe(`${origin}/game/${item.gameId}?lng=en`);
    expect((await cartCode(cookie)).code).toMatchObject({ code, applies: true });
  });

  it("keeps a visitor's code for the visit and puts it in the cart once they are signed in", async () => {
    const code = await newCode();
    const link = await fetchWorker(`/?code=${code}`);
    expect(link.status).toBe(302);
    expect(link.headers.get("Location")).toBe(`${origin}/`);
    const setCookie = link.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // For the visit: no expiry.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const visitCookie = setCookie.split(";")[0] ?? "";

    const account = await createVerifiedAccount("cart-code-visitor");
    const session = await signIn(account);
    await addLine(session, item, choice);
    const page = await fetchWorker("/games", {}, { cookie: `${session}; ${visitCookie}` });
    expect(page.status).toBe(200);
    // Moved into the cart: the visit's cookie is cleared.
    expect(page.headers.get("Set-Cookie")).toMatch(/promo-code=;.*Max-Age=0/i);
    expect((await cartCode(session)).code).toMatchObject({ code, applies: true });
  });

  it("never leaves the store, and a code that is no code does not break the page: the cart says why", async () => {
    const { cookie } = await shopperWithLine("cart-code-bad-link");
    const link = await fetchWorker("//elsewhere.example/?code=%21%21", {}, { cookie });
    expect(link.status).toBe(302);
    expect(new URL(link.headers.get("Location") ?? "").origin).toBe(origin);
    const page = await fetchWorker("/", {}, { cookie });
    expect(page.status).toBe(200);
    const cart = await (await callApi("GET", "/api/cart/code", undefined, { cookie, language: "en" })).json();
    expect(cart).toMatchObject({
      code: { code: "!!", applies: false, reason: "A code is 3 to 32 letters and digits." },
      discount: 0,
    });
  });
});
