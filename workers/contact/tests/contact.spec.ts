import { expect, test } from "../../../tests/e2e/support/test";

const texts = {
  en: {
    locale: "en-US",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    send: "Send message",
    badEmail: "Please enter a valid email address.",
    sent: "Thank you! Your message was sent.",
    partnership: "Partnership",
  },
  pt: {
    locale: "pt-BR",
    name: "Nome",
    email: "Email",
    subject: "Assunto",
    message: "Mensagem",
    send: "Enviar mensagem",
    badEmail: "Informe um endereço de email válido.",
    sent: "Obrigado! Sua mensagem foi enviada.",
    partnership: "Parceria",
  },
} as const;

let nextIp = 1;

for (const [language, t] of Object.entries(texts)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: t.locale });

    test("the contact form rejects a bad email and accepts a good message", async ({ page }, testInfo) => {
      // A distinct client address per test, so the per-IP limit of one run never blocks another.
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${testInfo.workerIndex * 10 + nextIp++}` });
      await page.goto("/contato");
      await expect(page.getByRole("link", { name: "support@gamerstore.example" }).first()).toBeVisible();

      await page.getByLabel(t.name).fill("Marina Costa");
      await page.getByLabel(t.email, { exact: true }).fill("marina@invalid");
      await page.getByLabel(t.subject).selectOption({ label: t.partnership });
      await page
        .getByLabel(t.message, { exact: true })
        .fill("We run a guild of 200 players and would like to partner with you.");
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.badEmail)).toBeVisible();
      await expect(page.getByLabel(t.email, { exact: true })).toBeFocused();
      await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute("aria-invalid", "true");

      await page.getByLabel(t.email, { exact: true }).fill("marina@guild.example");
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.sent)).toBeVisible();
      await expect(page.getByText(t.badEmail)).toHaveCount(0);
      await expect(page.getByLabel(t.message, { exact: true })).toHaveValue("");
    });
  });
}
