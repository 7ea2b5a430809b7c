// Issue 50 on a phone: a game page says "only 3 left" and "sold out" per server, in both languages,
// a sold-out server stays visible and can't be bought, and a visitor can ask to be told when it is
// back. Lost Ark's stock is this spec's own (no other spec buys from it).

import { signIn, test, uniqueEmail } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";
import { expect } from "../../../tests/e2e/support/test";
import demoAccounts from "../../db/seed/demo-accounts.json" with { type: "json" };

interface Game {
  id: number;
  coins: Array<{ id: number }>;
  carryRun: Array<{ id: number; item_name: string }>;
}

const texts = {
  en: {
    locale: "en-US",
    onlyLeft: "Only 3 left on NA East",
    soldOut: "Sold out on NA West",
    soldOutButton: "Sold out",
    serverSoldOut: "NA West (sold out)",
    tellMe: "Tell me when it's back",
    email: "Your email",
    submit: "Tell me",
    done: "Done: we will email you once when it is back on this server.",
  },
  pt: {
    locale: "pt-BR",
    onlyLeft: "Só restam 3 em NA East",
    soldOut: "Esgotado em NA West",
    soldOutButton: "Esgotado",
    serverSoldOut: "NA West (esgotado)",
    tellMe: "Avise-me quando voltar",
    email: "Seu email",
    submit: "Avisar",
    done: "Pronto: vamos enviar um único email quando voltar a este servidor.",
  },
} as const;

let game: Game;

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, baseURL, demoAccounts.admin);
  const games: Array<{ id: number; name: string }> = await (await admin.get("/api/games?search=lost")).json();
  const found = games.find((candidate) => candidate.name === "Lost Ark");
  game = await (await admin.get(`/api/games/${found?.id}`)).json();
  const run = game.carryRun[0]?.id;
  const put = async (kind: string, id: number | undefined, server: string, quantity: number) => {
    const answer = await admin.put(`/api/admin/stock/${kind}/${id}`, {
      data: { server, quantity, reason: "e2e count" },
      headers: { Origin: baseURL ?? "" },
    });
    expect(answer.status()).toBe(200);
  };
  await put("item", run, "NA East", 3);
  await put("item", run, "NA West", 0);
  await put("coin", game.coins[0]?.id, "NA West", 0);
  await admin.dispose();
});

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test(
      "a carry run says only 3 left on one server and sold out on another, where it can't be bought but can be asked about",
      PHONE,
      async ({ page }) => {
        const run = game.carryRun[0];
        await page.goto(`/game/${game.id}?type=carryrun&server=NA%20East`);
        const card = page.locator(".item-card", { hasText: run?.item_name ?? "" });
        await expect(card.getByTestId("stock-badge")).toHaveText(t.onlyLeft);

        await page.goto(`/game/${game.id}?type=carryrun&server=NA%20West`);
        const soldOutCard = page.locator(".item-card", { hasText: run?.item_name ?? "" });
        await expect(soldOutCard.getByTestId("stock-badge")).toHaveText(t.soldOut);
        const button = soldOutCard.getByRole("button", { name: t.soldOutButton });
        await expect(button).toHaveAttribute("aria-disabled", "true");
        await soldOutCard.getByText(t.tellMe).click();
        await soldOutCard.getByLabel(t.email).fill(uniqueEmail(`stock-${language}`));
        await soldOutCard.getByRole("button", { name: t.submit }).click();
        await expect(soldOutCard.getByText(t.done)).toBeVisible();
      },
    );

    test("the coin tab keeps a sold-out server visible, says so, and offers to tell", PHONE, async ({ page }) => {
      await page.goto(`/game/${game.id}?type=moeda&server=NA%20West`);
      await expect(page.getByRole("radio", { name: t.serverSoldOut })).toBeVisible();
      await expect(page.locator("#coin-stock")).toHaveText(t.soldOut);
      await expect(page.getByRole("button", { name: t.soldOutButton })).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByLabel(t.email)).toBeVisible();
    });
  });
}
