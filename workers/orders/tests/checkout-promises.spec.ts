// What buying promises a shopper, in a real browser (issue 47): back after paying finds the order
// just paid, not a payment form; item buttons say "Bought!" and the coin button "Added!", the coin
// quantity back at 1; a quantity the cart does not take is said beside the box and adds nothing;
// the nickname counts its characters; a card payment's success page goes home after 3 s, saying so,
// unless the shopper stays.
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import {
  addFirstWarcraftItem,
  openWarcraft,
  pageScriptReady,
  purchaseFormHydrated,
  signedInShopper,
} from "../../../tests/e2e/support/shopping";

const expect = baseExpect.configure({ timeout: 15_000 });

/** The newest order of the signed-in shopper, through the API. */
async function latestOrderId(page: Page) {
  const [order] = (await (await page.request.get("/api/orders")).json()) as Array<{ id: number }>;
  return order?.id;
}

/** A signed-in shopper with one item in the cart, on /checkout with its code there. */
async function atCheckout(page: Page, baseURL: string | undefined, label: string) {
  await signedInShopper(page, baseURL, label);
  await addFirstWarcraftItem(page, "Jaina");
  await page.goto("/checkout");
  await pageScriptReady(page);
}

async function payByCard(page: Page) {
  await page.getByRole("radio", { name: "Credit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay R\$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment approved!" })).toBeVisible();
}

/** /checkout names the order just paid and offers nothing to pay. */
async function expectPaidOrderNamed(page: Page, orderId: number | undefined) {
  await expect(page).toHaveURL(/\/checkout$/);
  const link = page.getByTestId("checkout-latest-order");
  await expect(link).toHaveText(`Follow order #${orderId} here`);
  await expect(link).toHaveAttribute("href", `/orders/${orderId}`);
  await expect(page.getByText(`Your order #${orderId} was paid.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete purchase" })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Browse games" })).toHaveAttribute("href", "/games");
}

test.describe("back after paying", () => {
  test("by card: Back from the success page finds the order paid, not the payment form", async ({ page, baseURL }) => {
    await atCheckout(page, baseURL, "back-card");
    await payByCard(page);
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await page.goBack();
    await expectPaidOrderNamed(page, await latestOrderId(page));
  });

  test("on the payment page: Back, twice, finds the order paid, not the payment form", async ({ page, baseURL }) => {
    await atCheckout(page, baseURL, "back-redirect");
    await page.getByRole("radio", { name: "Debit card" }).check();
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment approved!" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.goBack();
    await expectPaidOrderNamed(page, await latestOrderId(page));
  });
});

test.describe("the success page after a card payment", () => {
  test("says it is going home, counts down and goes home after 3 s", async ({ page, baseURL }) => {
    await atCheckout(page, baseURL, "going-home");
    await payByCard(page);
    await expect(page.getByTestId("going-home")).toContainText(/Going to the home page in [123] seconds?\./);
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  });

  test("stays for a shopper who asks to, or who presses a key", async ({ page, baseURL }) => {
    await atCheckout(page, baseURL, "stay-here");
    await payByCard(page);
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByTestId("going-home")).toHaveCount(0);
    await page.waitForTimeout(4_000);
    await expect(page).toHaveURL(/\/checkout-success\?/);
  });
});

test.describe("buy buttons and the coin quantity", () => {
  test(
    "an item says Bought!, then Buy again; coins say Added! and the quantity goes back to 1",
    PHONE,
    async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "bought");
      await addFirstWarcraftItem(page, "Thrall");
      const buy = page.getByTestId("item-grid").getByRole("listitem").first().getByRole("button");
      await expect(buy).toHaveText("Buy");

      await page.getByRole("link", { name: "Coins", exact: true }).click();
      const quantity = page.getByLabel("Quantity", { exact: true });
      await quantity.fill("7");
      await expect(page.getByTestId("coin-summary-quantity")).toHaveText("7");
      const add = page.locator("button[name=coin_id]");
      await add.click();
      await expect(add).toHaveText("Added!");
      await expect(quantity).toHaveValue("1");
      await expect(page.getByTestId("coin-summary-quantity")).toHaveText("1");
      await expect(page.getByRole("status").filter({ hasText: "70,000 Gold (7 × 10,000) for Thrall" })).toBeVisible();
      await expect(add).toHaveText("Add to cart");
    },
  );

  test(
    "a quantity the cart does not take is said beside the box, and Add adds nothing",
    PHONE,
    async ({ page, baseURL }) => {
      await signedInShopper(page, baseURL, "bad-quantity");
      await openWarcraft(page);
      await purchaseFormHydrated(page);
      await page.getByLabel("Nickname / tag").fill("Thrall");
      const quantity = page.getByLabel("Quantity", { exact: true });
      const add = page.locator("button[name=coin_id]");
      for (const [typed, message] of [
        ["0", "The quantity must be at least 1."],
        ["-1", "The quantity must be at least 1."],
        ["1e9", "One cart line holds at most 1,000 units of a coin."],
        ["1001", "One cart line holds at most 1,000 units of a coin."],
        ["2.5", "The quantity must be a whole number of at least 1."],
      ] as const) {
        await quantity.fill(typed);
        await expect(quantity).toHaveAccessibleDescription(message);
        await add.click();
        await expect(quantity).toBeFocused();
        await expect(quantity).toHaveValue(typed);
        await expect(page.locator("#coin-quantity-note")).toHaveText(message);
      }
      const cart = await (await page.request.get("/api/cart")).json();
      expect(cart).toEqual([]);
      await expect(page.getByTestId("cart-badge")).toBeHidden();
      // Put right, it adds what the box says.
      await quantity.fill("3");
      await add.click();
      await expect(add).toHaveText("Added!");
      const lines = (await (await page.request.get("/api/cart")).json()) as Array<{ quantidade: number }>;
      expect(lines.map((line) => line.quantidade)).toEqual([3]);
    },
  );

  test("the nickname counts its characters against the limit, and says so at the limit", PHONE, async ({ page }) => {
    await openWarcraft(page);
    await purchaseFormHydrated(page);
    const nickname = page.getByLabel("Nickname / tag");
    await nickname.fill("Thrall");
    await expect(page.getByTestId("nickname-count")).toHaveText("6/64");
    await nickname.fill("N".repeat(114));
    await expect(nickname).toHaveValue("N".repeat(64));
    await expect(page.getByTestId("nickname-count")).toHaveText("64/64");
    await expect(page.getByText("The nickname can have at most 64 characters.")).toBeVisible();
  });
});
