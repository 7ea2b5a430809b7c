import { expect as baseExpect, test } from "./support/accounts";
import { addFirstWarcraftItem, pageScriptReady, signedInShopper } from "./support/shopping";

// A real add and a page reload per switch: allow a busy machine a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test("a shopper switches to dollars and back: the game page and the cart follow, in the page's language", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "currency");
  await addFirstWarcraftItem(page, "Thrall");
  const firstCard = page.getByTestId("item-grid").getByRole("listitem").first();
  await expect(firstCard).toContainText("R$39.90");

  // The switch sits beside the language switch, on phones too, and says which currency is on.
  const dollars = page.getByTestId("currency-USD");
  await expect(dollars).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expect(page.getByTestId("currency-BRL")).toHaveAttribute("aria-pressed", "true");
  await dollars.click();
  await expect(dollars).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/type=items/);
  await expect(firstCard).toContainText("$7.99");
  await expect(firstCard).not.toContainText("R$");

  await page.goto("/cart");
  await expect(page.getByTestId("line-unit-price").first()).toContainText("$7.99");
  await expect(page.getByRole("main")).not.toContainText("R$");

  // In Portuguese the dollars read the Portuguese way; back in reais the cart is re-priced again.
  await pageScriptReady(page);
  await page.getByTestId("language-pt").click();
  await expect(page.getByTestId("line-unit-price").first()).toContainText(/US\$\s7,99/);
  await page.getByTestId("currency-BRL").click();
  await expect(page.getByTestId("line-unit-price").first()).toContainText(/R\$\s39,90/);
  await expect(page.getByRole("main")).not.toContainText("US$");
});
