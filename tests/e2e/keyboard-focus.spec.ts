// Where the focus goes, for a keyboard or screen-reader user: the sign-in dialog opens on its Email
// field, and after signing in the focus is on the account menu that replaced "Sign in", not on the
// page's body. The header's switches are named starting with what they show (WCAG 2.5.3). A move to
// another page from the header's search or the cart drawer starts the new page at its heading.
import { createVerifiedAccount, expect, test } from "./support/accounts";
import {
  addFirstWarcraftItem,
  openWarcraft,
  pageScriptReady,
  purchaseFormHydrated,
  signedInShopper,
} from "./support/shopping";

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

test("a game page's server, platform and quantity chips are one Tab stop each, with arrow keys inside", async ({
  page,
}) => {
  await openWarcraft(page);
  await purchaseFormHydrated(page);
  const server = page.getByRole("radiogroup", { name: "Server" });
  const quantities = page.getByRole("radiogroup", { name: "Quick quantities" });
  await expect(quantities).toBeVisible();

  // From the header's search to the coin panel's add button, each group is passed with one Tab.
  await page.locator("#header-search").focus();
  const stops: string[] = [];
  for (let tab = 0; tab < 40; tab++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const focused = document.activeElement;
      const group = focused?.closest('[role="radiogroup"]');
      if (focused?.matches('button[name="coin_id"]')) return "add to cart";
      return group ? `group ${group.getAttribute("aria-labelledby")}` : (focused?.textContent ?? "");
    });
    stops.push(stop);
    if (stop === "add to cart") break;
  }
  expect(stops.at(-1)).toBe("add to cart");
  const groups = stops.filter((stop) => stop.startsWith("group "));
  // Server, platform, quick quantities: one stop each (four servers, two platforms and six quantities were twelve).
  expect(groups).toHaveLength(3);
  expect(new Set(groups).size).toBe(3);
  // About thirty before, with each of the twelve chips a stop.
  expect(stops.length).toBeLessThanOrEqual(24);

  // Tab lands on the chosen server; the arrows move without choosing; Space and Enter choose.
  await server.getByRole("radio", { name: "Azralon" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(server.getByRole("radio", { name: "Gallywix" })).toBeFocused();
  await expect(server.getByRole("radio", { name: "Azralon" })).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(server.getByRole("radio", { name: "Goldrinn" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/server=Goldrinn/);
  await expect(server.getByRole("radio", { name: "Goldrinn" })).toHaveAttribute("aria-checked", "true");
  await expect(server.getByRole("radio", { name: "Goldrinn" })).toBeFocused();

  await quantities.getByRole("radio", { checked: true }).focus();
  await page.keyboard.press("End");
  await expect(quantities.getByRole("radio", { name: "20 × 10,000" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(quantities.getByRole("radio", { name: "20 × 10,000" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("coin-summary-quantity")).toHaveText("20");
  // Leaving the group and coming back lands on the chosen chip.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(quantities.getByRole("radio", { name: "20 × 10,000" })).toBeFocused();
});
