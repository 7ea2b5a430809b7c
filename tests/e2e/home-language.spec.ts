import { expect, test } from "./support/test";

test("the home page shows the seeded games in English, then in Portuguese after switching, and keeps the choice", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 2, name: "Featured games" })).toBeVisible();
  const featured = page.getByTestId("featured-games");
  await expect(featured.getByText("World of Warcraft")).toBeVisible();
  await expect(featured.getByRole("link")).toHaveCount(12);

  await page.getByTestId("language-pt").click();
  await expect(page.getByRole("heading", { level: 2, name: "Jogos em destaque" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("link", { name: "Início" }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("i18nextLng"))).toBe("pt");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 2, name: "Jogos em destaque" })).toBeVisible();
  await expect(featured.getByText("World of Warcraft")).toBeVisible();
});

test("a Portuguese browser gets Portuguese on its first visit", async ({ browser }) => {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 2, name: "Jogos em destaque" })).toBeVisible();
  await context.close();
});
