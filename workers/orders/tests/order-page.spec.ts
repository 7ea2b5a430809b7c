// Issue 16, the live order page with two people at once: an admin defines a boosting's steps and
// delivery time, a shopper buys it and keeps the order page open; the admin ticks a step, posts a
// note, talks in the order's conversation, attaches proof and delivers, and the shopper's open page
// shows each of them without a reload. Then a shopper stops a run half-way, quoted the undone share,
// and sees the amount the admin approves.

import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect as baseExpect, createVerifiedAccount, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidOrderThroughApi } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

// The shopper's page refreshes every few seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ locale: "en-US" });
// Two people and a page that refreshes every few seconds: each test waits for several refreshes.
test.describe.configure({ timeout: 60_000 });

// A 1×1 PNG: the proof image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * The proof's box as a reader sees it: the hash inside the card's edge, the card inside the screen,
 * and no list bullet beside the picture.
 */
async function proofLayout(proof: Locator) {
  return proof.evaluate((card) => {
    const box = card.getBoundingClientRect();
    const hash = card.querySelector("[data-testid=proof-sha256]")?.getBoundingClientRect();
    const entry = card.querySelector("li");
    return {
      hashInside: hash !== undefined && hash.left >= box.left && hash.right <= box.right,
      cardOnScreen: box.right <= document.documentElement.clientWidth,
      bullet: entry ? getComputedStyle(entry).listStyleType : "none",
    };
  });
}

/** The admin defines a boosting with its own delivery time (45 min) and its steps; its game's and its own id. */
async function newBoosting(page: Page, steps: string[]) {
  const games: Array<{ id: number; name: string }> = await (await page.request.get("/api/games")).json();
  const wow = games.find((game) => game.name === "World of Warcraft");
  expect(wow).toBeTruthy();
  await page.goto(`/admin/items/new?game=${wow?.id}`);
  await page.getByLabel("Kind").selectOption({ label: "Boosting" });
  await page.getByLabel("Name", { exact: true }).fill(`E2E Rank Boost ${Date.now().toString(36)}`);
  await page.getByLabel("Price in reais (R$)").fill("29.90");
  await page.getByLabel("Delivery time (minutes)").fill("45");
  await page.getByLabel("Progress steps (boosting and carry runs)").fill(steps.join("\n"));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/items\/\d+\?done=saved$/);
  return { wowId: wow?.id, itemId: Number(new URL(page.url()).pathname.split("/").pop()) };
}

/** A new shopper signed in on `shopper` buys the boosting and pays in the sandbox. */
async function boughtBy(
  shopper: APIRequestContext,
  baseURL: string | undefined,
  wowId: number | undefined,
  itemId: number,
) {
  const account = await createVerifiedAccount(shopper, baseURL, "order-live");
  await signIn(shopper, baseURL, account);
  return paidOrderThroughApi(shopper, baseURL, { gameId: wowId, itemId, server: "Azralon" });
}

test("the shopper's open order page follows the admin's delivery live", async ({ page, browser, baseURL }) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  const { wowId, itemId } = await newBoosting(page, ["Silver", "Gold"]);

  // The shopper, in a browser of their own, buys it and pays in the sandbox.
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US", viewport: page.viewportSize() });
  const shopperPage = await shopperContext.newPage();
  const orderId = await boughtBy(shopperContext.request, baseURL, wowId, itemId);
  await shopperPage.goto(`/orders/${orderId}`);
  const promise = shopperPage.getByTestId("order-promise");
  await expect(promise).toContainText("Delivered within 45 min of the payment confirmation.");
  await expect(promise.getByTestId("time-left")).toHaveText(/^(44|45) min left$/);
  await expect(shopperPage.getByTestId("progress-share")).toHaveText("0 of 2 steps done (0%)");

  // Another shopper gets nothing.
  const strangerContext = await browser.newContext({ baseURL });
  const stranger = await createVerifiedAccount(strangerContext.request, baseURL, "order-stranger");
  await signIn(strangerContext.request, baseURL, stranger);
  expect((await strangerContext.request.get(`/api/orders/${orderId}`)).status()).toBe(404);
  await strangerContext.close();

  // The admin works on the order; the shopper's page is never reloaded.
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: "Mark “Silver” done" }).click();
  await expect(page.getByText("Saved: the shopper's page shows it now.")).toBeVisible();
  await expect(shopperPage.getByTestId("progress-share")).toHaveText("1 of 2 steps done (50%)");
  await expect(shopperPage.getByTestId("order-timeline")).toContainText("Step done: Silver");

  await page.getByLabel("What the shopper reads on the order's timeline").fill("Gold within the hour.");
  await page.getByRole("button", { name: "Post the note" }).click();
  await expect(shopperPage.getByTestId("order-timeline")).toContainText("Support: Gold within the hour.");

  // The order's own conversation: the same live chat both ways.
  const adminChat = page.getByTestId("order-conversation");
  const shopperChat = shopperPage.getByTestId("order-conversation");
  await adminChat.getByLabel("Message").fill("Starting Gold now.");
  await adminChat.getByRole("button", { name: "Send" }).click();
  await expect(shopperChat).toContainText("Starting Gold now.");
  await shopperChat.getByLabel("Message").fill("Thanks!");
  await shopperChat.getByRole("button", { name: "Send" }).click();
  await expect(adminChat).toContainText("Thanks!");

  await page.getByRole("button", { name: "Mark “Gold” done" }).click();
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "trade.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Note", { exact: true }).fill("Rank reached");
  await page.getByRole("button", { name: "Attach proof" }).click();
  const proof = shopperPage.getByTestId("order-proof");
  await expect(proof).toContainText("Rank reached");
  await expect(proof.getByTestId("proof-sha256")).toHaveText(/^[0-9a-f]{64}$/);
  const fits = { hashInside: true, cardOnScreen: true, bullet: "none" };
  expect(await proofLayout(proof)).toEqual(fits);
  const adminProof = page.getByTestId("order-proof");
  await expect(adminProof.getByTestId("proof-sha256")).toHaveText(/^[0-9a-f]{64}$/);
  expect(await proofLayout(adminProof)).toEqual(fits);
  await expect(shopperPage.getByTestId("progress-share")).toHaveText("2 of 2 steps done (100%)");

  await page.getByLabel("New status").selectOption({ label: "Completed" });
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Yes, mark as Completed" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await expect(promise).toContainText("Delivered ");
  await expect(promise.getByTestId("time-left")).toHaveCount(0);
  await expect(shopperPage.getByTestId("order-timeline")).toContainText("Completed");
  await shopperContext.close();
});

test("the shopper stops a run half-way and sees the amount the admin approved", async ({ page, browser, baseURL }) => {
  await signIn(page.request, baseURL, demoAccounts.admin);
  const { wowId, itemId } = await newBoosting(page, ["Silver", "Gold"]);
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  const shopperPage = await shopperContext.newPage();
  const orderId = await boughtBy(shopperContext.request, baseURL, wowId, itemId);

  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole("button", { name: "Mark “Silver” done" }).click();
  await expect(page.getByText("Saved: the shopper's page shows it now.")).toBeVisible();

  // Half the steps are done: half the run's price is quoted back.
  await shopperPage.goto(`/orders/${orderId}`);
  const cancel = shopperPage.getByTestId("order-cancel");
  await expect(cancel).toContainText("1 of 2 steps are not done yet.");
  await expect(cancel).toContainText("14.95");
  await cancel.getByRole("button", { name: "Ask to stop the run" }).click();
  await expect(cancel).toContainText("You asked to stop this run");
  await expect(shopperPage.getByTestId("order-timeline")).toContainText("You asked to stop the run, quoted");

  // The admin sees the request and approves another amount; the shopper's open page follows.
  await page.reload();
  const request = page.getByTestId("admin-cancellation");
  await expect(request).toContainText("1 of 2 steps not done");
  await request.getByLabel("Amount to refund").fill("10.00");
  await request.getByRole("button", { name: "Approve and refund" }).click();
  await expect(page.getByText("Approved: the shopper gets")).toBeVisible();
  await expect(cancel).toContainText("The run was stopped:");
  await expect(cancel).toContainText("10.00");
  await expect(shopperPage.getByTestId("order-timeline")).toContainText("Run stopped at your request");
  await shopperContext.close();
});
