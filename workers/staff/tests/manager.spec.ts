// A manager in a browser (issue 49): invited by the owner and signed in, the manager runs the catalogue,
// the orders and their money and the desk's assignments, and reaches neither the settings, the staff,
// the policies nor the shoppers' chats, in pages and in the API.
import { createVerifiedAccount, expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { paidWarcraftOrder } from "../../../tests/e2e/support/shopping";
import { joinedStaff } from "../../../tests/e2e/support/staff";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

test("an invited manager runs the catalogue, orders, refunds and desk, and nothing of the owner's", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? "" };
  const owner = await browser.newContext({ baseURL, locale: "en-US" });
  await signIn(owner.request, baseURL, demoAccounts.admin);
  await joinedStaff(owner.request, page.request, baseURL, "manager");
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  const shopper = await createVerifiedAccount(shopperContext.request, baseURL, "e2e-manager-order");
  await signIn(shopperContext.request, baseURL, shopper);
  // R$ 119,70: above a support agent's default limit, within a manager's (none).
  const orderId = await paidWarcraftOrder(shopperContext.request, baseURL, { quantity: 3 });

  // The manager's navigation lists the manager's pages only.
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const section of ["Dashboard", "Orders", "Delivery desk", "Games", "Discount codes", "Reviews", "Audit trail"]) {
    await expect(nav.getByRole("link", { name: section, exact: true })).toBeVisible();
  }
  for (const section of ["Settings", "Staff", "Policies", "Messages"]) {
    await expect(nav.getByRole("link", { name: section, exact: true })).toHaveCount(0);
  }

  // A refund larger than support's limit, from the order page: a manager has none.
  await page.goto(`/admin/orders/${orderId}`);
  const payments = page.getByRole("region", { name: "Payments and refunds" });
  await expect(payments.getByTestId("refund-limit")).toHaveCount(0);
  await payments.getByLabel("Amount to refund (BRL)").fill("110.00");
  await payments.getByRole("button", { name: "Refund…" }).click();
  await page.getByRole("button", { name: "Yes, refund R$110.00" }).click();
  await expect(payments.getByText(/Refunded R\$110\.00/).first()).toBeVisible();

  // The catalogue: a hand-over method added to a game.
  const [game]: Array<{ id: number }> = await (await page.request.get("/api/games?search=destiny")).json();
  await page.goto(`/admin/games/${game?.id}/delivery`);
  const added = page.getByTestId("method-new");
  const label = `Fireteam drop ${Date.now().toString(36)}`;
  await added.getByLabel("Name (English)").fill(label);
  await added.getByLabel("Name (Portuguese)").fill(label);
  await added.getByLabel("Proof the agent uploads (English)").fill("The fireteam screen.");
  await added.getByLabel("Proof the agent uploads (Portuguese)").fill("A tela do esquadrão.");
  await added.getByRole("button", { name: "Add method" }).click();
  await expect(page.getByText("Method added.")).toBeVisible();
  await page.getByRole("region", { name: label }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Method removed")).toBeVisible();

  // The desk: the manager assigns a paid order to the demo delivery agent.
  const second = await paidWarcraftOrder(shopperContext.request, baseURL);
  const desk: { agents: Array<{ id: number; name: string }> } = await (
    await page.request.get("/api/admin/desk")
  ).json();
  const ana = desk.agents.find((agent) => agent.name === demoAccounts.delivery.name);
  const assigned = await page.request.post(`/api/admin/orders/${second}/assign`, {
    data: { staff_id: ana?.id },
    headers: origin,
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // Nothing of the owner's: the settings, the staff and the policies refuse, page and API alike.
  for (const path of ["/admin/settings", "/admin/staff", "/admin/policies", "/admin/messages"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Not part of your role" })).toBeVisible();
  }
  expect((await page.request.get("/api/admin/staff")).status()).toBe(403);
  const invite = await page.request.post("/api/admin/staff", {
    data: { email: "someone@example.com", role: "owner" },
    headers: origin,
  });
  expect(invite.status()).toBe(403);
  await owner.close();
  await shopperContext.close();
});
