// Where the focus goes, for a keyboard or screen-reader user: the sign-in dialog opens on its Email
// field, and after signing in the focus is on the account menu that replaced "Sign in", not on the
// page's body. The header's switches are named starting with what they show (WCAG 2.5.3).
import { createVerifiedAccount, expect, test } from "./support/accounts";
import { pageScriptReady } from "./support/shopping";

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
