// One rule for times: the viewer's zone, the same on the server's render and in the browser. An
// admin whose browser is in Tokyo (neither the server's zone nor the store's) loads the dashboard
// and an order without a hydration error, and reads the order's times in Tokyo time.
import demoAccounts from "../../workers/db/seed/demo-accounts.json" with { type: "json" };
import { createVerifiedAccount, expect, signIn, test } from "./support/accounts";
import { paidWarcraftOrder } from "./support/shopping";

test.use({ locale: "en-US", timezoneId: "Asia/Tokyo" });

test("an admin in another zone gets no hydration error and reads times in their own zone", async ({
  page,
  browser,
  baseURL,
}) => {
  const shopper = await browser.newContext({ baseURL });
  await signIn(shopper.request, baseURL, await createVerifiedAccount(shopper.request, baseURL, "tz"));
  const orderId = await paidWarcraftOrder(shopper.request, baseURL);
  await shopper.close();

  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await signIn(page.request, baseURL, demoAccounts.admin);
  for (const path of ["/admin", `/admin/orders/${orderId}`, "/admin", `/admin/orders/${orderId}`]) {
    await page.goto(path);
    await page.waitForFunction(() => "__remixRouter" in window);
  }
  expect(errors.filter((error) => /hydrat|did not match|#418|#423|#425/i.test(error))).toEqual([]);

  const placed = page.locator("main time").first();
  const iso = await placed.getAttribute("datetime");
  const tokyo = new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone: "Asia/Tokyo" });
  await expect(placed).toHaveText(tokyo.format(new Date(iso ?? "")));
});
