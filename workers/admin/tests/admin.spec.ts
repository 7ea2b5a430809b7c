// An admin's day: create a game with a coin offer and an item, see them in the store, and deliver
// a paid order; the shopper then sees the new status. (The shopper's own /orders page is built in
// another branch; the shopper's status is read through GET /api/orders from their browser context.)
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidOrderThroughApi } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** Saves the open admin form and returns the new record's id from the address it lands on. */
async function save(page: Page, section: string): Promise<number> {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${section}/\\d+\\?done=saved$`));
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test("an admin adds a game, a coin offer and an item, and delivers a paid order", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E Realm ${Date.now().toString(36)}`;
  await signIn(page.request, baseURL, demoAccounts.admin);

  await page.goto("/admin/games/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Category").fill("RPG");
  await page.getByLabel("Servers").fill("North\nSouth");
  await page.getByLabel("Platforms").fill("PC");
  await page.getByLabel("Coins").check();
  await page.getByLabel("Items", { exact: true }).check();
  // The preview is the storefront's own card, updated while typing.
  await expect(page.getByRole("link", { name: new RegExp(name) })).toBeVisible();
  const gameId = await save(page, "games");

  await page.goto(`/admin/coins/new?game=${gameId}`);
  await page.getByLabel("Coin name").fill("Crowns");
  await page.getByLabel("Coins per unit").fill("1000");
  await page.getByLabel("Price per unit").fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a price above zero with at most two decimals")).toBeVisible();
  await page.getByLabel("Price per unit").fill("2.50");
  // Dollars: left empty, the store's rate (R$ 5 per dollar, rounded to .99) prices them, as the form says.
  await expect(page.getByText("Leave empty to use the store's rate: $0.99.")).toBeVisible();
  await expect(page.getByText("1000 Crowns for R$2.50 · $0.99")).toBeVisible();
  await save(page, "coins");

  await page.goto(`/admin/items/new?game=${gameId}`);
  await page.getByLabel("Name", { exact: true }).fill("Dragon Sword");
  await page.getByLabel("Price in reais (R$)").fill("19.90");
  // A dollar price the admin sets is the one shoppers abroad pay.
  await page.getByLabel("Price in US dollars (US$)").fill("4.50");
  await page.getByLabel("Server or season").fill("North");
  const itemId = await save(page, "items");
  const inDollars = await page.request.get(`/api/items/${itemId}?currency=USD`);
  expect(await inDollars.json()).toMatchObject({ preco: 4.5, currency: "USD" });

  await page.goto(`/games?search=${encodeURIComponent(name)}`);
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Crowns").first()).toBeVisible();

  // The shopper, in a browser of their own, buys the item and pays in the sandbox.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = shopperContext.request;
  const account = await createVerifiedAccount(shopper, baseURL, "admin-flow");
  await signIn(shopper, baseURL, account);
  const orderId = await paidOrderThroughApi(shopper, baseURL, { gameId, itemId, server: "North" });

  await page.goto("/admin/orders?status=processando");
  await page.getByRole("link", { name: `Order #${orderId}` }).click();
  await expect(page.getByRole("cell", { name: "Hero#1" })).toBeVisible();
  await page.getByLabel("New status").selectOption({ label: "Completed" });
  await page.getByLabel("Note (optional)").first().fill("Delivered in game");
  await page.getByRole("button", { name: "Apply" }).click();
  // Delivering is final: the page says what it does and asks once more.
  await page.getByRole("button", { name: "Yes, mark as Completed" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Completed");

  const orders: Array<{ id: number; status: string }> = await (await shopper.get("/api/orders")).json();
  expect(orders.find((order) => order.id === orderId)?.status).toBe("concluído");
  await shopperContext.close();
});
