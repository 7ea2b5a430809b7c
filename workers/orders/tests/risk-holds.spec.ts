// Issue 51: an order paid in the sandbox with Stripe's elevated-risk test card is held before
// delivery. The shopper's order page says "Under review" and by when it is decided; the store's
// admin approves it from the admin order page, and it goes on to delivery.
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });
test.describe.configure({ timeout: 60_000 });

test("a risky paid order is under review for the shopper, and a manager approves it", async ({
  page,
  browser,
  baseURL,
}) => {
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  const shopperPage = await shopperContext.newPage();
  const shopper = shopperContext.request;
  await signIn(shopper, baseURL, await createVerifiedAccount(shopper, baseURL, "risk-hold-e2e"));
  // Stripe's elevated-risk test card: the sandbox's charge reports risk level "elevated".
  const orderId = await paidWarcraftOrder(shopper, baseURL, { card: { card_number: "4000 0000 0000 9235" } });

  await shopperPage.goto(`/orders/${orderId}`);
  await expect(shopperPage.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
  await expect(shopperPage.getByText("Under review").first()).toBeVisible();
  const notice = shopperPage.getByTestId("risk-hold");
  await expect(notice.getByRole("heading", { name: "Your payment is being checked" })).toBeVisible();
  await expect(notice.getByTestId("risk-hold-deadline")).toContainText("We will decide by");
  await expect(notice.getByTestId("risk-hold-deadline")).toContainText("refunded in full");

  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto(`/admin/orders/${orderId}`);
  const hold = page.getByTestId("admin-risk-hold");
  await expect(hold.getByRole("heading", { name: "Held for risk review" })).toBeVisible();
  await expect(hold).toContainText("The payment provider rated the payment's risk elevated or highest");
  await hold.getByRole("button", { name: "Approve for delivery" }).click();
  await expect(page.getByText("Approved: the order is on the delivery desk.")).toBeVisible();
  await expect(page.getByTestId("risk-hold-decision")).toContainText("Approved for delivery");
  await expect(hold.getByRole("button", { name: "Approve for delivery" })).toHaveCount(0);

  // The shopper's page now shows the order going to delivery, without the review notice.
  await shopperPage.reload();
  await expect(shopperPage.getByTestId("risk-hold")).toHaveCount(0);
  await expect(shopperPage.getByText("Processing").first()).toBeVisible();
  await shopperContext.close();
});
