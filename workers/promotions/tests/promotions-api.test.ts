// Issue 34's API: POST /api/checkout takes an optional discount code and answers the discounted
// total and the discount, or a 422 saying why in the shopper's language; GET /api/orders/{id} shows them.

import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/format-money";
import { priceIn, usdFromBrl } from "../../../shared/prices";
import {
  addLine,
  adminCookie,
  buyableItem,
  checkoutWithCode,
  shopperSession,
} from "../../../tests/workers/support/admin";
import { itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, mailbox } from "../../../tests/workers/support/store";
import { storeActing } from "../../../tests/workers/support/worker";
import { defaultStoreSettings, pricingFor } from "../../settings/store-settings";
import { createCode } from "../codes";

let code: string;
/** The demo store keeps the default dollar rate (5 reais, rounded to .99). */
const usdPricing = pricingFor("USD", defaultStoreSettings);

beforeAll(async () => {
  code = (await createCode(storeActing, { code: `API${Date.now().toString(36)}`, kind: "percent", percent: 20 })).code;
});

describe("a discount code through the API", () => {
  it("checks out with the code: the answer and the order carry the discounted total and the discount", async () => {
    const { item, cookie, checkout } = await checkoutWithCode("promo-api", code.toLowerCase());
    const price = (await itemOf(item.gameId)).priceCents;
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const discount = Math.floor((price * 20) / 100);
    const body = await checkout.json<{ orderId: number; total: number; discount: number }>();
    expect(body).toMatchObject({ total: (price - discount) / 100, discount: discount / 100 });

    const order = await (await callApi("GET", `/api/orders/${body.orderId}`, undefined, { cookie })).json();
    expect(order).toMatchObject({
      code,
      discount: discount / 100,
      total: (price - discount) / 100,
      items: [expect.objectContaining({ subtotal: price / 100, discount: discount / 100 })],
    });
  });

  it("answers 422 with the reason in the shopper's language, and opens no order", async () => {
    const { cookie, checkout: refused } = await checkoutWithCode("promo-api-refused", "NOPE123", { language: "pt" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: "promo_unknown",
      message: "Não conhecemos este cupom. Confira como ele é escrito.",
    });
    const orders = await (await callApi("GET", "/api/orders", undefined, { cookie })).json();
    expect(orders).toEqual([]);
  });
});

describe("discount codes for admins", () => {
  it("makes a code, reports its use, discount and revenue, and pauses it at once", async () => {
    const admin = await adminCookie();
    const name = `ADM${Date.now().toString(36)}`;
    const made = await callApi(
      "POST",
      "/api/admin/codes",
      { code: name.toLowerCase(), kind: "amount", amount_brl: 5, amount_usd: 1, max_uses: 10 },
      { cookie: admin },
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { id } = await made.json<{ id: number }>();

    const { item, cookie, account, checkout } = await checkoutWithCode("promo-admin", name);
    const price = (await itemOf(item.gameId)).priceCents;
    const { sessionId } = await checkout.json<{ sessionId: string }>();
    expect((await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie })).status).toBe(200);
    // The confirmation email says the code and its discount before the total charged.
    const confirmation = (await mailbox(account.email)).find((mail) =>
      mail.text.includes(`Code ${name.toUpperCase()}`),
    );
    expect(confirmation?.text).toContain(`Code ${name.toUpperCase()}: −R$5.00`);
    expect(confirmation?.text).toContain(formatMoney(price - 500, "BRL", "en"));
    // Another shopper's order holds a use while it is unpaid.
    await checkoutWithCode("promo-admin-waiting", name);

    const stats = await (await callApi("GET", `/api/admin/codes/${id}`, undefined, { cookie: admin })).json();
    expect(stats).toMatchObject({
      code: name.toUpperCase(),
      uses: 1,
      reserved: 1,
      discount_given: { BRL: 5, USD: 0 },
      revenue: { BRL: (price - 500) / 100, USD: 0 },
    });

    const paused = await callApi("PATCH", `/api/admin/codes/${id}`, { active: false }, { cookie: admin });
    expect(await paused.json()).toMatchObject({ active: false });
    const { checkout: refused } = await checkoutWithCode("promo-admin-late", name);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: "promo_paused" });
  });

  it("holds a minimum given in one currency for a checkout in the other, and says so", async () => {
    const admin = await adminCookie();
    const { item, choice } = await buyableItem();
    const row = await itemOf(item.gameId);
    const usdPrice = priceIn({ brlCents: row.priceCents, usdCents: row.priceUsdCents }, usdPricing);
    const make = async (rules: Record<string, number>) => {
      const body = {
        code: `MIN${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        kind: "percent",
        percent: 10,
      };
      const made = await callApi("POST", "/api/admin/codes", { ...body, ...rules }, { cookie: admin });
      expect(made.status, await made.clone().text()).toBe(201);
      const { id, code } = await made.json<{ id: number; code: string }>();
      return {
        code,
        stats: await (await callApi("GET", `/api/admin/codes/${id}`, undefined, { cookie: admin })).json(),
      };
    };
    const checkoutIn = async (currency: "BRL" | "USD", code: string) => {
      const { cookie } = await shopperSession(`promo-min-${currency}`);
      await addLine(cookie, item, choice);
      return callApi(
        "POST",
        `/api/checkout?currency=${currency}`,
        { metodo_pagamento: "credit_card", code },
        { cookie },
      );
    };

    const reaisOnly = Math.max(row.priceCents + 1, usdPrice * 10);
    const inReais = await make({ min_total_brl: reaisOnly / 100 });
    const usdMinimum = usdFromBrl(reaisOnly, usdPricing.conversion);
    expect(inReais.stats).toMatchObject({
      min_total_brl: reaisOnly / 100,
      min_total_usd: null,
      in_force: { min_total: { BRL: reaisOnly / 100, USD: usdMinimum / 100, by_rate: "USD" }, amount: null },
    });
    const refusedInDollars = await checkoutIn("USD", inReais.code);
    expect(refusedInDollars.status).toBe(422);
    expect(await refusedInDollars.json()).toMatchObject({
      error: "promo_below_minimum",
      message: expect.stringContaining(formatMoney(usdMinimum, "USD", "en")),
    });

    const dollarsOnly = Math.max(usdPrice + 1, row.priceCents);
    const inDollars = await make({ min_total_usd: dollarsOnly / 100 });
    const refusedInReais = await checkoutIn("BRL", inDollars.code);
    expect(refusedInReais.status).toBe(422);
    expect(await refusedInReais.json()).toMatchObject({
      error: "promo_below_minimum",
      message: expect.stringContaining(formatMoney(dollarsOnly * 5, "BRL", "en")),
    });
  });

  it("refuses shoppers, a malformed code and a second code of the same name", async () => {
    const { cookie } = await shopperSession("promo-not-admin");
    const body = { code: `NOT${Date.now().toString(36)}`, kind: "percent", percent: 10 };
    expect((await callApi("POST", "/api/admin/codes", body, { cookie })).status).toBe(403);
    const admin = await adminCookie();
    expect((await callApi("POST", "/api/admin/codes", { ...body, code: "a!" }, { cookie: admin })).status).toBe(400);
    expect((await callApi("POST", "/api/admin/codes", body, { cookie: admin })).status).toBe(201);
    expect((await callApi("POST", "/api/admin/codes", body, { cookie: admin })).status).toBe(409);
  });

  it("names every wrong field of a new code in one answer, the rules between fields among them", async () => {
    const admin = await adminCookie();
    const refused = await callApi(
      "POST",
      "/api/admin/codes",
      {
        code: "a!",
        kind: "percent",
        percent: 150,
        max_uses: 0,
        starts_at: "2026-12-31T10:00:00Z",
        ends_at: "2026-12-01T10:00:00Z",
      },
      { cookie: admin },
    );
    expect(refused.status).toBe(400);
    const { details } = await refused.json<{ details: Array<{ field: string }> }>();
    expect(details.map((detail) => detail.field).sort()).toEqual(["code", "ends_at", "max_uses", "percent"]);
  });
});
