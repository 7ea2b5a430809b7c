// Money moves only when meant: the admin's refund and "mark delivered" ask first, stating the
// amount or what happens; clearing the cart can be undone for a few seconds. In English and in
// Portuguese, on the desktop and on the 360 px phone (the two Playwright projects).
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { signedInShopper, takenOver } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

const texts = {
  en: {
    locale: "en-US",
    money: (amount: string) => `R$${amount}`,
    // The refund form offers what is left to refund (all of it here) and asks before it moves money.
    refundFirst: "Refund…",
    refundTitle: (amount: string) => `Refund ${amount} to E2E Shopper?`,
    refundYes: (amount: string) => `Yes, refund ${amount}`,
    keep: "Keep it as it is",
    refunded: (amount: string) => `Refunded ${amount} (`,
    newStatus: "New status",
    completed: "Completed",
    apply: "Apply",
    deliverTitle: (id: number) => `Mark order #${id} as Completed?`,
    deliverConsequence: "E2E Shopper is emailed that the order was delivered.",
    deliverYes: "Yes, mark as Completed",
    statusChanged: "Status changed.",
    clear: "Clear cart",
    cleared: "Cart cleared.",
    undo: "Undo",
    back: "Your cart is back.",
    empty: "Your cart is empty.",
    lines: "Items in your cart",
    cartLink: /^Cart, \d+ products?$/,
    drawer: "Your cart",
  },
  pt: {
    locale: "pt-BR",
    money: (amount: string) => `R$\u00a0${amount.replace(".", ",")}`,
    refundFirst: "Reembolsar…",
    refundTitle: (amount: string) => `Reembolsar ${amount} para E2E Shopper?`,
    refundYes: (amount: string) => `Sim, reembolsar ${amount}`,
    keep: "Manter como está",
    refunded: (amount: string) => `Reembolsado ${amount} (`,
    newStatus: "Novo status",
    completed: "Concluído",
    apply: "Aplicar",
    deliverTitle: (id: number) => `Marcar o pedido #${id} como Concluído?`,
    deliverConsequence: "E2E Shopper recebe um email dizendo que o pedido foi entregue.",
    deliverYes: "Sim, marcar como Concluído",
    statusChanged: "Status alterado.",
    clear: "Limpar carrinho",
    cleared: "Carrinho esvaziado.",
    undo: "Desfazer",
    back: "Seu carrinho voltou.",
    empty: "Seu carrinho está vazio.",
    lines: "Itens do seu carrinho",
    cartLink: /^Carrinho, \d+ produtos?$/,
    drawer: "Seu carrinho",
  },
} as const;

/** World of Warcraft, its first item and its first coin offer, as the API lists them. */
async function warcraft(request: APIRequestContext) {
  const [game]: Array<{ id: number }> = await (await request.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number; preco: number }> } = await (
    await request.get(`/api/games/${game?.id}`)
  ).json();
  const coins: Array<{ id: number }> = await (await request.get(`/api/coins/game/${game?.id}`)).json();
  return { gameId: game?.id ?? 0, itemId: detail.items[0]?.id ?? 0, coinId: coins[0]?.id ?? 0 };
}

/** Adds the lines a shopper would: 2 of the first item and 3 units of the first coin offer. */
async function fillCart(request: APIRequestContext, baseURL: string | undefined) {
  const wow = await warcraft(request);
  const choice = { game_id: wow.gameId, tag: "Thrall", server: "Azralon", plataforma_selecionada: "PC" };
  for (const data of [
    { ...choice, item_id: wow.itemId, quantidade: 2 },
    { ...choice, coin_id: wow.coinId, quantidade: 3 },
  ]) {
    const added = await request.post("/api/cart", { data, headers: { Origin: baseURL ?? "" } });
    expect(added.status(), await added.text()).toBeLessThan(300);
  }
}

/** A paid order of a new shopper (in a browser context of their own); its id and total. */
async function paidOrder(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const shopper = context.request;
  const account = await createVerifiedAccount(shopper, baseURL, "confirm");
  await signIn(shopper, baseURL, account);
  const wow = await warcraft(shopper);
  const origin = { Origin: baseURL ?? "" };
  const added = await shopper.post("/api/cart", {
    data: {
      game_id: wow.gameId,
      item_id: wow.itemId,
      tag: "Thrall",
      quantidade: 1,
      server: "Azralon",
      plataforma_selecionada: "PC",
    },
    headers: origin,
  });
  expect(added.status()).toBeLessThan(300);
  const checkout = await shopper.post("/api/checkout", { data: { metodo_pagamento: "credit_card" }, headers: origin });
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  expect(
    (await shopper.post(`/api/sandbox/sessions/${sessionId}/pay`, { data: {}, headers: origin })).status(),
  ).toBeLessThan(300);
  const orders: Array<{ id: number; total: number }> = await (await shopper.get("/api/orders")).json();
  const total = orders.find((order) => order.id === orderId)?.total ?? 0;
  await context.close();
  return { orderId, total: total.toFixed(2) };
}

async function cartLines(page: Page, label: string) {
  return page.getByRole("list", { name: label }).getByRole("listitem");
}

for (const language of ["en", "pt"] as const) {
  const t = texts[language];

  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("a refund asks first, stating the amount, and goes through only when confirmed", async ({
      page,
      browser,
      baseURL,
    }) => {
      const { orderId, total } = await paidOrder(browser, baseURL);
      const amount = t.money(total);
      await signIn(page.request, baseURL, demoAccounts.admin);
      await page.goto(`/admin/orders/${orderId}`);

      await page.getByRole("button", { name: t.refundFirst }).click();
      const question = page.getByRole("heading", { name: t.refundTitle(amount) });
      await expect(question).toBeFocused();
      await expect(page.getByTestId("confirm-step")).toContainText(`#${orderId}`);
      // Changing one's mind leaves the order as it was.
      await page.getByRole("link", { name: t.keep }).click();
      await expect(question).toBeHidden();
      await expect(page.getByRole("button", { name: t.refundFirst })).toBeVisible();

      await page.getByRole("button", { name: t.refundFirst }).click();
      await page.getByRole("button", { name: t.refundYes(amount) }).click();
      await expect(page.getByText(t.refunded(amount))).toBeVisible();
      await expect(page.getByRole("button", { name: t.refundFirst })).toBeHidden();
    });

    test("marking an order delivered says what it does before it does it", async ({ page, browser, baseURL }) => {
      const { orderId } = await paidOrder(browser, baseURL);
      await signIn(page.request, baseURL, demoAccounts.admin);
      await page.goto(`/admin/orders/${orderId}`);

      await page.getByLabel(t.newStatus).selectOption({ label: t.completed });
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page.getByRole("heading", { name: t.deliverTitle(orderId) })).toBeFocused();
      await expect(page.getByText(t.deliverConsequence)).toBeVisible();
      await expect(page.getByText(t.statusChanged)).toBeHidden();
      await page.getByRole("button", { name: t.deliverYes }).click();
      await expect(page.getByText(t.statusChanged)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.completed);
    });

    test("clearing the cart on its page can be undone from the toast", async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "undo-page");
      await fillCart(page.request, baseURL);
      await page.goto("/cart");
      await expect(await cartLines(page, t.lines)).toHaveCount(2);

      await page.getByRole("button", { name: t.clear }).click();
      await expect(page.getByTestId("cart-undo")).toContainText(t.cleared);
      await expect(page.getByText(t.empty)).toBeVisible();
      const undo = page.getByRole("button", { name: t.undo });
      await expect(undo).toBeFocused();
      await undo.press("Enter");
      await expect(page.getByTestId("cart-restored")).toHaveText(t.back);
      await expect(await cartLines(page, t.lines)).toHaveCount(2);
      await expect(page.getByRole("link", { name: t.cartLink })).toBeVisible();
    });

    test("in the drawer, the Undo waits a few seconds and then the cart stays empty", async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "undo-drawer");
      await fillCart(page.request, baseURL);
      await page.goto("/");
      // Before the page's script has it, the link goes to the cart page (a CI run pressed it then).
      const cartLink = page.getByRole("link", { name: t.cartLink });
      await takenOver(cartLink);
      await cartLink.click();
      const drawer = page.getByRole("dialog", { name: t.drawer });
      await expect(await cartLines(drawer.page(), t.lines)).toHaveCount(2);

      // The page's clock from here on, so the Undo's seconds can be skipped through.
      await page.clock.install();
      await drawer.getByRole("button", { name: t.clear }).click();
      await expect(drawer.getByTestId("cart-undo")).toContainText(t.cleared);
      await expect(drawer.getByRole("button", { name: t.undo })).toBeFocused();
      // Focus on the Undo holds it; once the shopper moves on, it goes after 8 seconds.
      await page.clock.fastForward(10_000);
      await expect(drawer.getByTestId("cart-undo")).toBeVisible();
      await drawer.getByRole("button", { name: t.undo }).blur();
      await page.clock.fastForward(8_500);
      await expect(drawer.getByTestId("cart-undo")).toBeHidden();
      await expect(drawer.getByText(t.empty)).toBeVisible();
    });
  });
}

test.describe("the admin's results", () => {
  test.use({ locale: "en-US" });

  test("show where the admin acted, with the focus, and after a partial refund offer what is left", async ({
    page,
    browser,
    baseURL,
  }) => {
    const { orderId, total } = await paidOrder(browser, baseURL);
    const left = (Number(total) - 1).toFixed(2);
    await signIn(page.request, baseURL, demoAccounts.admin);
    await page.goto(`/admin/orders/${orderId}`);

    const note = page.getByRole("region", { name: "Note to the shopper" });
    await note.getByRole("textbox").fill("On its way.");
    await note.getByRole("button", { name: "Post the note" }).click();
    await expect(note.getByRole("status")).toBeFocused();
    await expect(note.getByRole("status")).toHaveText("Saved: the shopper's page shows it now.");
    await expect(note.getByRole("textbox")).toHaveValue("");

    const payments = page.getByRole("region", { name: "Payments and refunds" });
    const amount = payments.getByLabel("Amount to refund (BRL)");
    await amount.fill("1.00");
    await payments.getByRole("button", { name: "Refund…" }).click();
    await page.getByRole("button", { name: "Yes, refund R$1.00" }).click();
    await expect(payments.getByRole("status")).toBeFocused();
    await expect(payments.getByRole("status")).toContainText("Refunded R$1.00 (");
    await expect(amount).toHaveValue(left);
    await payments.getByRole("button", { name: "Refund…" }).click();
    await expect(page.getByRole("heading", { name: `Refund R$${left} to E2E Shopper?` })).toBeFocused();
  });
});
