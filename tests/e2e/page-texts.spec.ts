import { addFirstWarcraftItem, chooseLanguage, signedInShopper, takenOver } from "./support/shopping";
import { expect, test } from "./support/test";

// The about and contact texts are not in the language chunk every page loads: they come with those
// pages' data, so a navigation inside the store must show them as well as a first visit does.
test("the about and contact pages show their own texts when reached inside the store", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const nav = page.getByRole("navigation", { name: "Main navigation" });

  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Gamer Store");
  await nav.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contato$/);
  await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("contact.");
  // Both pages came as data for the page already loaded, not as new documents.
  expect(documents).toEqual([]);
});

/** A key the translator did not find is shown as itself: words joined by dots. */
const TEXT_KEY = /\b[a-z][A-Za-z]*(\.[a-z][A-Za-z]*){2,}/;

// The sign-in dialog's texts come with its code (app/components/auth/auth-modal.tsx), not with the
// page: opened from a page other than the sign-in page, every text it shows must be among them (the
// passkey button's were not, and showed as "passkeys.signIn.button").
for (const [language, signInLabel, passkeyLabel] of [
  ["en", "Sign in", "Sign in with a passkey"],
  ["pt", "Entrar", "Entrar com uma chave de acesso"],
] as const) {
  test(`the sign-in dialog opened from another page shows its own texts, no text key (${language})`, async ({
    page,
    baseURL,
  }) => {
    await chooseLanguage(page, baseURL, language);
    await page.goto("/games");
    const signIn = page.locator(".site-header").getByRole("link", { name: signInLabel });
    await takenOver(signIn);
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: signInLabel });
    await expect(dialog.getByRole("button", { name: passkeyLabel })).toBeVisible();
    await expect(dialog).not.toContainText(TEXT_KEY);
  });
}

// The cart drawer and the support chat panel bring their texts with their code too.
for (const [language, cartLabel, drawerName, chatLabel, panelName] of [
  ["en", "Cart, 1 product", "Your cart", "Open support chat", "Support"],
  ["pt", "Carrinho, 1 produto", "Seu carrinho", "Abrir chat de suporte", "Suporte"],
] as const) {
  test(`the cart drawer and the chat panel show their own texts, no text key (${language})`, async ({
    page,
    baseURL,
  }) => {
    await signedInShopper(page, baseURL, `texts-${language}`);
    await addFirstWarcraftItem(page, "Thrall");
    await chooseLanguage(page, baseURL, language);
    await page.goto("/");
    const cart = page.getByRole("banner").getByRole("link", { name: cartLabel });
    await takenOver(cart);
    await cart.click();
    const drawer = page.getByRole("dialog", { name: drawerName });
    await expect(drawer.getByText("Thrall")).toBeVisible();
    await expect(drawer).not.toContainText(TEXT_KEY);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: chatLabel }).click();
    const panel = page.getByRole("dialog", { name: panelName });
    await expect(panel.getByRole("textbox")).toBeVisible();
    await expect(panel).not.toContainText(TEXT_KEY);
  });
}
