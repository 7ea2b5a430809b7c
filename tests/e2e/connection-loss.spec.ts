// A lost connection keeps the shopper's work (issue 13): when a form's request never reaches the
// store, the form says so inline, with the spec's message, and everything typed stays. The network
// is cut for the form's request and for the page's reload after it (Remix's `.data` requests).
import type { Page } from "@playwright/test";
import { expect, liveResetPath, test } from "./support/accounts";
import { signedInShopper } from "./support/shopping";

const texts = {
  en: {
    locale: "en-US",
    serverUnreachable: "Could not connect to the server. Check your connection.",
    tryAgain: "Connection error. Please try again.",
    signIn: "Sign in",
    email: "Email",
    password: "Password",
    name: "Name",
    phone: "Phone",
    createAccount: "Create account",
    sendResetLink: "Send reset link",
    settingsResetLink: "Send reset link",
    newPassword: "New password",
    confirmNewPassword: "Confirm new password",
    saveNewPassword: "Save new password",
    resend: "Resend verification email",
    saveProfile: "Save changes",
    items: "Items",
    coins: "Coins",
    threeGoldPackages: "3 × 10,000",
    buy: "Buy",
    addToCart: "Add to cart",
    addError: "Error adding item to cart",
    addCurrencyError: "Error adding currency",
    increase: "Increase quantity",
    updateError: "Error updating quantity",
    finalize: "Complete purchase",
  },
  pt: {
    locale: "pt-BR",
    serverUnreachable: "Erro ao conectar com o servidor. Verifique sua conexão.",
    tryAgain: "Erro de conexão. Tente novamente.",
    signIn: "Entrar",
    email: "Email",
    password: "Senha",
    name: "Nome",
    phone: "Telefone",
    createAccount: "Criar conta",
    sendResetLink: "Enviar link de recuperação",
    settingsResetLink: "Enviar link de redefinição",
    newPassword: "Nova senha",
    confirmNewPassword: "Confirmar nova senha",
    saveNewPassword: "Salvar nova senha",
    resend: "Reenviar email de verificação",
    saveProfile: "Salvar alterações",
    items: "Itens",
    coins: "Moedas",
    threeGoldPackages: "3 × 10.000",
    buy: "Comprar",
    addToCart: "Adicionar ao carrinho",
    addError: "Erro ao adicionar item ao carrinho",
    addCurrencyError: "Erro ao adicionar moeda",
    increase: "Aumentar quantidade",
    updateError: "Erro ao atualizar quantidade",
    finalize: "Finalizar compra",
  },
} as const;

/** Cuts the network for form posts and the page's data reloads until the returned function restores it. */
async function cutTheNetwork(page: Page) {
  const cut = (url: URL) => url.pathname.endsWith(".data");
  await page.route(cut, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(cut);
}

/** The page's script has loaded: Remix's forms submit through it, not as plain posts. */
async function hydrated(page: Page) {
  // The page's script, and every button of the page taken over by React (a part whose code comes
  // after the first load is the store without JavaScript until then: decision 030).
  await page.waitForFunction(
    () =>
      "__remixRouter" in window &&
      [...document.querySelectorAll("main button")].every((button) =>
        Object.keys(button).some((key) => key.startsWith("__reactFiber")),
      ),
  );
}

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("sign-in, sign-up, forgot and reset password and the resend form keep what was typed", async ({
      page,
      baseURL,
    }) => {
      test.slow();
      // Sign in through the modal, on the home page.
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("banner").getByRole("link", { name: t.signIn }).click();
      const modal = page.getByRole("dialog", { name: t.signIn });
      await modal.getByLabel(t.email, { exact: true }).fill("offline@example.com");
      await modal.getByLabel(t.password, { exact: true }).fill("Secret#Pass1");
      let restore = await cutTheNetwork(page);
      await modal.getByRole("button", { name: t.signIn, exact: true }).click();
      await expect(modal.getByRole("alert")).toHaveText(t.serverUnreachable);
      await expect(modal.getByLabel(t.email, { exact: true })).toHaveValue("offline@example.com");
      await expect(modal.getByLabel(t.password, { exact: true })).toHaveValue("Secret#Pass1");
      await restore();

      // Sign up.
      await page.goto("/register");
      await hydrated(page);
      await page.getByLabel(t.name).fill("Offline Shopper");
      await page.getByLabel(t.email, { exact: true }).fill("offline@example.com");
      await page.getByLabel(t.phone).fill("11987654321");
      await page.getByLabel(t.password, { exact: true }).fill("Secret#Pass1");
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.createAccount }).click();
      await expect(page.getByRole("alert")).toHaveText(t.serverUnreachable);
      await expect(page.getByLabel(t.name)).toHaveValue("Offline Shopper");
      await expect(page.getByLabel(t.phone)).toHaveValue("11987654321");
      await restore();

      // Forgot password: the spec's other wording.
      await page.goto("/forgot-password");
      await hydrated(page);
      await page.getByLabel(t.email, { exact: true }).fill("offline@example.com");
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.sendResetLink }).click();
      await expect(page.getByRole("alert")).toHaveText(t.tryAgain);
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue("offline@example.com");
      await restore();

      // Reset password.
      await page.goto(await liveResetPath(page.request, baseURL, `offline-reset-${language}`));
      await hydrated(page);
      await page.getByLabel(t.newPassword, { exact: true }).fill("Another#Pass2");
      await page.getByLabel(t.confirmNewPassword).fill("Another#Pass2");
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.saveNewPassword }).click();
      await expect(page.getByRole("alert")).toContainText(t.tryAgain);
      await expect(page.getByLabel(t.newPassword, { exact: true })).toHaveValue("Another#Pass2");
      await restore();

      // Resend verification, from the verify-email error screen.
      await page.goto("/verify-email?token=not-a-real-token");
      await hydrated(page);
      await page.getByLabel(t.email, { exact: true }).fill("offline@example.com");
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.resend }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.tryAgain })).toBeVisible();
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue("offline@example.com");
      await restore();
    });

    test("settings, add to cart, cart changes and checkout's finalize keep the shopper's work", async ({
      page,
      baseURL,
    }) => {
      test.slow();
      await signedInShopper(page, baseURL, `offline-${language}`);

      // Profile and password sections of the settings.
      await page.goto("/settings?section=profile");
      await hydrated(page);
      await page.getByLabel(t.name).fill("Renamed While Offline");
      let restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.saveProfile }).click();
      await expect(page.getByRole("alert")).toHaveText(t.serverUnreachable);
      await expect(page.getByLabel(t.name)).toHaveValue("Renamed While Offline");
      await restore();
      await page.goto("/settings?section=password");
      await hydrated(page);
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.settingsResetLink }).click();
      await expect(page.getByRole("alert")).toHaveText(t.serverUnreachable);
      await restore();

      // Add an item, then coins: the refusal sits beside the button; nickname and quantity stay.
      await page.goto("/games?search=warcraft");
      await page
        .getByRole("link", { name: /World of Warcraft/ })
        .first()
        .click();
      await page.getByRole("link", { name: t.items, exact: true }).click();
      await expect(page).toHaveURL(/type=items/);
      await expect(page.locator("#purchase-form")).toHaveAttribute("novalidate", "");
      const nickname = page.getByLabel("Nickname / tag");
      await nickname.fill("OfflineHero");
      const card = page.getByTestId("item-grid").getByRole("listitem").first();
      restore = await cutTheNetwork(page);
      await card.getByRole("button", { name: t.buy }).click();
      await expect(card.getByRole("alert")).toHaveText(`${t.addError}: ${t.serverUnreachable}`);
      await expect(nickname).toHaveValue("OfflineHero");
      await restore();
      await card.getByRole("button", { name: t.buy }).click();
      await expect(page.getByTestId("cart-badge")).toHaveText("1");

      await page.getByRole("link", { name: t.coins, exact: true }).click();
      await page.getByRole("radio", { name: t.threeGoldPackages }).click();
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.addToCart }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.addCurrencyError })).toHaveText(
        `${t.addCurrencyError}: ${t.serverUnreachable}`,
      );
      await expect(page.getByTestId("coin-summary-quantity")).toHaveText("3");
      await expect(nickname).toHaveValue("OfflineHero");
      await restore();

      // A cart change.
      await page.goto("/cart");
      await hydrated(page);
      const line = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: t.increase }) });
      restore = await cutTheNetwork(page);
      await line.getByRole("button", { name: t.increase }).click();
      await expect(line.getByRole("alert")).toHaveText(`${t.updateError}: ${t.serverUnreachable}`);
      await restore();

      // Checkout's finalize: the chosen method stays.
      await page.goto("/checkout");
      await hydrated(page);
      await page.getByRole("radio").nth(1).check();
      restore = await cutTheNetwork(page);
      await page.getByRole("button", { name: t.finalize }).click();
      await expect(page.getByRole("alert")).toContainText(t.serverUnreachable);
      await expect(page.getByRole("radio").nth(1)).toBeChecked();
      await restore();
    });
  });
}
