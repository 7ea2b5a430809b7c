// The language stays chosen (issue 13): an English browser that arrives on a Portuguese link stays
// in Portuguese as it navigates, reloads and comes back; EN/PT does the same for English; and a
// choice the browser remembers outlives the cookie.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";

test.use({ locale: "en-US" });

async function expectLanguage(page: Page, language: "en" | "pt") {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("footer").getByRole("link", { name: language === "pt" ? "Jogos" : "Games" })).toBeVisible();
}

async function languageCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "lng");
  // Remix signs nothing here but encodes the value as base64 JSON.
  return cookie && { ...cookie, value: JSON.parse(atob(decodeURIComponent(cookie.value))) as string };
}

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem("i18nextLng"));

test("an English browser arriving on ?lng=pt stays in Portuguese through links, reloads and a later visit", async ({
  page,
  context,
}) => {
  await page.goto("/?lng=pt");
  await expectLanguage(page, "pt");
  await expect(page.getByRole("heading", { level: 2, name: "Jogos em destaque" })).toBeVisible();

  // The address's choice is kept: a year-long cookie and the browser's own i18nextLng.
  const cookie = await languageCookie(context);
  expect(cookie?.value).toBe("pt");
  expect(cookie?.httpOnly).toBe(true);
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
  await expect.poll(() => storedLanguage(page)).toBe("pt");

  await page.locator("footer").getByRole("link", { name: "Jogos" }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expectLanguage(page, "pt");
  await page.reload();
  await expectLanguage(page, "pt");

  // Coming back later, in a new tab, straight to a page without ?lng=.
  const later = await context.newPage();
  await later.goto("/sobre");
  await expectLanguage(later, "pt");
  await later.close();

  // EN keeps English the same way.
  await page.getByTestId("language-en").click();
  await expectLanguage(page, "en");
  expect((await languageCookie(context))?.value).toBe("en");
  await expect.poll(() => storedLanguage(page)).toBe("en");
  await page.reload();
  await expectLanguage(page, "en");
  await page.locator("footer").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expectLanguage(page, "en");
});

test("a choice remembered in local storage wins over the browser's language once the cookie is gone", async ({
  page,
  context,
}) => {
  await page.goto("/games?lng=pt");
  await expectLanguage(page, "pt");
  await expect.poll(() => storedLanguage(page)).toBe("pt");
  await context.clearCookies();

  await page.goto("/games");
  await expectLanguage(page, "pt");
  await expect.poll(async () => (await languageCookie(context))?.value).toBe("pt");
  await page.reload();
  await expectLanguage(page, "pt");
});

test("a choice in session storage counts too, after local storage", async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem("i18nextLng", "pt"));
  await page.goto("/games");
  await expectLanguage(page, "pt");
});
