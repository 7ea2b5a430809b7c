// The two game searches as the visitor types (issue 47): the header's says when nothing matches,
// and the games list filters as it is typed in, with the same search as pressing Enter.

import { chooseLanguage, pageScriptReady } from "../../../tests/e2e/support/shopping";
import { expect, test } from "../../../tests/e2e/support/test";

for (const [language, noMatch] of [
  ["en", "No games match “zzqx”"],
  ["pt", "Nenhum jogo corresponde a “zzqx”"],
] as const) {
  test(`the header search says when no game matches (${language})`, async ({ page, baseURL }) => {
    await chooseLanguage(page, baseURL, language);
    await page.goto("/sobre");
    await pageScriptReady(page);
    const header = page.locator(".site-header");
    await header.getByRole("combobox").fill("zzqx");
    await expect(header.getByText(noMatch)).toBeVisible();
    // A text that matches shows the games instead.
    await header.getByRole("combobox").fill("warcraft");
    await expect(header.getByRole("option", { name: /World of Warcraft/ })).toBeVisible();
    await expect(header.getByText(noMatch)).toBeHidden();
  });
}

test("the games list filters as the visitor types, and Enter still loads the page for the text", async ({ page }) => {
  await page.goto("/games");
  await pageScriptReady(page);
  const grid = page.getByTestId("catalogue-games");
  await expect(grid.getByRole("link").first()).toBeVisible();
  const all = await grid.getByRole("link").count();
  const box = page.getByRole("searchbox", { name: "Search games" });
  await box.pressSequentially("legends", { delay: 30 });
  // The same two games the catalogue search finds for it, without pressing anything.
  await expect(grid.getByRole("link")).toHaveCount(2);
  await expect(page.getByText("2 games for “legends”")).toBeVisible();
  await expect(page).toHaveURL(/\/games$/);
  // By category too, as the page's own search.
  await box.fill("mmorpg");
  await expect(grid.getByRole("link")).toHaveCount(5);
  await box.fill("no such game");
  await expect(page.getByRole("heading", { name: "No games found" })).toBeVisible();
  await box.fill("");
  await expect(grid.getByRole("link")).toHaveCount(all);

  await box.fill("valorant");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/games\?search=valorant$/);
  await expect(grid.getByRole("link")).toHaveCount(1);
  await expect(box).toHaveValue("valorant");
});

test("a lost connection while typing in the games list keeps the text and the games, and says so", async ({ page }) => {
  await page.goto("/games");
  await pageScriptReady(page);
  const grid = page.getByTestId("catalogue-games");
  await expect(grid.getByRole("link").first()).toBeVisible();
  const all = await grid.getByRole("link").count();
  await page.route(/\/api\/games\?/, (route) => route.abort("internetdisconnected"));
  const box = page.getByRole("searchbox", { name: "Search games" });
  await box.pressSequentially("legends", { delay: 30 });
  await expect(page.getByRole("alert").filter({ hasText: "Could not connect to the server." })).toBeVisible();
  await expect(box).toHaveValue("legends");
  await expect(grid.getByRole("link")).toHaveCount(all);

  // Back online, the next text filters again.
  await page.unroute(/\/api\/games\?/);
  await box.fill("valorant");
  await expect(grid.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("alert").filter({ hasText: "Could not connect to the server." })).toBeHidden();
});

// Issue 52 (decision 067): words in any order, across a game's coin and item names, and one typo
// forgiven in a word of five letters or more, in both languages' pages.
for (const [language, montarias] of [
  ["en", "mounts"],
  ["pt", "montarias"],
] as const) {
  test(`the games list finds words in any order and forgives a typo (${language})`, async ({ page, baseURL }) => {
    await chooseLanguage(page, baseURL, language);
    await page.goto("/games");
    await pageScriptReady(page);
    const grid = page.getByTestId("catalogue-games");
    const box = page.getByRole("searchbox");
    for (const typed of ["gold wow", "warcrsft", `${montarias} wrcraft`]) {
      await box.fill(typed);
      await expect(grid.getByRole("link"), typed).toHaveCount(1);
      await expect(grid.getByRole("link").first(), typed).toContainText("World of Warcraft");
    }
    await box.fill("warcrsft");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/games\?search=warcrsft$/);
    await expect(grid.getByRole("link")).toHaveCount(1);
  });
}
