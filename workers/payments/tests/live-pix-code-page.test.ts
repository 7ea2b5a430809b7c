// The checkout page opened again (a reload, another tab) while the order's Pix code is live shows
// that code at once, the same one the first tab shows; once the cart changed it shows the payment
// methods instead, and Finalize makes the new code. The order's own page shows it too.
import { beforeAll, describe, expect, it } from "vitest";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, fetchWorker, postForm, signIn } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

const addItem = (cookie: string) =>
  postForm(
    `/game/${shop.wow.id}?type=items&server=Azralon&platform=PC`,
    { item_id: String(shop.item.id), tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" },
    { cookie },
  );

/** The copy-and-paste code a page shows, if it shows one. */
const pixCodeIn = (html: string) => /000201[0-9A-Za-z .@]*6304[0-9A-F]{4}/.exec(html)?.[0] ?? null;

describe("the checkout page with a live Pix code", () => {
  it("shows the code it finalized when opened again, and the methods once the cart changed", async () => {
    const cookie = await signIn(await createVerifiedAccount("pix-reload"));
    await addItem(cookie);
    const finalized = pixCodeIn(await (await postForm("/checkout", { metodo_pagamento: "pix" }, { cookie })).text());
    expect(finalized).toMatch(/br\.gov\.bcb\.pix/);

    const reloaded = visibleText(await (await fetchWorker("/checkout", {}, { cookie, language: "pt" })).text());
    expect(reloaded).toContain("Pagar com Pix");
    expect(reloaded).toContain("Tempo para pagar");
    expect(pixCodeIn(reloaded)).toBe(finalized);

    await addItem(cookie);
    const changed = visibleText(await (await fetchWorker("/checkout", {}, { cookie, language: "pt" })).text());
    expect(changed).not.toContain("Pagar com Pix");
    expect(changed).toContain("Finalizar compra");
    const renewed = pixCodeIn(await (await postForm("/checkout", { metodo_pagamento: "pix" }, { cookie })).text());
    expect(renewed).not.toBe(finalized);
  });

  it("shows the live code on the order's page too, and pay now with Pix there answers the same code", async () => {
    const cookie = await signIn(await createVerifiedAccount("pix-order-page"));
    await addItem(cookie);
    const finalized = pixCodeIn(await (await postForm("/checkout", { metodo_pagamento: "pix" }, { cookie })).text());
    const [order] = await (await callApi("GET", "/api/orders", undefined, { cookie })).json<Array<{ id: number }>>();
    const orderPage = visibleText(await (await fetchWorker(`/orders/${order?.id}`, {}, { cookie })).text());
    expect(orderPage).toContain("Pay with Pix");
    expect(pixCodeIn(orderPage)).toBe(finalized);
    const payNow = await postForm(`/orders/${order?.id}`, { metodo_pagamento: "pix" }, { cookie });
    expect(pixCodeIn(await payNow.text())).toBe(finalized);
  });
});
