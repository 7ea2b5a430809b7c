// A support agent's refund in a browser (issue 49): the order page tells the agent how much of the
// owner's limit is left on the order, a small refund goes through its confirm step, and a refund past
// what is left is refused inline on the amount, naming the limit.
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import { joinedStaff } from "../../../tests/e2e/support/staff";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

test("a support agent refunds a small amount from the order page and is refused above the limit, inline", async ({
  page,
  browser,
  baseURL,
}) => {
  const others = await browser.newContext({ baseURL, locale: "en-US" });
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  await signIn(others.request, baseURL, demoAccounts.admin);
  await joinedStaff(others.request, page.request, baseURL, "support");
  const shopper = await createVerifiedAccount(shopperContext.request, baseURL, "e2e-refund-limit");
  await signIn(shopperContext.request, baseURL, shopper);
  // Three of the item, R$ 119,70: more than support's default limit of R$ 100 per order.
  const orderId = await paidWarcraftOrder(shopperContext.request, baseURL, { quantity: 3 });

  await page.goto(`/admin/orders/${orderId}`);
  const payments = page.getByRole("region", { name: "Payments and refunds" });
  await expect(payments.getByTestId("refund-limit")).toHaveText(
    "You may refund up to R$100.00 on this order (your limit is R$100.00 per order).",
  );
  const amount = payments.getByLabel("Amount to refund (BRL)");
  await amount.fill("5.00");
  await payments.getByRole("button", { name: "Refund…" }).click();
  await page.getByRole("button", { name: "Yes, refund R$5.00" }).click();
  await expect(payments.getByText(/Refunded R\$5\.00/).first()).toBeVisible();
  await expect(payments.getByTestId("refund-limit")).toHaveText(
    "You may refund up to R$95.00 on this order (your limit is R$100.00 per order).",
  );

  // Past what is left of the limit: refused on the amount itself, before any confirm step, with the limit named.
  await amount.fill("96.00");
  await payments.getByRole("button", { name: "Refund…" }).click();
  const refusal =
    "A support agent may refund up to R$100.00 on one order, counting its earlier refunds: R$95.00 is left on this one. A manager or the owner can refund more.";
  // The amount field itself says it (its description), not only the card's alert.
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.$()]/g, "\\$&")));
  await expect(page.getByRole("button", { name: /Yes, refund/ })).toHaveCount(0);
  await expect(payments.getByText("Partially refunded: R$5.00")).toBeVisible();
  await others.close();
  await shopperContext.close();
});
