// Playwright helpers for shopping: a signed-in page (through the API, sharing the page's cookies),
// the demo game most tests buy from, and adding an item the way a shopper does.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createVerifiedAccount, expect } from "./accounts";

/** A new verified account, signed in in `page`'s browser context. */
export async function signedInShopper(page: Page, baseURL: string | undefined, label: string) {
  const account = await createVerifiedAccount(page.request, baseURL, label);
  const response = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(200);
  return account;
}

/** World of Warcraft's page, found the way a shopper finds it. */
export async function openWarcraft(page: Page) {
  await page.goto("/games?search=warcraft");
  await page
    .getByRole("link", { name: /World of Warcraft/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "World of Warcraft" })).toBeVisible();
}

/** World of Warcraft's items tab, found the way a shopper finds it. */
export async function openWarcraftItems(page: Page) {
  await openWarcraft(page);
  await page.getByRole("link", { name: "Items", exact: true }).click();
  await expect(page).toHaveURL(/type=items/);
  // The items panel draws once its code and texts are here (reached inside the store, it has no
  // server HTML to show meanwhile): a page measured before then is still growing.
  const items = page.getByTestId("item-grid").getByRole("listitem");
  await expect(items.first()).toBeVisible();
  return items;
}

/**
 * The game page's script has taken over the purchase form: it turns the browser's own nickname
 * check off (the warning modal takes over), so buy buttons now add through the page's fetcher.
 */
export async function purchaseFormHydrated(page: Page) {
  await expect(page.locator("#purchase-form")).toHaveAttribute("novalidate", "");
}

/** Buys the first item of World of Warcraft for `nickname` and waits for the button's "Bought!". */
export async function addFirstWarcraftItem(page: Page, nickname: string) {
  const cards = await openWarcraftItems(page);
  await purchaseFormHydrated(page);
  await page.getByLabel("Nickname / tag").fill(nickname);
  const buy = cards.first().getByRole("button");
  await buy.click();
  await expect(buy).toHaveText("Bought!");
}

/**
 * Without JavaScript: from the games search to the first World of Warcraft item bought for
 * `nickname`, each step a page the server answers.
 */
export async function addFirstWarcraftItemWithoutJs(page: Page, nickname: string) {
  await page.goto("/games?search=warcraft");
  await page
    .getByRole("link", { name: /World of Warcraft/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Items", exact: true }).click();
  await page.getByLabel("Nickname / tag").fill(nickname);
  await page.getByTestId("item-grid").getByRole("button", { name: "Buy" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeVisible();
}

/**
 * The page's script has taken over (the chat button only renders then, for shoppers and visitors):
 * a choice made before that would be reset by hydration.
 */
export async function pageScriptReady(page: Page) {
  await expect(page.locator(".chat-launcher")).toBeVisible();
}

/** The language the shopper picks with EN/PT, kept in the store's language cookie. */
export async function chooseLanguage(page: Page, baseURL: string | undefined, language: "en" | "pt") {
  const chosen = await page.request.post("/set-language", {
    form: { lng: language, redirectTo: "/" },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(302);
}

/** How the sandbox is paid: on its page (nothing), or on its card form with a test card. */
export type SandboxCard = { card_number?: string; three_d_secure?: "complete" | "fail" };

/** Checks out the signed-in shopper's cart by credit card and pays it in the sandbox (with `card`); the order's id. */
export async function payCartInSandbox(
  shopper: APIRequestContext,
  baseURL: string | undefined,
  card: SandboxCard = {},
): Promise<number> {
  const origin = { Origin: baseURL ?? "" };
  const checkout = await shopper.post("/api/checkout", { data: { metodo_pagamento: "credit_card" }, headers: origin });
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  const paid = await shopper.post(`/api/sandbox/sessions/${sessionId}/pay`, { data: card, headers: origin });
  expect(paid.status()).toBeLessThan(300);
  return orderId;
}

/** A paid order (status processando) of one line, bought through the API by `shopper` and paid in the sandbox. */
export async function paidOrderThroughApi(
  shopper: APIRequestContext,
  baseURL: string | undefined,
  line: { gameId: number | undefined; itemId: number; server: string; quantity?: number },
  card: SandboxCard = {},
): Promise<number> {
  const added = await shopper.post("/api/cart", {
    data: {
      game_id: line.gameId,
      item_id: line.itemId,
      tag: "Hero#1",
      quantidade: line.quantity ?? 1,
      server: line.server,
      plataforma_selecionada: "PC",
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  return payCartInSandbox(shopper, baseURL, card);
}

/**
 * A paid order of World of Warcraft's first item (`quantity` of it, paid with `card` in the sandbox),
 * bought by the shopper signed in on `shopper`; its id.
 */
export async function paidWarcraftOrder(
  shopper: APIRequestContext,
  baseURL: string | undefined,
  { quantity = 1, card = {} }: { quantity?: number; card?: SandboxCard } = {},
): Promise<number> {
  const [game]: Array<{ id: number }> = await (await shopper.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number }> } = await (await shopper.get(`/api/games/${game?.id}`)).json();
  return paidOrderThroughApi(
    shopper,
    baseURL,
    { gameId: game?.id, itemId: detail.items[0]?.id ?? 0, server: "Azralon", quantity },
    card,
  );
}

/**
 * Holds back the browser chunk whose file name starts with `chunk` (a part's code that comes after the
 * page's first load) until the returned function releases it.
 */
export async function holdBackChunk(page: Page, chunk: string): Promise<() => Promise<void>> {
  const file = new RegExp(`/assets/${chunk}-[^/]+\\.js$`);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  // Released, the route lets the chunk through (now and on any later fetch).
  return async () => release();
}

/**
 * React has taken `element` over: a part whose code comes after the page's first load is the store
 * without JavaScript until then (decision 030), and a test about its script waits for this.
 */
export async function takenOver(element: Locator, timeout = 20_000) {
  await expect
    .poll(
      () =>
        element
          .first()
          .evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")))
          .catch(() => false),
      { timeout },
    )
    .toBe(true);
}
