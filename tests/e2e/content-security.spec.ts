// Issue 29: the store's pages run under a Content-Security-Policy that lets a script run only when
// it is the store's own file or carries the answer's nonce. A script the store writes into a page
// without its nonce is blocked by the browser: this walk of the main pages fails on any such block
// (a `securitypolicyviolation` in the page, a CSP refusal in the console) and on any page error,
// and checks the pages still come alive (React took over: a client-side navigation works).
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "./support/accounts";

/** Everything the policy blocked or the page threw, collected from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) problems.push(text);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test("the main pages run their scripts under the policy, a visitor's and a shopper's", async ({ page, baseURL }) => {
  // Eleven pages, each until its network is idle, and an account: about 30 s on a 2-core machine.
  test.setTimeout(90_000);
  const problems = await watchViolations(page);
  for (const path of ["/", "/games", "/game/2", "/login", "/register", "/contato", "/policies/terms"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("'nonce-");
    await page.waitForLoadState("networkidle");
  }
  // The pages came alive: a link is followed without reloading the document.
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/games$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

  const account = await createVerifiedAccount(page.request, baseURL, "csp");
  await signIn(page.request, baseURL, account);
  for (const path of ["/settings", "/orders", "/cart", "/checkout"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("a page cannot be shown inside another site's frame", async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/login" width="600" height="400"></iframe>`);
  const frame = page.frameLocator("iframe");
  // Chromium shows its own error page in place of a document that refuses to be framed.
  await expect(frame.locator("body")).toBeAttached();
  await expect(frame.locator("header.site-header")).toHaveCount(0);
});
