// The owner downloads the spreadsheets (issue 53): opens /admin/exports from the navigation, picks the
// orders' days and a Portuguese file, downloads it (BOM, ";" between cells), then the catalogue in
// English; the page stays usable on a 360 px screen.
import { readFile } from "node:fs/promises";
import { expect, signIn, test } from "../../../tests/e2e/support/accounts";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

test("the owner downloads the orders in Portuguese and the catalogue in English", async ({ page, baseURL }) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Spreadsheets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Spreadsheets" })).toBeVisible();

  const orders = page.getByRole("region", { name: "Orders for accounting" });
  await orders.getByLabel("Paid from").fill("2020-01-01");
  await orders.getByLabel("Paid until").fill("2030-12-31");
  await orders.getByLabel("File language").selectOption("pt");
  const ordersDownload = page.waitForEvent("download");
  await orders.getByRole("button", { name: "Download" }).click();
  const ordersFile = await ordersDownload;
  expect(ordersFile.suggestedFilename()).toBe("orders-2020-01-01-to-2030-12-31.csv");
  const ordersCsv = await readFile(await ordersFile.path(), "utf8");
  expect(ordersCsv.startsWith("\uFEFF")).toBe(true);
  expect(ordersCsv.slice(1).split("\r\n")[0]).toMatch(/^id;created_at;paid_at;delivered_at;status;currency;gross;/);

  const catalogue = page.getByRole("region", { name: "Catalogue" });
  await catalogue.getByLabel("File language").selectOption("en");
  const catalogueDownload = page.waitForEvent("download");
  await catalogue.getByRole("button", { name: "Download" }).click();
  const catalogueCsv = await readFile(await (await catalogueDownload).path(), "utf8");
  const lines = catalogueCsv.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^type,id,game_id,game,name,/);
  expect(lines.some((line) => line.startsWith("game,"))).toBe(true);
  expect(lines.some((line) => line.startsWith("item,"))).toBe(true);

  await page.setViewportSize({ width: 360, height: 740 });
  // Every control of the orders' form fits across the narrow screen.
  for (const control of [
    orders.getByLabel("Paid from"),
    orders.getByLabel("Paid until"),
    orders.getByLabel("File language"),
    orders.getByRole("button", { name: "Download" }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
    const box = await control.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
