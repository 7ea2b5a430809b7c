// The order page's boxes keep their text and buttons clear of the border, on the phone and the desktop.
import { expect, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import { paidWarcraftOrder, signedInShopper } from "../../../tests/e2e/support/shopping";

test.use({ locale: "en-US" });

test("the order page's boxes have inner padding", PHONE, async ({ page, baseURL }) => {
  await signedInShopper(page, baseURL, "boxes");
  const orderId = await paidWarcraftOrder(page.request, baseURL);
  await page.goto(`/orders/${orderId}`);
  for (const box of ["order-promise", "order-conversation"]) {
    // Polled: the conversation's box is replaced once its code has loaded.
    const padding = () =>
      page
        .getByTestId(box)
        .evaluate((element) => Number.parseFloat(window.getComputedStyle(element).getPropertyValue("padding-left")));
    await expect.poll(padding, { message: box }).toBeGreaterThanOrEqual(12);
  }
});
