// Links from the store settings (issue 13): help for a stuck email verification (WhatsApp, the
// message typed in, a new tab) on the verify-email error screen and the auth modal's
// email-not-verified view, and the footer's social links, shown only when set.
import { expect, strongPassword, test, uniqueEmail } from "./support/accounts";

const WHATSAPP = "5511999990000";

const texts = {
  en: {
    locale: "en-US",
    help: "Ask support on WhatsApp (opens in a new tab)",
    message: "Hello! I need help verifying my email at Gamer Store.",
    messageWith: (email: string) => `Hello! I need help verifying my email ${email} at Gamer Store.`,
    signIn: "Sign in",
    password: "Password",
    notVerified: "Verify your email",
  },
  pt: {
    locale: "pt-BR",
    help: "Falar com o suporte no WhatsApp (abre em uma nova aba)",
    message: "Olá! Preciso de ajuda para verificar meu email na Gamer Store.",
    messageWith: (email: string) => `Olá! Preciso de ajuda para verificar meu email ${email} na Gamer Store.`,
    signIn: "Entrar",
    password: "Senha",
    notVerified: "Verifique seu email",
  },
} as const;

function whatsappHref(message: string) {
  return `https://wa.me/${WHATSAPP}?${new URLSearchParams({ text: message })}`;
}

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("the verify-email error screen offers support on WhatsApp with the message typed in", async ({ page }) => {
      await page.goto("/verify-email?token=expired-or-wrong");
      const help = page.getByRole("link", { name: t.help });
      await expect(help).toHaveAttribute("href", whatsappHref(t.message));
      await expect(help).toHaveAttribute("target", "_blank");
      await expect(help).toHaveAttribute("rel", /noopener/);
    });

    test("the sign-in modal's email-not-verified view offers the same help, naming the email", async ({
      page,
      request,
      baseURL,
    }) => {
      const email = uniqueEmail(`unverified-${language}`);
      const registered = await request.post("/api/auth/register", {
        data: { nome: "Not Verified", email, password: strongPassword, telefone: "11987654321" },
        headers: { Origin: baseURL ?? "" },
      });
      expect(registered.status()).toBe(201);

      await page.goto("/");
      await page.waitForFunction(() => "__remixRouter" in window);
      await page.getByRole("banner").getByRole("link", { name: t.signIn }).click();
      const modal = page.getByRole("dialog", { name: t.signIn });
      await modal.getByLabel("Email", { exact: true }).fill(email);
      await modal.getByLabel(t.password, { exact: true }).fill(strongPassword);
      await modal.getByRole("button", { name: t.signIn, exact: true }).click();
      const view = page.getByRole("dialog", { name: t.notVerified });
      const help = view.getByRole("link", { name: t.help });
      await expect(help).toHaveAttribute("href", whatsappHref(t.messageWith(email)));
      await expect(help).toHaveAttribute("target", "_blank");
    });

    test("the footer shows the social links the settings hold, and none that is empty", async ({ page }) => {
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      // The demo settings set the chat server's link and leave Instagram empty.
      await expect(footer.getByRole("link", { name: "Discord" })).toHaveAttribute(
        "href",
        "https://discord.gg/gamerstore",
      );
      await expect(footer.getByRole("link", { name: "Instagram" })).toHaveCount(0);
      await expect(footer.getByRole("link", { name: "support@gamerstore.example" })).toHaveAttribute(
        "href",
        "mailto:support@gamerstore.example",
      );
    });
  });
}
