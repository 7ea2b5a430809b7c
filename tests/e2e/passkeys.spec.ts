// Passkeys in a real browser (issue 35): Chromium's virtual authenticator, through the DevTools
// protocol, plays the phone's platform authenticator (resident keys, user verification).
import type { Page } from "@playwright/test";
import { createVerifiedAccount, expect, test } from "./support/accounts";
import { PHONE } from "./support/projects";

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  return { credentials };
}

test(
  "a shopper adds a passkey, signs out, signs in with it alone, and removes it",
  PHONE,
  async ({ page, request, baseURL }) => {
    // Four sign-in steps and two passkey ceremonies: more than the default budget on a busy machine.
    test.slow();
    const account = await createVerifiedAccount(request, baseURL, "passkey");
    const authenticator = await virtualAuthenticator(page);
    const security = "/login?redirectTo=%2Fsettings%3Fsection%3Dsecurity";
    const signOut = async () => {
      await page.getByRole("button", { name: "Sign out" }).first().click();
      await expect(page).not.toHaveURL(/\/settings/);
    };

    await page.goto(security);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/settings\?section=security$/);
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

    // Adding one asks for the password again, then the browser's passkey dialog (the virtual authenticator).
    await page.getByRole("button", { name: "Add a passkey" }).click();
    const addForm = page.locator("form.passkeys__add");
    await addForm.getByLabel("Passkey name").fill("My test phone");
    await addForm.getByLabel("Password", { exact: true }).fill(account.password);
    await addForm.getByRole("button", { name: "Add passkey", exact: true }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible();
    await expect(page.getByText("My test phone")).toBeVisible();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: new URL(baseURL ?? "").hostname });
    await signOut();

    // No email, no password, no code: the passkey alone signs in.
    await page.goto(security);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/settings\?section=security$/);
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

    await page.getByRole("button", { name: "Remove: My test phone" }).click();
    await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
    await signOut();

    // The browser still holds the credential, but the store no longer knows it.
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText("This passkey could not be verified for this store.");
    await expect(page).toHaveURL(/\/login/);
  },
);

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("the sign-in page offers a passkey, and not where the browser cannot use one", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Entrar com uma chave de acesso" })).toBeVisible();

    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "PublicKeyCredential");
    });
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Entrar com uma chave de acesso" })).toHaveCount(0);
  });
});
