// Issue 12 §5 in a real browser: `redirectTo` after sign-in never takes the shopper off the site,
// whatever a crafted link carries (the browser is what drops tabs and reads `\` as `/`, so this is
// where those tricks would work). The server-side redirects are covered in
// workers/edge/tests/open-redirect.test.ts.
import { createVerifiedAccount, expect, test } from "./support/accounts";

const hostile = ["//evil.example/", "/\t/evil.example/", "/\\evil.example/", "/%0a/evil.example/", "/%5Cevil.example"];

test.use({ locale: "en-US" });

test("sign-in with a hostile redirectTo lands on this store's home page", async ({ browser, request, baseURL }) => {
  // One fresh browser context per target, each signing in: longer than a single flow.
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request, baseURL, "redirect");
  for (const target of hostile) {
    const context = await browser.newContext({ baseURL, locale: "en-US" });
    const page = await context.newPage();
    const offSite: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).origin !== baseURL) offSite.push(sent.url());
    });
    await page.goto(`/login?${new URLSearchParams({ redirectTo: target })}`);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page, JSON.stringify(target)).toHaveURL(`${baseURL}/`);
    expect(offSite, JSON.stringify(target)).toEqual([]);
    await context.close();
  }
});
