// Issue 33: the public trust page renders its figures, each with how it is computed, at /trust in
// English and /confianca in Portuguese, and the footer leads to it.
import { PHONE_ONLY } from "../../../tests/e2e/support/projects";
import { expect, test } from "../../../tests/e2e/support/test";

const texts = {
  en: {
    locale: "en-US",
    path: "/trust",
    title: "Our delivery figures",
    window: "The last 30 days",
    delivered: "Orders delivered",
  },
  pt: {
    locale: "pt-BR",
    path: "/confianca",
    title: "Nossos números de entrega",
    window: "Os últimos 30 dias",
    delivered: "Pedidos entregues",
  },
} as const;

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("the trust page shows each window's figures in a table, and the footer links to it", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: t.title }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      const thirtyDays = page.getByRole("region", { name: t.window });
      const delivered = thirtyDays.getByRole("row", { name: new RegExp(t.delivered) });
      await expect(delivered.getByRole("cell").first()).toHaveText(/^\d+$/);
      // A header row and seven figures: delivered, on time, median, compensation, withdrawal, disputes, rating.
      await expect(page.getByTestId("trust-window-365").getByRole("row")).toHaveCount(8);
    });
  });
}

test(
  "on a 360 px phone the trust page reads down the screen, nothing cut or scrolled sideways",
  PHONE_ONLY,
  async ({ page }) => {
    await page.goto("/trust");
    const thirtyDays = page.getByTestId("trust-window-30");
    await expect(thirtyDays.getByTestId("trust-delivered")).toBeVisible();
    const sideways = await page.evaluate(() => {
      const scrollers = [document.documentElement, ...document.querySelectorAll<HTMLElement>(".table-scroll")];
      return scrollers
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.className);
    });
    expect(sideways).toEqual([]);
    // How each figure is computed takes the width of the screen, not a word per line.
    const section = await thirtyDays.boundingBox();
    for (const row of await thirtyDays.locator("tbody tr").all()) {
      const how = await row.locator("td").last().boundingBox();
      expect(how?.width ?? 0).toBeGreaterThan((section?.width ?? 0) * 0.8);
      expect((how?.x ?? 0) + (how?.width ?? 0)).toBeLessThanOrEqual(360);
    }
  },
);
