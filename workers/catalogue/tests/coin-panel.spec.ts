import { holdBackChunk, pageScriptReady, takenOver } from "../../../tests/e2e/support/shopping";
import { expect, test } from "../../../tests/e2e/support/test";

const texts = {
  en: {
    locale: "en-US",
    quantity: "Quantity",
    increase: "Increase quantity",
    decrease: "Decrease quantity",
    nicknameRequired: "Nickname required",
    addToCart: "Add to cart",
    nickname: "Nickname / tag",
    signInRequired: "Sign in required",
    loginRequired: "You need to be logged in to add items to the cart.",
    wholeNumber: "The quantity must be a whole number of at least 1.",
    price: (amount: string) => `R$${amount}`,
    /** A coin amount in full, grouped the language's way (shared/describe-line.ts). */
    coins: (amount: string) => amount,
  },
  pt: {
    locale: "pt-BR",
    quantity: "Quantidade",
    increase: "Aumentar quantidade",
    decrease: "Diminuir quantidade",
    nicknameRequired: "Nickname obrigatório",
    addToCart: "Adicionar ao carrinho",
    nickname: "Nickname / tag",
    signInRequired: "Login necessário",
    loginRequired: "Você precisa estar logado para adicionar itens ao carrinho.",
    wholeNumber: "A quantidade deve ser um número inteiro de pelo menos 1.",
    price: (amount: string) => `R$\u00a0${amount.replace(".", ",")}`,
    coins: (amount: string) => amount.replaceAll(",", "."),
  },
} as const;

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("a preset chosen and a quantity typed before the panel's code came count once it comes", async ({
      page,
      request,
    }) => {
      const [game]: Array<{ id: number }> = await (await request.get("/api/games?search=tibia")).json();
      const release = await holdBackChunk(page, "game-purchase");
      await page.goto(`/game/${game?.id}`);
      await pageScriptReady(page);
      const quantity = page.getByTestId("coin-summary-quantity");
      // Before its code the panel is the store without JavaScript: the preset is a link the server answers.
      await page.getByRole("radio", { name: `5 × ${t.coins("1,000,000")}` }).click();
      await expect(page).toHaveURL(/qty=5/);
      await expect(quantity).toHaveText("5");
      const input = page.getByLabel(t.quantity, { exact: true });
      await input.fill("12");
      await release();
      await takenOver(input);
      await expect(quantity).toHaveText("12");
      await expect(page.getByTestId("coin-summary-price")).toHaveText(t.price("178.80"));
      await page.getByRole("button", { name: t.increase }).click();
      await expect(quantity).toHaveText("13");
    });

    test("coin presets and the custom quantity update the totals; buying needs a nickname", async ({ page }) => {
      await page.goto("/games?search=tibia");
      await page.getByRole("link", { name: /Tibia/ }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Tibia" })).toBeVisible();

      const quantity = page.getByTestId("coin-summary-quantity");
      const total = page.getByTestId("coin-summary-total");
      const price = page.getByTestId("coin-summary-price");
      await expect(quantity).toHaveText("1");
      await expect(total).toHaveText(`${t.coins("1,000,000")} Gold`);
      await expect(price).toHaveText(t.price("14.90"));

      await page.getByRole("radio", { name: `5 × ${t.coins("1,000,000")}` }).click();
      await expect(quantity).toHaveText("5");
      await expect(total).toHaveText(`${t.coins("5,000,000")} Gold (5 × ${t.coins("1,000,000")})`);
      await expect(price).toHaveText(t.price("74.50"));

      const input = page.getByLabel(t.quantity, { exact: true });
      await input.fill("12");
      await expect(quantity).toHaveText("12");
      await expect(total).toHaveText(`${t.coins("12,000,000")} Gold (12 × ${t.coins("1,000,000")})`);
      await expect(price).toHaveText(t.price("178.80"));

      await page.getByRole("button", { name: t.increase }).click();
      await expect(quantity).toHaveText("13");
      await page.getByRole("button", { name: t.decrease }).click();
      await page.getByRole("button", { name: t.decrease }).click();
      await expect(quantity).toHaveText("11");

      // An emptied box is refused in words beside it and changes nothing (decision 048); 1 is taken.
      await input.fill("");
      await expect(page.getByText(t.wholeNumber)).toBeVisible();
      await expect(quantity).toHaveText("11");
      await input.fill("1");
      await expect(quantity).toHaveText("1");
      await expect(price).toHaveText(t.price("14.90"));
      await expect(page.getByText(t.wholeNumber)).toBeHidden();
      await expect(page.getByRole("button", { name: t.decrease })).toHaveAttribute("aria-disabled", "true");

      // Another coin: its own base unit and price.
      await page.getByRole("radio", { name: "Tibia Coins" }).click();
      await page.getByRole("radio", { name: "4 × 250" }).click();
      await expect(total).toHaveText(`${t.coins("1,000")} Tibia Coins (4 × 250)`);
      await expect(price).toHaveText(t.price("131.60"));

      const buy = page.getByRole("button", { name: t.nicknameRequired });
      await expect(buy).toBeDisabled();
      await page.getByLabel(t.nickname).fill("KnightOfAntica");
      const add = page.getByRole("button", { name: t.addToCart });
      await expect(add).toBeEnabled();
      await add.click();
      // A visitor is asked to sign in first (the journey in shopping.spec.ts carries on from there).
      await expect(page.getByRole("alertdialog", { name: t.signInRequired })).toContainText(t.loginRequired);
    });
  });
}
