// The delivery desk in a browser (issue 49): the demo delivery agent opens the desk, takes a paid
// order, finds it under "Mine", and the shopper's live order page names the agent by first name.
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** The desk's rows of order `orderId`, following "Next page" while other tests' orders come first. */
async function findOnDesk(page: Page, orderId: number) {
  const row = page.locator(`tbody[data-order-id="${orderId}"]`);
  for (let pages = 0; pages < 20 && !(await row.isVisible()); pages += 1) {
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Delivery desk" })).toBeVisible();
  }
  await expect(row).toBeVisible();
  return row;
}

test("a delivery agent takes an order on the desk, finds it under Mine, and the shopper sees who delivers it", async ({
  page,
  browser,
  baseURL,
}) => {
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  const shopper = shopperContext.request;
  const account = await createVerifiedAccount(shopper, baseURL, "desk-flow");
  await signIn(shopper, baseURL, account);
  const orderId = await paidWarcraftOrder(shopper, baseURL);

  await signIn(page.request, baseURL, demoAccounts.delivery);
  await page.goto("/admin");
  // The desk is all a delivery agent's role includes: /admin leads there, and the nav shows only it.
  await expect(page).toHaveURL(/\/admin\/desk$/);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await expect(nav.getByRole("link", { name: "Delivery desk" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Unassigned" }).click();
  const row = await findOnDesk(page, orderId);
  await expect(row.getByRole("cell", { name: "Hero#1" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Azralon" })).toBeVisible();
  await expect(row.getByTestId("time-left")).toHaveText(/left|Late by/);
  // The buyer's email is not the agent's to see.
  await expect(page.getByText(account.email)).toHaveCount(0);
  await row.getByRole("button", { name: `Take order #${orderId}` }).click();
  await expect(page.getByText(`Order #${orderId} is yours now.`)).toBeVisible();

  await page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "Mine" }).click();
  await expect(page).toHaveURL(/\/admin\/desk\?filter=mine$/);
  const mine = await findOnDesk(page, orderId);
  await expect(mine.getByTestId("desk-agent")).toHaveText("You");
  await mine.getByRole("link", { name: `Order #${orderId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId} to deliver` })).toBeVisible();
  await expect(page.getByText("You are delivering this order.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Attach proof" })).toBeVisible();

  const shopperPage = await shopperContext.newPage();
  await shopperPage.goto(`/orders/${orderId}`);
  await expect(shopperPage.getByText("Your order is being delivered by Ana.")).toBeVisible();
  expect(await (await shopper.get(`/api/orders/${orderId}`)).json()).toMatchObject({ delivered_by: "Ana" });
  await shopperContext.close();
});
