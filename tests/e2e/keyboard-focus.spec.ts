// Where the focus goes, for a keyboard or screen-reader user: the sign-in dialog opens on its Email
// field, and after signing in the focus is on the account menu that replaced "Sign in", not on the
// page's body. The header's switches are named starting with what they show (WCAG 2.5.3). A move to
// another page from the header's search or the cart drawer starts the new page at its heading.
import { createVerifiedAccount, expect, test } from "./support/accounts";
import { addFirstWarcraftItem, pageScriptReady, signedInShopper } from "./support/shopping";

test.use({ locale: "en-US" });

test("the sign-in dialog opens on Email and leaves the focus on the account menu", async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(page.request, baseURL, "focus");
  await page.goto("/");
  await pageScriptReady(page);
  await expect(page.getByRole("button", { name: "EN — English" })).toBeVisible();
  await expect(page.getByRole("button", { name: "US$ — Prices in US dollars" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal.getByLabel("Email")).toBeFocused();
  await modal.getByLabel("Email").fill(account.email);
  await modal.getByLabel("Password", { exact: true }).fill(account.password);
  await modal.getByLabel("Password", { exact: true }).press("Enter");
  await expect(modal).toBeHidden();
  await expect(page.getByRole("button", { name: /E2E Shopper/ })).toBeFocused();
});

test("a search suggestion chosen with Enter starts the game's page at its heading", async ({ page }) => {
  await page.goto("/");
  await pageScriptReady(page);
  const search = page.getByRole("combobox");
  await search.fill("warc");
  await expect(page.getByRole("option", { name: /World of Warcraft/ })).toBeVisible();
  await search.press("ArrowDown");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/game\/\d+$/);
  await expect(search).toHaveValue("");
  await expect(page.getByRole("heading", { level: 1, name: "World of Warcraft" })).toBeFocused();
});

test("the cart drawer's Checkout starts the checkout page at its heading", async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "focus-drawer");
  await addFirstWarcraftItem(page, "Thrall");
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, 1 product$/ });
  await cart.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Your cart" });
  const checkout = drawer.getByRole("link", { name: "Checkout" });
  await checkout.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeFocused();
  await expect(cart).not.toBeFocused();
});
