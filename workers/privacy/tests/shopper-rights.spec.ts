// A shopper's rights in a real browser (issue 18): withdrawing from a paid order within 7 days from
// its page, with a confirmation step, ends with the order cancelled and refunded; /settings → Your
// data downloads the shopper's data as JSON and deletes the account, signing the shopper out.
import { readFile } from "node:fs/promises";
import { expect, test } from "../../../tests/e2e/support/accounts";
import {
  addFirstWarcraftItem,
  holdBackChunk,
  pageScriptReady,
  payCartInSandbox,
  signedInShopper,
  takenOver,
} from "../../../tests/e2e/support/shopping";

test("a shopper withdraws from a paid order on its page and sees it cancelled and refunded", async ({
  page,
  baseURL,
}) => {
  const account = await signedInShopper(page, baseURL, "withdraw");
  await addFirstWarcraftItem(page, "Thrall");
  const orderId = await payCartInSandbox(page.request, baseURL);

  await page.goto(`/orders/${orderId}`);
  await expect(
    page.getByText("You can withdraw from this purchase online until it is delivered or until"),
  ).toBeVisible();
  await takenOver(page.getByRole("button", { name: "Withdraw from this purchase" }));
  // One step with a confirmation: changing one's mind on the confirmation leaves the order be.
  await page.getByRole("button", { name: "Withdraw from this purchase" }).click();
  await expect(page.getByText(`Withdraw from order #${orderId}?`)).toBeVisible();
  await page.getByRole("button", { name: "Keep my order" }).click();
  await expect(page.getByText(`Withdraw from order #${orderId}?`)).toBeHidden();

  await page.getByRole("button", { name: "Withdraw from this purchase" }).click();
  const confirmText = page.getByText(/The order will be cancelled and R\$\s?[\d.,]+ refunded/);
  await expect(confirmText).toBeVisible();
  const amount = ((await confirmText.textContent()) ?? "").match(/R\$\s?[\d.,]+/)?.[0] ?? "";
  await page.getByRole("button", { name: "Yes, withdraw and refund" }).click();

  await expect(
    page.getByText(`Done: order #${orderId} is cancelled and ${amount} is on its way back to you.`),
  ).toBeVisible();
  await expect(page.getByText("Canceled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Withdrawn by the shopper within 7 days: refunded in full")).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw from this purchase" })).toHaveCount(0);

  // Still so after a reload, and the confirmation email is on its way.
  await page.reload();
  await expect(page.getByText("Withdrawn by the shopper within 7 days: refunded in full")).toBeVisible();
  await expect(async () => {
    const emails: { subject: string }[] = await (
      await page.request.get(`/api/dev/emails?to=${encodeURIComponent(account.email)}`)
    ).json();
    expect(emails.map((email) => email.subject)).toContain(`Withdrawal from order #${orderId} confirmed`);
  }).toPass({ timeout: 10_000 });
});

test("a press on Withdraw before the box's code came is answered by the server with the confirmation open, which works once the code comes", async ({
  page,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "withdraw-early");
  await addFirstWarcraftItem(page, "Thrall");
  const orderId = await payCartInSandbox(page.request, baseURL);

  // The order page's body (the withdrawal box in it) gets its code after the first load: held back here until released.
  const release = await holdBackChunk(page, "order-page-content");
  await page.goto(`/orders/${orderId}`, { waitUntil: "domcontentloaded" });
  await pageScriptReady(page);
  await page.getByRole("button", { name: "Withdraw from this purchase" }).click();
  // Before its code the box is the store without JavaScript: the button asks the server for the
  // page with the confirmation open.
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}\\?withdraw=confirm$`));
  await expect(page.getByText(`Withdraw from order #${orderId}?`)).toBeVisible();
  await release();
  await page.getByRole("button", { name: "Yes, withdraw and refund" }).click();
  await expect(page.getByText("Withdrawn by the shopper within 7 days: refunded in full")).toBeVisible();
});

test("a shopper downloads their data, then deletes the account and is signed out", async ({ page, baseURL }) => {
  const account = await signedInShopper(page, baseURL, "your-data");
  await page.goto("/settings?section=data");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gamer-store-my-data-\d+\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(exported).toMatchObject({ profile: { email: account.email, name: account.name } });

  // A wrong password deletes nothing.
  await page.getByLabel("Password", { exact: true }).fill("Wrong#Pass1");
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("The password is not right.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account was deleted. Thanks for having shopped with us.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  // The session is over and the password opens nothing any more.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings/);
  const again = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseURL ?? "" },
  });
  expect(again.status()).toBe(401);
});
