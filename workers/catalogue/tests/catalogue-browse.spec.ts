import type { Page } from "@playwright/test";
import { PHONE } from "../../../tests/e2e/support/projects";
import { expect, test } from "../../../tests/e2e/support/test";

const texts = {
  en: {
    locale: "en-US",
    oneResult: "1 result",
    boosting: "Boosting",
    coins: "Coins",
    server: "Server",
    platform: "Platform",
    categories: "Categories",
    offers: "10 offers",
    page2: "Page 2",
    gamesTitle: "Games",
    noGames: "No games found",
  },
  pt: {
    locale: "pt-BR",
    oneResult: "1 resultado",
    boosting: "Boosting",
    coins: "Moedas",
    server: "Servidor",
    platform: "Plataforma",
    categories: "Categorias",
    offers: "10 ofertas",
    page2: "Página 2",
    gamesTitle: "Jogos",
    noGames: "Nenhum jogo encontrado",
  },
} as const;

const group = (page: Page, name: string) => page.getByRole("navigation", { name, exact: true });

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test(
      "header search → game page → sale type, server, platform, category, page → reload keeps it all",
      language === "pt" ? PHONE : {},
      async ({ page }) => {
        await page.goto("/");
        const search = page.getByRole("combobox");
        await search.fill("warc");
        await expect(page.getByText(t.oneResult, { exact: true })).toBeVisible();
        await expect(page.getByRole("option", { name: /World of Warcraft/ })).toBeVisible();
        await search.press("ArrowDown");
        await expect(page.getByRole("option", { name: /World of Warcraft/ })).toHaveAttribute("aria-selected", "true");
        await search.press("Enter");
        await expect(page).toHaveURL(/\/game\/\d+$/);
        await expect(page.getByRole("heading", { level: 1, name: "World of Warcraft" })).toBeVisible();
        await expect(search).toHaveValue("");

        // The first sale type, server and platform are preselected.
        const tabs = group(page, language === "en" ? "Sale type" : "Tipo de venda");
        await expect(tabs.getByRole("link", { name: t.coins })).toHaveAttribute("aria-current", "true");
        await expect(group(page, t.server).getByRole("radio", { name: "Azralon" })).toHaveAttribute(
          "aria-checked",
          "true",
        );

        await tabs.getByRole("link", { name: t.boosting }).click();
        await expect(page).toHaveURL(/type=boosting/);
        await group(page, t.server).getByRole("radio", { name: "Gallywix" }).click();
        await expect(page).toHaveURL(/server=Gallywix/);
        await group(page, t.platform).getByRole("radio", { name: "Mac" }).click();
        await expect(page).toHaveURL(/platform=Mac/);
        await group(page, t.categories).getByRole("radio", { name: "PvE" }).click();
        await expect(page).toHaveURL(/sub=PvE/);
        await expect(page.getByText(t.offers)).toBeVisible();
        await expect(page.getByText("Level 70 → 80 Leveling")).toBeVisible();

        await page.getByRole("link", { name: t.page2 }).click();
        await expect(page).toHaveURL(/page=2/);
        await expect(page.getByText("Professions 1 → 100")).toBeVisible();
        await expect(page.getByText("Level 70 → 80 Leveling")).toHaveCount(0);

        const check = async () => {
          await expect(tabs.getByRole("link", { name: t.boosting })).toHaveAttribute("aria-current", "true");
          await expect(group(page, t.server).getByRole("radio", { name: "Gallywix" })).toHaveAttribute(
            "aria-checked",
            "true",
          );
          await expect(group(page, t.platform).getByRole("radio", { name: "Mac" })).toHaveAttribute(
            "aria-checked",
            "true",
          );
          await expect(group(page, t.categories).getByRole("radio", { name: "PvE" })).toHaveAttribute(
            "aria-checked",
            "true",
          );
          await expect(page.getByRole("link", { name: t.page2 })).toHaveAttribute("aria-current", "page");
          await expect(page.getByText("Battle Pet Leveling x10")).toBeVisible();
        };
        await check();
        await page.reload();
        await check();

        // A new category goes back to page 1.
        await group(page, t.categories).getByRole("radio", { name: "PvP" }).click();
        await expect(page).not.toHaveURL(/page=/);
        await expect(page.getByText("Arena 3v3 Rating 2100")).toBeVisible();
      },
    );

    test("Enter in the header search opens the catalogue search, clears the box and closes the list", async ({
      page,
    }) => {
      await page.goto("/sobre");
      const search = page.getByRole("combobox");
      await search.fill("legends");
      await expect(page.getByRole("listbox")).toBeVisible();
      await search.press("Escape");
      await expect(page.getByRole("listbox")).toBeHidden();
      await search.press("Enter");
      await expect(page).toHaveURL(/\/games\?search=legends$/);
      await expect(page.getByRole("heading", { level: 1, name: t.gamesTitle })).toBeVisible();
      await expect(search).toHaveValue("");
      await expect(page.getByRole("listbox")).toBeHidden();
      const grid = page.getByTestId("catalogue-games");
      await expect(grid.getByRole("link")).toHaveCount(2);
      await expect(page.getByRole("searchbox")).toHaveValue("legends");

      // The catalogue search ignores case and searches categories too.
      await page.getByRole("searchbox").fill("mmorpg");
      await page.getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(/search=mmorpg/);
      await expect(grid.getByRole("link")).toHaveCount(5);
      await page.getByRole("searchbox").fill("no such game");
      await page.getByRole("searchbox").press("Enter");
      await expect(page.getByRole("heading", { name: t.noGames })).toBeVisible();
    });
  });
}
