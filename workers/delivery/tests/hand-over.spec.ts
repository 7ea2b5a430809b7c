// The hand-over method in a browser (issue 49): on a game with several, the shopper must choose how to
// receive the coins and give what that method needs; the cart and the order say it, and the delivery
// agent who takes the order reads it on the desk with what the proof must show.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../../../tests/e2e/support/accounts";
import { payCartInSandbox, purchaseFormHydrated, signedInShopper } from "../../../tests/e2e/support/shopping";
import { joinedStaff } from "../../../tests/e2e/support/staff";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

test.use({ locale: "en-US" });

/** A one-pixel PNG: the proof image the agent attaches. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function openRunescape(page: Page) {
  await page.goto("/games?search=runescape");
  await page
    .getByRole("link", { name: /Old School RuneScape/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Old School RuneScape" })).toBeVisible();
  await purchaseFormHydrated(page);
}

test("the shopper chooses how to receive the coins; the agent reads it with the proof rule, proves and delivers; the shopper sees all three", async ({
  page,
  browser,
  baseURL,
}) => {
  await signedInShopper(page, baseURL, "hand-over");
  await openRunescape(page);
  await page.getByLabel("Nickname / tag").fill("Zezima");
  const methods = page.getByRole("group", { name: "How do you want to receive it?" });
  await expect(methods.getByRole("radio")).toHaveCount(2);

  // Nothing chosen: the add is refused beside the choice, naming the ways.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(
    methods.getByText("Choose how you want to receive it: Face-to-face trade, Grand Exchange offer."),
  ).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);

  // A face-to-face trade asks for the character and when the shopper can be in the game.
  await expect(page.getByLabel("Character name")).toHaveCount(0);
  await methods.getByRole("radio", { name: "Face-to-face trade" }).check();
  await page.getByLabel("Character name").fill("Zezima Main");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Say when you can be in the game for the hand-over.")).toBeVisible();
  await page.getByLabel("When you can be in the game").fill("Weekdays 19:00–22:00");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("button", { name: "Added!" })).toBeVisible();

  await page.goto("/cart");
  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem").first();
  await expect(line).toContainText("Face-to-face trade");
  await expect(line).toContainText("Zezima Main");
  await expect(line).toContainText("Weekdays 19:00–22:00");

  const orderId = await payCartInSandbox(page.request, baseURL);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Face-to-face trade")).toBeVisible();
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json();
  expect(order.delivery_method).toEqual({
    id: expect.any(Number),
    name: { en: "Face-to-face trade", pt: "Troca cara a cara" },
    character_name: "Zezima Main",
    time_window: "Weekdays 19:00–22:00",
  });

  // A delivery agent the owner invites takes it from the desk and reads how to hand it over and what to prove.
  const owner = await browser.newContext({ baseURL });
  await signIn(owner.request, baseURL, demoAccounts.admin);
  const agentContext = await browser.newContext({ baseURL, locale: "en-US" });
  const agent = await agentContext.newPage();
  await joinedStaff(owner.request, agent.request, baseURL, "delivery");
  const claimed = await agent.request.post(`/api/admin/orders/${orderId}/claim`, {
    headers: { Origin: baseURL ?? "" },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  await agent.goto(`/admin/desk/${orderId}`);
  const handOver = agent.getByTestId("desk-hand-over").first();
  await expect(handOver).toContainText("Face-to-face trade");
  await expect(handOver).toContainText("Zezima Main");
  await expect(handOver).toContainText("Weekdays 19:00–22:00");
  const rules = agent.getByRole("region", { name: "Proof to upload" });
  await expect(rules).toContainText(
    "A screenshot of the trade window with both names and the amount, before accepting.",
  );

  // The agent attaches the proof the rule asks for and delivers.
  await agent
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "trade.png", mimeType: "image/png", buffer: PNG });
  await agent.getByLabel("Note", { exact: true }).fill("Trade window, Zezima Main");
  await agent.getByRole("button", { name: "Attach proof" }).click();
  await expect(agent.getByTestId("order-proof")).toContainText("Trade window, Zezima Main");
  await agent.getByRole("button", { name: "Mark as delivered" }).click();
  await agent.getByRole("button", { name: "Yes, it is delivered" }).click();
  await expect(agent.getByText("This order is delivered.")).toBeVisible();
  await agentContext.close();

  // The shopper's order shows how it was handed over, the proof and who delivered it.
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Face-to-face trade")).toBeVisible();
  await expect(page.getByTestId("order-proof")).toContainText("Trade window, Zezima Main");
  await expect(page.getByTestId("order-proof").getByRole("img")).toBeVisible();
  await expect(page.getByTestId("delivered-by")).toHaveText("Delivered by Rita.");

  // The audit trail has the agent's claim, proof (an update of the order) and delivery, each by the agent.
  const trail: { entries: Array<{ action: string; actor: { name: string } | null }> } = await (
    await owner.request.get(`/api/admin/audit?order=${orderId}`)
  ).json();
  const byAgent = trail.entries.filter((entry) => entry.actor?.name === "Rita Staff");
  expect(byAgent.map((entry) => entry.action)).toEqual(expect.arrayContaining(["claim", "update", "status"]));
  await owner.close();
});

// On a game no other test buys from: its page offers nothing else meanwhile.
test("the admin adds a hand-over method to a game and the game page offers it", async ({ page, baseURL }) => {
  await page.request.post("/api/auth/login", {
    data: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    headers: { Origin: baseURL ?? "" },
  });
  const [game]: Array<{ id: number }> = await (await page.request.get("/api/games?search=path%20of%20exile")).json();
  await page.goto(`/admin/games/${game?.id}`);
  await page.getByRole("link", { name: "Hand-over methods" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hand-over methods: Path of Exile 2" })).toBeVisible();
  const added = page.getByTestId("method-new");
  // Required fields are said beside each, before anything is sent.
  await added.getByRole("button", { name: "Add method" }).click();
  await expect(added.getByText("Required").first()).toBeVisible();
  const label = `Drop trade ${Date.now().toString(36)}`;
  await added.getByLabel("Name (English)").fill(label);
  await added.getByLabel("Name (Portuguese)").fill(`Troca no chão ${label}`);
  await added.getByLabel("Proof the agent uploads (English)").fill("A video of the drop.");
  await added.getByLabel("Proof the agent uploads (Portuguese)").fill("Um vídeo da entrega.");
  await added.getByLabel("Order in the list").fill("9");
  await added.getByRole("button", { name: "Add method" }).click();
  await expect(page.getByText("Method added.")).toBeVisible();
  const saved = page.getByRole("region", { name: label });
  await expect(saved).toBeVisible();

  await page.goto(`/game/${game?.id}`);
  await expect(page.getByTestId("delivery-choice")).toContainText(label);

  // Removed, it is no longer offered.
  await page.goto(`/admin/games/${game?.id}/delivery`);
  await page.getByRole("region", { name: label }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Method removed")).toBeVisible();
  await page.goto(`/game/${game?.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Path of Exile 2" })).toBeVisible();
  await expect(page.getByText(label)).toHaveCount(0);
});
