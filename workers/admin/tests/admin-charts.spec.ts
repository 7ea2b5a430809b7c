// Issue 33, the owner's charts: on the admin dashboard, drawn in the server's HTML, legible on the
// desktop and on a 360 px phone without scrolling sideways, each with its figures as a table on demand.

import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

test(
  "the dashboard draws its five charts, fits the screen and gives each as a table",
  PHONE,
  async ({ page, browser, baseURL }) => {
    // A paid order, so revenue and statuses have something to draw.
    const shopperContext = await browser.newContext({ baseURL });
    const shopper = shopperContext.request;
    await signIn(shopper, baseURL, await createVerifiedAccount(shopper, baseURL, "charts"));
    await paidWarcraftOrder(shopper, baseURL);
    await shopperContext.close();

    await signIn(page.request, baseURL, demoAccounts.admin);
    await page.goto("/admin");
    const figures = page.locator("figure");
    await expect(figures).toHaveCount(5);
    for (const caption of [
      "Revenue per day, last 30 days",
      "Orders by status",
      "Delivery times, last 90 days",
      "Delivered on time, per week",
      "Slowest offers",
    ]) {
      await expect(page.getByRole("figure", { name: caption })).toBeVisible();
    }
    const revenue = page.getByRole("img", { name: /^Revenue per day in (BRL|USD)/ }).first();
    const statuses = page.getByRole("img", { name: /^Orders by status/ });
    await expect(revenue).toBeVisible();
    await expect(statuses).toBeVisible();

    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    for (const chart of [revenue, statuses]) {
      const box = await chart.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The figures behind a drawing, opened as a table.
    const statusFigure = page.getByRole("figure", { name: "Orders by status" });
    await statusFigure.getByText("Show the figures as a table").click();
    const table = statusFigure.getByRole("table");
    await expect(table).toBeVisible();
    await expect(table.getByRole("rowheader", { name: "Processing" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  },
);
