// Issue 33: a shopper reviews a delivered line from the order page and the review shows on the game
// page with that order's measured delivery time; the admin hides it with a reason and it leaves the
// game page; the admin answers another and the answer shows under it.
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

/** The admin marks the order delivered on its admin page, as the store's staff do. */
async function deliver(admin: Page, orderId: number) {
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByLabel("New status").selectOption({ label: "Completed" });
  await admin.getByRole("button", { name: "Apply" }).click();
  await admin.getByRole("button", { name: "Yes, mark as Completed" }).click();
  await expect(admin.getByText("Status changed.")).toBeVisible();
}

/** The shopper rates the order's one line from its order page, without leaving it. */
async function review(shopper: Page, orderId: number, stars: string, text: string) {
  await shopper.goto(`/orders/${orderId}`);
  const reviews = shopper.getByTestId("order-reviews");
  await reviews.getByLabel(stars, { exact: true }).check();
  await reviews.getByLabel("What would you tell other gamers? (optional)").fill(text);
  await reviews.getByRole("button", { name: "Publish review" }).click();
  await expect(reviews.getByText("Thank you! Your review is published.")).toBeVisible();
}

test("a delivered order's review shows on the game page, is hidden by the admin, and another is answered", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two orders bought, delivered and reviewed, then two admin steps: longer than one page's journey.
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const shopperContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "CF-Connecting-IP": `10.98.${Math.floor(Math.random() * 250)}.9` },
  });
  const shopper = await shopperContext.newPage();
  const account = await createVerifiedAccount(shopperContext.request, baseURL, `reviews-${run}`);
  await signIn(shopperContext.request, baseURL, account);
  const first = await paidWarcraftOrder(shopperContext.request, baseURL);
  const second = await paidWarcraftOrder(shopperContext.request, baseURL);

  await signIn(page.request, baseURL, demoAccounts.admin);
  await deliver(page, first);
  await deliver(page, second);

  const hiddenText = `Spam review ${run}`;
  const answeredText = `Quick and kind ${run}`;
  await review(shopper, first, "1 star", hiddenText);
  await review(shopper, second, "5 stars", answeredText);

  // On the game page, with the time that order took from payment to delivery.
  const [game]: Array<{ id: number }> = await (await shopperContext.request.get("/api/games?search=warcraft")).json();
  await shopper.goto(`/game/${game?.id}`);
  const section = shopper.getByRole("region", { name: "Reviews from delivered orders" });
  const hiddenCard = section.getByRole("listitem").filter({ hasText: hiddenText });
  await expect(hiddenCard).toBeVisible();
  await expect(hiddenCard).toContainText(/Delivered in \d+ min/);
  await expect(hiddenCard).toContainText("1 out of 5 stars");

  // The admin hides the first with a reason, and it leaves the game page.
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Reviews" }).click();
  const hiddenRow = page.getByRole("row").filter({ hasText: hiddenText });
  await hiddenRow.getByRole("button", { name: "Hide review" }).click();
  // The reason is required: the browser keeps the form until it is given.
  await expect(hiddenRow.getByText(/is hidden/)).toHaveCount(0);
  await hiddenRow.getByLabel("Why hide it (its author is told)").fill("Advertising");
  await hiddenRow.getByRole("button", { name: "Hide review" }).click();
  await expect(page.getByText(/is hidden and its author was emailed the reason/)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: hiddenText })).toContainText("Hidden: Advertising");

  // The admin answers the other one.
  const answeredRow = page.getByRole("row").filter({ hasText: answeredText });
  await answeredRow.getByLabel("The store's public answer").fill(`Thanks for coming back ${run}`);
  await answeredRow.getByRole("button", { name: "Publish answer" }).click();
  await expect(page.getByText(/The answer to review #\d+ is published/)).toBeVisible();

  await shopper.goto(`/game/${game?.id}`);
  await expect(section.getByText(hiddenText)).toHaveCount(0);
  const answeredCard = section.getByRole("listitem").filter({ hasText: answeredText });
  await expect(answeredCard).toContainText("The store's answer");
  await expect(answeredCard).toContainText(`Thanks for coming back ${run}`);
  await shopperContext.close();
});
