// Issue 51: a shopper's bank disputes a delivered order (through the sandbox), and the admin answers
// it with the store's own records: the order page shows the evidence pack (the delivery proof, the
// order's chat, the timeline and the 3-D Secure result), the admin adds a note and submits it once.
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });
test.describe.configure({ timeout: 60_000 });

// A 1×1 PNG: the proof image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("a disputed delivered order shows its evidence pack, and the admin submits it", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? "" };
  // The shopper buys a World of Warcraft item and pays with Stripe's 3-D Secure test card, authenticated.
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  const shopper = shopperContext.request;
  await signIn(shopper, baseURL, await createVerifiedAccount(shopper, baseURL, "dispute-e2e"));
  const [game]: Array<{ id: number }> = await (await shopper.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number }> } = await (await shopper.get(`/api/games/${game?.id}`)).json();
  const added = await shopper.post("/api/cart", {
    data: { game_id: game?.id, item_id: detail.items[0]?.id, tag: "Hero#1", quantidade: 1, server: "Azralon" },
    headers: origin,
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const checkout = await shopper.post("/api/checkout", { data: { metodo_pagamento: "credit_card" }, headers: origin });
  const { orderId, sessionId }: { orderId: number; sessionId: string } = await checkout.json();
  const paid = await shopper.post(`/api/sandbox/sessions/${sessionId}/pay`, {
    data: { card_number: "4000 0027 6000 3184", three_d_secure: "complete" },
    headers: origin,
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // The admin talks in the order's chat, attaches the proof and delivers.
  await signIn(page.request, baseURL, demoAccounts.admin);
  await page.goto(`/admin/orders/${orderId}`);
  const chat = page.getByTestId("order-conversation");
  await chat.getByLabel("Message").fill("Your gold is in your mailbox.");
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat).toContainText("Your gold is in your mailbox.");
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "trade.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Note", { exact: true }).fill("Traded in Orgrimmar");
  await page.getByRole("button", { name: "Attach proof" }).click();
  await expect(page.getByTestId("order-proof")).toContainText("Traded in Orgrimmar");
  await page.getByLabel("New status").selectOption({ label: "Completed" });
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: "Yes, mark as Completed" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();

  // Weeks later the shopper's bank disputes it.
  const disputed = await shopper.post("/api/sandbox/disputes", {
    data: { order_id: orderId, reason: "product_not_received" },
    headers: origin,
  });
  expect(disputed.status(), await disputed.text()).toBe(201);
  await shopperContext.close();

  await page.goto(`/admin/orders/${orderId}`);
  const pack = page.getByTestId("admin-dispute");
  await expect(pack.getByRole("heading", { name: "Dispute and evidence" })).toBeVisible();
  await expect(pack).toContainText("The bank's reason: product_not_received");
  await expect(pack.getByTestId("dispute-submission")).toContainText("Not submitted yet");
  await expect(pack.getByTestId("dispute-charge")).toHaveText("3-D Secure: authenticated · risk level: normal");
  await expect(pack).toContainText("1 delivery proof");
  await expect(pack).toContainText(/SHA-256 [0-9a-f]{64}/);
  await expect(pack.getByRole("listitem").filter({ hasText: /^Delivered/ })).toBeVisible();
  await pack.getByText("The order's chat (1 message)").click();
  await expect(pack.getByTestId("dispute-transcript")).toContainText("Your gold is in your mailbox.");

  await pack.getByLabel("Note for the bank (optional)").fill("Delivered in game, as the proof shows.");
  await pack.getByRole("button", { name: "Submit evidence to the bank" }).click();
  await expect(page.getByText("The evidence is on its way to the bank.")).toBeVisible();
  await expect(page.getByTestId("dispute-submission")).toContainText("Submitted to the bank");
  await expect(
    page.getByTestId("admin-dispute").getByRole("button", { name: "Submit evidence to the bank" }),
  ).toHaveCount(0);
});
