// What checkout and the game page's form promise a shopper, as the server's pages answer them
// (issue 47): an empty checkout offers nothing to pay and names the order just paid; reais put Pix
// first; a quantity the rule refuses, posted without JavaScript, is said beside the quantity box.
import { beforeAll, describe, expect, it } from "vitest";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { withStoreSetting } from "../../../tests/workers/support/store-setting";
import { visibleText } from "../../../tests/workers/support/worker";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

const shopperCookie = async (label: string) => signIn(await createVerifiedAccount(label));
const itemsPage = () => `/game/${shop.wow.id}?type=items&server=Azralon&platform=PC`;
const addItem = (cookie: string) =>
  postForm(
    itemsPage(),
    { item_id: String(shop.item.id), tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" },
    { cookie },
  );
const checkoutHtml = async (cookie: string, path = "/checkout", language: "en" | "pt" = "en") =>
  (await fetchWorker(path, {}, { cookie, language })).text();

/** The payment methods the page offers, in order, and the one chosen. */
function methodsIn(html: string) {
  const radios = [...html.matchAll(/<input[^>]*name="metodo_pagamento"[^>]*>/g)].map((match) => match[0]);
  return {
    order: radios.map((radio) => /value="([^"]+)"/.exec(radio)?.[1]),
    checked: radios.filter((radio) => /\schecked=""/.test(radio)).map((radio) => /value="([^"]+)"/.exec(radio)?.[1]),
  };
}

describe("an empty checkout", () => {
  it("offers no payment methods and no button, says the cart is empty and leads to the games", async () => {
    const cookie = await shopperCookie("empty-checkout");
    const html = await checkoutHtml(cookie, "/checkout", "pt");
    expect(methodsIn(html).order).toEqual([]);
    const text = visibleText(html);
    expect(text).not.toContain("Finalizar compra Finalizar");
    expect(html).not.toContain("checkout-form__submit");
    expect(html).not.toContain("R$0,00");
    expect(text).toContain("Seu carrinho está vazio: não há nada para pagar aqui.");
    expect(html).toMatch(/<a[^>]*href="\/games"[^>]*>Ver jogos<\/a>/);
  });

  it("after paying, names the order just paid with a link to follow it", async () => {
    const cookie = await shopperCookie("paid-then-back");
    await addItem(cookie);
    const checkout = await postForm("/checkout", { metodo_pagamento: "debit_card" }, { cookie });
    const sessionId = new URL(checkout.headers.get("Location") ?? "", "http://store.test").pathname.split("/").pop();
    expect((await postForm(`/sandbox/checkout/${sessionId}`, {}, { cookie })).status).toBe(302);
    const [order] = await (await callApi("GET", "/api/orders", undefined, { cookie })).json<Array<{ id: number }>>();

    const html = await checkoutHtml(cookie);
    expect(methodsIn(html).order).toEqual([]);
    expect(visibleText(html)).toContain(`Your order #${order?.id} was paid. Follow order #${order?.id} here`);
    expect(html).toContain(`href="/orders/${order?.id}"`);
  });

  it("names an order still waiting for payment, to pay or follow it", async () => {
    const cookie = await shopperCookie("pending-then-empty");
    await addItem(cookie);
    expect((await postForm("/checkout", { metodo_pagamento: "debit_card" }, { cookie })).status).toBe(302);
    const [order] = await (await callApi("GET", "/api/orders", undefined, { cookie })).json<Array<{ id: number }>>();
    await callApi("POST", "/api/cart/clear", {}, { cookie });
    const text = visibleText(await checkoutHtml(cookie));
    expect(text).toContain(`Your order #${order?.id} is waiting for payment. Pay or follow order #${order?.id} here`);
  });
});

describe("the payment methods", () => {
  it("put Pix first, and chosen, for a shopper paying in reais; a card first in dollars", async () => {
    const cookie = await shopperCookie("pix-first");
    await addItem(cookie);
    expect(methodsIn(await checkoutHtml(cookie, "/checkout?currency=BRL"))).toEqual({
      order: ["pix", "credit_card", "debit_card"],
      checked: ["pix"],
    });
    expect(methodsIn(await checkoutHtml(cookie, "/checkout?currency=USD"))).toEqual({
      order: ["credit_card", "debit_card", "pix"],
      checked: ["credit_card"],
    });
    // A store that does not take Pix does not start on it.
    await withStoreSetting("pixEnabled", false, async () => {
      expect(methodsIn(await checkoutHtml(cookie, "/checkout?currency=BRL")).checked).toEqual(["credit_card"]);
    });
  });
});

describe("the game page's form without JavaScript", () => {
  it("says beside the quantity box why a quantity was refused, and adds nothing", async () => {
    const cookie = await shopperCookie("no-js-quantity");
    const posted = await postForm(
      `/game/${shop.wow.id}?type=moeda&coin=${shop.coin.id}`,
      {
        coin_id: String(shop.coin.id),
        quantidade: "0",
        tag: "Thrall",
        server: "Azralon",
        plataforma_selecionada: "PC",
      },
      { cookie, language: "pt" },
    );
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(html).toMatch(/<p id="coin-quantity-note"[^>]*>A quantidade mínima é 1\.<\/p>/);
    expect(visibleText(html)).not.toContain("Erro ao adicionar moeda");
    expect(await (await callApi("GET", "/api/cart", undefined, { cookie })).json()).toEqual([]);
  });

  it("says the nickname's limit beside the field for one too long, and adds nothing", async () => {
    const cookie = await shopperCookie("no-js-nickname");
    const posted = await postForm(
      itemsPage(),
      { item_id: String(shop.item.id), tag: "N".repeat(114), server: "Azralon", plataforma_selecionada: "PC" },
      { cookie },
    );
    expect(posted.status).toBe(400);
    expect(await posted.text()).toMatch(/<ul class="field__errors"><li>The nickname can have at most 64 characters\./);
    expect(await (await callApi("GET", "/api/cart", undefined, { cookie })).json()).toEqual([]);
  });
});
