// Issue 34's API: POST /api/checkout takes an optional discount code and answers the discounted
// total and the discount, or a 422 saying why in the shopper's language; GET /api/orders/{id} shows them.
import { beforeAll, describe, expect, it } from "vitest";
import { createCode } from "../../../workers/services/promotions/codes";
import { addLine, buyableItem, shopperSession } from "../support/admin";
import { itemOf } from "../support/catalogue-rows";
import { callApi } from "../support/store";
import { db } from "../support/worker";

let code: string;

beforeAll(async () => {
  code = (await createCode(db, { code: `API${Date.now().toString(36)}`, kind: "percent", percent: 20 })).code;
});

describe("a discount code through the API", () => {
  it("checks out with the code: the answer and the order carry the discounted total and the discount", async () => {
    const { item, choice } = await buyableItem();
    const price = (await itemOf(item.gameId)).priceCents;
    const { cookie } = await shopperSession("promo-api");
    await addLine(cookie, item, choice);
    const checkout = await callApi(
      "POST",
      "/api/checkout",
      { metodo_pagamento: "credit_card", code: code.toLowerCase() },
      { cookie },
    );
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
    const { item, choice } = await buyableItem();
    const { cookie } = await shopperSession("promo-api-refused");
    await addLine(cookie, item, choice);
    const refused = await callApi(
      "POST",
      "/api/checkout",
      { metodo_pagamento: "credit_card", code: "NOPE123" },
      { cookie, language: "pt" },
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: "promo_unknown",
      message: "Não conhecemos este cupom. Confira como ele é escrito.",
    });
    const orders = await (await callApi("GET", "/api/orders", undefined, { cookie })).json();
    expect(orders).toEqual([]);
  });
});
