// Issue 34 on the pages: the cart's code field works as a plain form (posted here as a browser without
// JavaScript posts it), a refusal reads under the field in the shopper's language, the cart and
// checkout show the discount per line and in total, and the order page shows the code and its discount.

import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/format-money";
import { addLine, buyableItem, shopperSession } from "../../../tests/workers/support/admin";
import { itemOf } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { storeActing, visibleText } from "../../../tests/workers/support/worker";
import { createCode } from "../codes";

let price: number;
let item: { gameId: number; id: number };
let choice: Awaited<ReturnType<typeof buyableItem>>["choice"];
let code: string;

beforeAll(async () => {
  ({ item, choice } = await buyableItem());
  price = (await itemOf(item.gameId)).priceCents;
  code = (await createCode(storeActing, { code: `PAGE${Date.now().toString(36)}`, kind: "percent", percent: 10 })).code;
});

async function shopperWithLine(label: string) {
  const { cookie } = await shopperSession(label);
  await addLine(cookie, item, choice);
  return cookie;
}

const discount = () => Math.floor((price * 10) / 100);

async function pageText(path: string, cookie: string, language: "en" | "pt" = "en") {
  const page = await fetchWorker(path, {}, { cookie, language });
  expect(page.status).toBe(200);
  return spaced(visibleText(await page.text()));
}

/** Money is written with a no-break space in Portuguese; the page's text is compared with plain ones. */
const spaced = (text: string) => text.replace(/\u00a0/g, " ");

describe("the cart's code form without JavaScript", () => {
  it("shows why a code is refused under the field, in the shopper's language", async () => {
    const cookie = await shopperWithLine("code-page-refused");
    const refused = await postForm("/cart", { intent: "code", code: "nosuchcode9" }, { cookie, language: "pt" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/data-testid="cart-code-error"[^>]*>Não conhecemos este cupom\. Confira como ele é escrito\./);
    const inEnglish = await postForm("/cart", { intent: "code", code: "nosuchcode9" }, { cookie, language: "en" });
    expect(visibleText(await inEnglish.text())).toContain("We don't know this code. Check how it is spelled.");
  });

  it("applies a code: the cart shows it, the line's discount and the total after it; remove takes it off", async () => {
    const cookie = await shopperWithLine("code-page-applied");
    const applied = await postForm("/cart", { intent: "code", code: code.toLowerCase() }, { cookie });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const money = (cents: number) => formatMoney(cents, "BRL", "en");
    const cart = await pageText("/cart", cookie);
    expect(cart).toContain(`Code ${code} applied`);
    expect(cart).toContain(`Discount −${money(discount())}`);
    expect(cart).toContain(`Discount (code ${code}) −${money(discount())}`);
    expect(cart).toContain(`Total ${money(price - discount())}`);

    const checkout = await pageText("/checkout", cookie);
    expect(checkout).toContain(`Code ${code} applied`);
    expect(checkout).toContain(`Total ${money(price - discount())}`);

    expect((await postForm("/cart", { intent: "remove-code" }, { cookie })).status).toBe(200);
    const without = await pageText("/cart", cookie);
    expect(without).not.toContain(`Code ${code}`);
    expect(without).toContain(`Total ${money(price)}`);
  });
});

describe("the order page", () => {
  it("shows the code and the discount, per line and in total, in both languages", async () => {
    const cookie = await shopperWithLine("code-page-order");
    await postForm("/cart", { intent: "code", code }, { cookie });
    const checkout = await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie });
    const { orderId, sessionId } = await checkout.json<{ orderId: number; sessionId: string }>();
    await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie });

    const english = await pageText(`/orders/${orderId}`, cookie, "en");
    const en = (cents: number) => formatMoney(cents, "BRL", "en");
    expect(english).toContain(`Discount code ${code}`);
    expect(english).toContain(`Discount (code ${code}) −${en(discount())}`);
    expect(english).toContain(`Total ${en(price - discount())}`);

    const portuguese = await pageText(`/orders/${orderId}`, cookie, "pt");
    const pt = (cents: number) => spaced(formatMoney(cents, "BRL", "pt"));
    expect(portuguese).toContain(`Cupom de desconto ${code}`);
    expect(portuguese).toContain(`Desconto (cupom ${code}) −${pt(discount())}`);
    expect(portuguese).toContain(`Total ${pt(price - discount())}`);
  });
});
