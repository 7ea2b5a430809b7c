// The owner reads the audit trail (issue 49): after delivering an order, they open /admin/audit from
// the navigation, filter it by that order, see the change with who made it, and download the CSV of
// the same filter.
import { readFile } from "node:fs/promises";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

test("the owner filters the audit trail by an order and downloads it as CSV", async ({ page, browser, baseURL }) => {
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = shopperContext.request;
  await signIn(shopper, baseURL, await createVerifiedAccount(shopper, baseURL, "audit-e2e"));
  const orderId = await paidWarcraftOrder(shopper, baseURL);
  await shopperContext.close();

  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByLabel("New status").selectOption({ label: "Completed" });
  await page.getByLabel("Note (optional)").first().fill("Handed over in game");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Yes, mark as Completed" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit trail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  await page.getByLabel("Order number").fill(String(orderId));
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]order=${orderId}(&|$)`));

  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole("link", { name: `Changed the status of order #${orderId}` })).toBeVisible();
  await expect(row).toContainText("Store Admin");
  // The statuses in the admin's words, not their codes.
  await expect(row).toContainText("Processing → Completed");
  await expect(row).toContainText("Handed over in game");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^audit-trail-order-${orderId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toMatch(/^id,at_utc,actor_id,actor_name,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,status,order,${orderId},`);
  expect(lines[1]).toContain("Store Admin");
});
