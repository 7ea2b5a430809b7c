// The header's sign-in before the page's code has come (issue 47): the form is in the page, opens
// on the tap of "Entrar" with the email field focused, and signs in through the /login action. The
// timing on the slow phone is in sign-in-response.spec.ts.
import { createVerifiedAccount, expect, test } from "../../../tests/e2e/support/accounts";
import { chooseLanguage } from "../../../tests/e2e/support/shopping";

test("before the page's code, Entrar opens the sign-in form already in the page, and it signs in", async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(page.request, baseURL, "quick-form");
  await chooseLanguage(page, baseURL, "pt");
  // The page's code never comes: what the press meets is the server's HTML and its inline scripts.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/games?search=war");
  await page.locator(".site-header").getByRole("link", { name: "Entrar" }).click();
  const dialog = page.getByRole("dialog", { name: "Entrar" });
  await expect(dialog.getByRole("textbox", { name: "Email" })).toBeFocused();
  await page.keyboard.type(account.email);
  await dialog.getByLabel("Senha").fill("Wrong#Pass9");
  await dialog.getByRole("button", { name: "Entrar" }).click();
  // A wrong password is the /login page's answer, in words, with the way back kept.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgames%3Fsearch%3Dwar$/);
  await expect(page.getByText("Email ou senha incorretos.")).toBeVisible();

  await page.goto("/games?search=war");
  await page.locator(".site-header").getByRole("link", { name: "Entrar" }).click();
  await page.keyboard.type(account.email);
  await dialog.getByLabel("Senha").fill(account.password);
  await dialog.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/games\?search=war$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
});

test("with the page's code, Entrar opens the auth modal and the form in the page stays out of it", async ({ page }) => {
  await page.goto("/games");
  await expect(page.locator(".chat-launcher")).toBeVisible();
  await page.locator(".site-header").getByRole("link", { name: "Sign in" }).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal.getByRole("button", { name: /passkey/i })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(1);
});
