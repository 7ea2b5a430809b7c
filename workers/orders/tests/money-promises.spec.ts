// Issue 47, the promises about money as a shopper meets them, on the desktop and the 360 px phone:
// the success page shows the code's discount and the order page's own deadline (not a generic
// promise), and the withdrawal promise says it ends at delivery; the withdrawal's confirm buttons
// stand apart from each other and from the box below them.
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import { addFirstWarcraftItem, pageScriptReady, signedInShopper, takenOver } from "../../../tests/e2e/support/shopping";

const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ locale: "en-US" });

/** The demo code DEMO10 takes 10 % off Invincible's Reins (R$39.90). */
const DISCOUNT = "−R$3.99";
const WITHDRAWAL = /until it is delivered or until .+, whichever comes first/;

/** A signed-in shopper pays Invincible's Reins with DEMO10 on the sandbox's page: on the success page. */
async function paidWithCode(page: Page, baseURL: string | undefined, label: string) {
  await signedInShopper(page, baseURL, label);
  await addFirstWarcraftItem(page, "Jaina");
  const code = await page.request.post("/api/cart/code", {
    data: { code: "DEMO10" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(code.status()).toBeLessThan(300);
  await page.goto("/checkout");
  await pageScriptReady(page);
  await page.getByRole("radio", { name: "Debit card" }).check();
  await page.getByRole("button", { name: "Complete purchase" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_test_sbx_/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment approved!" })).toBeVisible();
}

/** "Promised by Dec 02, 2026, 09:03 PM GMT-3." as the promise box says it. */
async function deadlineOf(page: Page) {
  const text = (await page.getByTestId("order-promise").textContent()) ?? "";
  return text.match(/Promised by [^.]+\./)?.[0];
}

test(
  "the success page shows the discount, the order page's deadline and when withdrawing ends",
  PHONE,
  async ({ page, baseURL }) => {
    test.slow();
    await paidWithCode(page, baseURL, "success-money");
    await expect(page.getByText("Discount (code DEMO10)")).toBeVisible();
    await expect(page.getByTestId("order-discount")).toHaveText(DISCOUNT);
    await expect(page.getByTestId("order-total")).toHaveText("R$35.91");
    const deadline = await deadlineOf(page);
    expect(deadline).toBeTruthy();
    await expect(page.getByText(WITHDRAWAL)).toBeVisible();

    await page.getByTestId("checkout-order").click();
    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByTestId("order-discount")).toHaveText(DISCOUNT);
    expect(await deadlineOf(page)).toBe(deadline);
    await expect(page.getByText(WITHDRAWAL)).toBeVisible();
  },
);

/** The gap between two boxes on the screen, whichever way they are laid out (negative: they overlap). */
async function gapBetween(first: Locator, second: Locator) {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error("not on the screen");
  const horizontal = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const vertical = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(horizontal, vertical);
}

test(
  "the withdrawal's confirm buttons stand apart from each other and from the box below",
  PHONE,
  async ({ page, baseURL }) => {
    test.slow();
    await paidWithCode(page, baseURL, "withdraw-spacing");
    await page.getByTestId("checkout-order").click();
    const start = page.getByRole("button", { name: "Withdraw from this purchase" });
    await takenOver(start);
    await start.click();
    const confirm = page.getByRole("button", { name: "Yes, withdraw and refund" });
    const keep = page.getByRole("button", { name: "Keep my order" });
    await expect(confirm).toBeVisible();
    expect(await gapBetween(confirm, keep)).toBeGreaterThanOrEqual(8);
    const box = page.locator(".order-withdrawal");
    const below = page.locator(".order-withdrawal + *");
    expect(await gapBetween(box, below)).toBeGreaterThanOrEqual(12);
    // The buttons sit inside their box, clear of its edge.
    const inside = await gapBetween(keep, below);
    expect(inside).toBeGreaterThanOrEqual(20);
  },
);
