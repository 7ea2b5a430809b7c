import type { Page } from "@playwright/test";
import { expect as baseExpect, createVerifiedAccount, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import {
  addFirstWarcraftItem,
  holdBackChunk,
  openWarcraftItems,
  pageScriptReady,
  purchaseFormHydrated,
  signedInShopper,
} from "../../../tests/e2e/support/shopping";

// Every add, payment and status below is a real round trip through workerd and D1, with the badge's
// reload after it: on a busy machine one can take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test(
  "a visitor adds an item, signs in, is asked for the nickname, fills the cart, pays in the sandbox and follows the order",
  PHONE,
  async ({ page, request, baseURL }, testInfo) => {
    test.slow();
    const account = await createVerifiedAccount(request, baseURL, "journey");
    const cards = await openWarcraftItems(page);
    await purchaseFormHydrated(page);
    const first = cards.first().getByRole("button");

    // A visitor is asked to sign in; signing in carries on with the same add, which needs a nickname.
    await first.click();
    const asked = page.getByRole("alertdialog", { name: "Sign in required" });
    await expect(asked).toContainText("You need to be logged in to add items to the cart.");
    await asked.getByRole("button", { name: "Log in" }).click();
    const modal = page.getByRole("dialog", { name: "Sign in" });
    await modal.getByLabel("Email").fill(account.email);
    await modal.getByLabel("Password", { exact: true }).fill(account.password);
    await modal.getByRole("button", { name: "Sign in", exact: true }).click();
    const warning = page.getByRole("alertdialog", { name: "Nickname required" });
    await expect(warning).toContainText("Please inform your nickname before making the purchase.");
    await warning.getByRole("button", { name: "OK" }).click();
    const nickname = page.getByLabel("Nickname / tag");
    await expect(nickname).toBeFocused();
    await nickname.fill("Thrall");

    // Item buttons: adding → Bought! (with a link to the cart) → back to Buy; the header badge follows the cart.
    await first.click();
    await expect(first).toHaveText("Bought!");
    await expect(cards.first().getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");
    await expect(first).toHaveText("Buy");
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    const second = cards.nth(1).getByRole("button");
    await second.click();
    await expect(second).toHaveText("Bought!");
    await second.click();
    // The badge counts products (lines): the second item twice is one line.
    await expect(page.getByTestId("cart-badge")).toHaveText("2");

    // Coins: added, a toast names the line, and the quantity starts again at 1 (spec section 4).
    await page.getByRole("link", { name: "Coins", exact: true }).click();
    await page.getByRole("radio", { name: "3 × 10,000" }).click();
    await expect(page.getByTestId("coin-summary-quantity")).toHaveText("3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("button", { name: "Added!" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "30,000 Gold (3 × 10,000) for Thrall" })).toBeVisible();
    await expect(page.getByTestId("coin-summary-quantity")).toHaveText("1");
    await expect(page.getByTestId("cart-badge")).toHaveText("3");

    // The drawer and the cart page show the same cart: 39.90 + 2 × 64.90 + 3 × 9.90.
    await page.getByRole("link", { name: "Cart, 3 products" }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer.getByTestId("cart-count")).toHaveText("3 products");
    await expect(drawer.getByTestId("cart-total")).toHaveText("R$199.40");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.goto("/cart");
    const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText("Invincible's Reins");
    await expect(lines.nth(1).getByTestId("line-subtotal")).toHaveText("R$129.80");
    await expect(lines.nth(2)).toContainText("30,000 Gold");
    await expect(lines.nth(2)).toContainText("Fixed quantity 3");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("R$199.40");
    await expect(page.getByText("Service fee")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("R$199.40");

    // Checkout by debit card: the sandbox's payment page, then the success page with the real status.
    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByTestId("checkout-total")).toHaveText("R$199.40");
    await page.getByRole("radio", { name: "Debit card" }).check();
    await page.getByRole("button", { name: "Complete purchase" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_/);
    await expect(page.getByTestId("sandbox-amount")).toHaveText("R$199.40");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/checkout-success\?session_id=cs_test_sbx_/);
    await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
    await expect(page.getByTestId("checkout-session")).toHaveText(/^cs_test_sbx_\w{12}$/);
    await expect(page.getByTestId("order-status")).toHaveText("Processing");
    await expect(page.getByTestId("cart-badge")).toBeHidden();

    // The order in /orders, its own page, and the settings' orders section.
    await page.getByRole("link", { name: "View my orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const row = page.getByTestId("orders-table").getByRole("row").filter({ hasText: "Processing" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("R$199.40");
    await row.getByRole("link", { name: /Details/ }).click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Status timeline" })).toBeVisible();
    await expect(page.getByText("Thrall").first()).toBeVisible();

    await page.goto("/settings?section=orders");
    await pageScriptReady(page);
    const settingsRow = page.getByTestId("orders-table").getByRole("row").filter({ hasText: "Processing" });
    // Up to 3 items per order on wide screens, 2 and a count on phones.
    if (testInfo.project.name === "phone") await expect(settingsRow).toContainText("+1 more");
    else await expect(settingsRow).toContainText("30,000 Gold");
    await settingsRow.getByRole("link", { name: /Details/ }).click();
    const details = page.getByRole("dialog", { name: /Order #\d+/ });
    await expect(details).toContainText("Debit card");
    await expect(details).toContainText("Azralon");
    await details.getByRole("button", { name: "Close" }).first().click();
    await expect(details).toBeHidden();
  },
);

test("going back from the payment page keeps the order payable; cancelling it is the shopper's choice and keeps the cart", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "cancel");
  await addFirstWarcraftItem(page, "Jaina");
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Debit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Payment Cancelled" })).toBeVisible();
  await expect(page.getByText(/Nothing was charged\. Your items are still in your cart/)).toBeVisible();
  expect((await (await page.request.get("/api/orders")).json())[0]?.status).toBe("pendente");
  await page.getByRole("button", { name: "Cancel the order" }).click();
  await expect(page.getByText(/Order #\d+ was canceled\./)).toBeVisible();
  await expect.poll(async () => (await (await page.request.get("/api/orders")).json())[0]?.status).toBe("cancelado");
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByText("Invincible's Reins")).toBeVisible();
});

/**
 * A shopper at checkout with one item, the debit card chosen while the summary and payment step's
 * code (it loads after the page's first load) is held back; `release` lets it come.
 */
async function debitChosenBeforeTheCheckoutCode(page: Page, baseURL: string | undefined, label: string) {
  await signedInShopper(page, baseURL, label);
  await addFirstWarcraftItem(page, "Jaina");
  const release = await holdBackChunk(page, "checkout-content");
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Debit card" }).check();
  return release;
}

test("a method chosen and a press made before the checkout's code came: the server answers the press with the chosen method's payment page", async ({
  page,
  baseURL,
}) => {
  const release = await debitChosenBeforeTheCheckoutCode(page, baseURL, "early-press");
  // Before its code the checkout is the store without JavaScript: the form goes to the server.
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await release();
});

test("a method chosen before the checkout's code came stays chosen once it comes, and pays", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const release = await debitChosenBeforeTheCheckoutCode(page, baseURL, "choice-kept");
  const codeArrived = page.waitForResponse(/\/assets\/checkout-content-[^/]+\.js$/);
  await release();
  await codeArrived;
  // React's hydration of a radio group turns the server's choice back on: the part reads the page's.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("radio", { name: "Debit card" })).toBeChecked();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  expect(errors).toEqual([]);
});

test("a press under way as the checkout's code arrives is not lost: held down as the code lands, released, it pays", async ({
  page,
  baseURL,
}) => {
  const release = await debitChosenBeforeTheCheckoutCode(page, baseURL, "press-under-way");
  const button = page.getByRole("button", { name: "Complete purchase" });
  const pressed = await button.elementHandle();
  const box = await button.boundingBox();
  if (!pressed || !box) throw new Error("no Complete purchase button to press");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const codeArrived = page.waitForResponse(/\/assets\/checkout-content-[^/]+\.js$/);
  await release();
  await codeArrived;
  // The browser sends no click when the button pressed is replaced before the release: the part's
  // code waits for the release to draw over the server's HTML.
  const replacedWhileHeld = await page
    .waitForFunction((held) => !held.isConnected, pressed, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  expect(replacedWhileHeld).toBe(false);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
});

test("a declined card in the embedded form shows the provider's message; a good card pays", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "card");
  await addFirstWarcraftItem(page, "Sylvanas");
  await page.goto("/checkout");
  // Reais start on Pix (decision 048): the shopper picks the card.
  await expect(page.getByRole("radio", { name: "Pix" })).toBeChecked();
  await page.getByRole("radio", { name: "Credit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  const pay = page.getByRole("button", { name: "Pay R$39.90" });
  await pay.click();
  await expect(page.getByRole("alert")).toHaveText("Error processing card: enter the card details.");
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await pay.click();
  await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.click();
  await expect(page.getByRole("heading", { name: "Payment approved!" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success\?session_id=/);
  await expect(page.getByTestId("order-status")).toHaveText("Processing");
});

test("after adding to the cart, the game page's item search still follows the typing", async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "search");
  await addFirstWarcraftItem(page, "Malfurion");
  await page.getByLabel("Search by item name").fill("reins");
  const cards = page.getByTestId("item-grid").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText("Reins of the Raven Lord");
});
