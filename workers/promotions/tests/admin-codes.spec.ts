// Issue 34, the admin's side: the demo admin makes a discount code from the form (a refused form
// keeps what was typed and says what is wrong by each field), sees it listed, pauses it with one
// button, and a shopper's checkout with the paused code is refused with the reason.
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** The page's script has run (the admin pages have no chat launcher to wait for). */
const scriptReady = (page: Page) => page.waitForLoadState("networkidle");

test("an admin makes a code, pauses it, and a shopper's checkout with it is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E${Date.now().toString(36)}`.toUpperCase();
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin/codes/new");
  await scriptReady(page);

  // Checked in the browser by the API's own schema: the messages by their fields, nothing lost.
  const code = page.getByLabel("Code", { exact: true });
  const totalUses = page.getByLabel("Total uses (optional)");
  await code.fill("ab");
  await page.getByLabel("Percent off (1–99)").fill("10");
  await totalUses.fill("lots");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("A code is 3 to 32 letters and digits.")).toBeVisible();
  await expect(page.getByText("Check this value.")).toBeVisible();
  await expect(code).toHaveValue("ab");
  await expect(totalUses).toHaveValue("lots");

  // A rule between fields is the server's: its answer shows by the field, and the form keeps what was typed.
  await code.fill(name);
  await totalUses.fill("5");
  await page.getByLabel("Kind of discount").selectOption({ label: "Fixed amount" });
  await page.getByLabel("Minimum order in reais (optional)").fill("5");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("A fixed discount needs an amount in reais, in dollars or in both.")).toBeVisible();
  await expect(code).toHaveValue(name);
  await expect(page.getByLabel("Minimum order in reais (optional)")).toHaveValue("5");

  await page.getByLabel("Minimum order in reais (optional)").fill("");
  await page.getByLabel("Amount off in reais (R$)").fill("5");
  await page.getByLabel("Amount off in dollars (US$)").fill("1");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page).toHaveURL(/\/admin\/codes\/\d+\?done=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.goto(`/admin/codes?search=${name}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("R$5.00 · $1.00 off");
  await expect(row).toContainText("Active");
  await scriptReady(page);
  await row.getByRole("button", { name: `Pause ${name}` }).click();
  await expect(page.getByText(`${name} is paused: no new order can use it.`)).toBeVisible();
  await expect(row).toContainText("Paused");
  await expect(row.getByRole("button", { name: `Resume ${name}` })).toBeVisible();

  // A shopper, in a browser of their own, checks out with the paused code.
  const shopperContext = await browser.newContext({ baseURL });
  const shopper = shopperContext.request;
  await signIn(shopper, baseURL, await createVerifiedAccount(shopper, baseURL, "paused-code"));
  const [game]: Array<{ id: number }> = await (await shopper.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number }> } = await (await shopper.get(`/api/games/${game?.id}`)).json();
  const origin = { Origin: baseURL ?? "" };
  const added = await shopper.post("/api/cart", {
    data: {
      game_id: game?.id,
      item_id: detail.items[0]?.id,
      tag: "Hero#1",
      quantidade: 1,
      server: "Azralon",
      plataforma_selecionada: "PC",
    },
    headers: origin,
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const refused = await shopper.post("/api/checkout", {
    data: { metodo_pagamento: "credit_card", code: name.toLowerCase() },
    headers: origin,
  });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({ error: "promo_paused", message: "This code is paused right now." });
  await shopperContext.close();
});

test("the new code form shows the chosen kind's fields, its checkbox by its label, and every wrong field at once", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto("/admin/codes/new");
  await scriptReady(page);
  const percent = page.getByLabel("Percent off (1–99)");
  const reais = page.getByLabel("Amount off in reais (R$)");
  const dollars = page.getByLabel("Amount off in dollars (US$)");
  await expect(percent).toBeVisible();
  await expect(reais).toBeHidden();
  await expect(dollars).toBeHidden();

  // The checkbox is a box the size of a letter on the line of its label, not a bar above it.
  const firstOrder = page.getByLabel("Only on a shopper's first paid order");
  const box = await firstOrder.boundingBox();
  const label = await page.locator("label", { has: firstOrder }).boundingBox();
  expect(box?.width ?? 0).toBeLessThan(32);
  expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((label?.y ?? 0) + (label?.height ?? 0) / 2))).toBeLessThan(
    8,
  );

  await page.getByLabel("Kind of discount").selectOption({ label: "Fixed amount" });
  await expect(percent).toBeHidden();
  await expect(reais).toBeVisible();
  await expect(dollars).toBeVisible();
  await page.getByLabel("Kind of discount").selectOption({ label: "Percent of the items" });
  await expect(percent).toBeVisible();

  // Checked in the browser by the one schema: the percent's rule beside a field's own.
  await page.getByLabel("Code", { exact: true }).fill("ab");
  await percent.fill("150");
  await page.getByLabel("Total uses (optional)").fill("lots");
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByText("A code is 3 to 32 letters and digits.")).toBeVisible();
  await expect(page.getByText("A percent code takes a whole percent from 1 to 99.")).toBeVisible();
  await expect(page.getByText("Check this value.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the new code form shows only the chosen kind's fields", async ({ page, baseURL }) => {
    await signIn(page.request, baseURL, demoAccounts.admin);
    await page.goto("/admin/codes/new");
    await expect(page.getByLabel("Percent off (1–99)")).toBeVisible();
    await expect(page.getByLabel("Amount off in reais (R$)")).toBeHidden();
    await page.getByLabel("Kind of discount").selectOption({ label: "Fixed amount" });
    await expect(page.getByLabel("Percent off (1–99)")).toBeHidden();
    await expect(page.getByLabel("Amount off in reais (R$)")).toBeVisible();
  });
});
