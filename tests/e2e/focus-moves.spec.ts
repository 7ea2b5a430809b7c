// Where the focus goes when a part of the page appears or goes away by itself (issue 47): a dialog
// gives it back to what opened it, the withdrawal's confirmation takes it and gives it back, and
// the payment-approved page starts at its heading as the other results of paying do.
import { expect, test } from "./support/accounts";
import { addFirstWarcraftItem, pageScriptReady, signedInShopper, takenOver } from "./support/shopping";

test("the profile's saved dialog closing by itself after 5 s gives the focus back to Save", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "focus-profile");
  await page.goto("/settings?section=profile");
  await pageScriptReady(page);
  await page.getByLabel("Name", { exact: true }).fill("Focus Renamed");
  const save = page.getByRole("button", { name: "Save changes" });
  await save.click();
  const saved = page.getByRole("alertdialog", { name: "Profile updated" });
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 8_000 });
  await expect(save).toBeFocused();
  // Nothing to save now: said, and a press does nothing.
  await expect(save).toBeDisabled();
});

test("the withdrawal's confirmation takes the focus as it opens and gives it back as it closes", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "focus-withdraw");
  await addFirstWarcraftItem(page, "Thrall");
  const origin = { Origin: baseURL ?? "" };
  const checkout = await page.request.post("/api/checkout", {
    data: { metodo_pagamento: "credit_card" },
    headers: origin,
  });
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  expect((await page.request.post(`/api/sandbox/sessions/${sessionId}/pay`, { data: {}, headers: origin })).ok()).toBe(
    true,
  );

  // The payment-approved page starts at its heading.
  await page.goto(`/checkout-success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment approved!" })).toBeFocused();

  await page.goto(`/orders/${orderId}`);
  const start = page.getByRole("button", { name: "Withdraw from this purchase" });
  await takenOver(start);
  await start.focus();
  await page.keyboard.press("Enter");
  const question = page.getByText(`Withdraw from order #${orderId}?`);
  await expect(question).toBeVisible();
  await expect(page.locator(".order-withdrawal__confirm p")).toBeFocused();
  // Tab goes on to the confirmation's buttons.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Yes, withdraw and refund" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  await expect(start).toBeFocused();
});
