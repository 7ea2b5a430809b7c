// A support agent's refund in a browser (issue 49): the order page tells the agent how much of the
// owner's limit is left on the order, a small refund goes through its confirm step, and a refund past
// what is left is refused inline on the amount, naming the limit.
import type { APIRequestContext } from "@playwright/test";
import {
  createVerifiedAccount,
  expect,
  linkFromMailbox,
  signIn,
  strongPassword,
  test,
  uniqueEmail,
} from "../../../tests/e2e/support/accounts";
import { payCartInSandbox } from "../../../tests/e2e/support/shopping";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** The owner invites `email` as a support agent, who joins with a password of their own (their browser's `request`). */
async function joinedSupportAgent(owner: APIRequestContext, agent: APIRequestContext, baseURL: string | undefined) {
  const email = uniqueEmail("e2e-refund-agent");
  const origin = { Origin: baseURL ?? "" };
  const invited = await owner.post("/api/admin/staff", { data: { email, role: "support" }, headers: origin });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await linkFromMailbox(agent, email, "You are invited to the Gamer Store team", "/staff-invitation");
  const token = link.searchParams.get("token") ?? "";
  const joined = await agent.post(`${link.pathname}${link.search}`, {
    form: { token, nome: "Rita Refunds", password: strongPassword, confirmPassword: strongPassword },
    headers: origin,
  });
  expect(joined.status()).toBeLessThan(400);
  await signIn(agent, baseURL, { email, password: strongPassword });
}

/** A shopper's paid order of three of World of Warcraft's first item (above support's default R$ 100 limit); its id. */
async function paidOrderAboveTheLimit(shopper: APIRequestContext, baseURL: string | undefined): Promise<number> {
  const account = await createVerifiedAccount(shopper, baseURL, "e2e-refund-limit");
  await signIn(shopper, baseURL, account);
  const [game]: Array<{ id: number }> = await (await shopper.get("/api/games?search=warcraft")).json();
  const detail: { items: Array<{ id: number }> } = await (await shopper.get(`/api/games/${game?.id}`)).json();
  const added = await shopper.post("/api/cart", {
    data: {
      game_id: game?.id,
      item_id: detail.items[0]?.id,
      tag: "Hero#1",
      quantidade: 3,
      server: "Azralon",
      plataforma_selecionada: "PC",
    },
    headers: { Origin: baseURL ?? "" },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  return payCartInSandbox(shopper, baseURL);
}

test("a support agent refunds a small amount from the order page and is refused above the limit, inline", async ({
  page,
  browser,
  baseURL,
}) => {
  const others = await browser.newContext({ baseURL, locale: "en-US" });
  const shopperContext = await browser.newContext({ baseURL, locale: "en-US" });
  await signIn(others.request, baseURL, demoAccounts.admin);
  await joinedSupportAgent(others.request, page.request, baseURL);
  const orderId = await paidOrderAboveTheLimit(shopperContext.request, baseURL);

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
