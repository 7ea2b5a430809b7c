// Passkeys in a real browser (issue 35): Chromium's virtual authenticator, through the DevTools
// protocol, plays the phone's platform authenticator (resident keys, user verification).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { createVerifiedAccount, expect, test } from "../../../tests/e2e/support/accounts";
import { PHONE } from "../../../tests/e2e/support/projects";

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
  /** Puts a passkey of another site (`rpId`) on the authenticator, as if registered there. */
  const addForeignCredential = async (rpId: string) => {
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    await cdp.send("WebAuthn.addCredential", {
      authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString("base64"),
        isResidentCredential: true,
        rpId,
        privateKey: privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
        userHandle: Buffer.from("user-1").toString("base64"),
        signCount: 0,
      },
    });
  };
  return { credentials, addForeignCredential };
}

const isPasskeySignIn = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/passkey-login";

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
    await expect(page.getByText("My test phone", { exact: true })).toBeVisible();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: new URL(baseURL ?? "").hostname });
    await signOut();

    // No email, no password, no code: the passkey alone signs in. The page asks for a conditional
    // request's options by itself (the email field's autofill), and the button takes over from it.
    const autofillAsked = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/passkey-login/options",
    );
    await page.goto(security);
    await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
    await autofillAsked;
    const assertionPosted = page.waitForRequest(isPasskeySignIn);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/settings\?section=security$/);
    await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();

    // The very assertion that just signed in, sent again: its challenge is spent.
    const replayed = await page.request.post("/api/auth/passkey-login", {
      data: (await assertionPosted).postDataJSON(),
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(replayed.status()).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: "passkey_challenge_invalid" });

    await page.getByLabel("New name for My test phone").fill("Desk key");
    await page.getByRole("button", { name: "Rename", exact: true }).click();
    await expect(page.getByText("Passkey renamed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove: Desk key" })).toBeVisible();

    // This session was opened with that passkey: removing it ends the session too (issue 46).
    await page.getByRole("button", { name: "Remove: Desk key" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

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

  test("the store's address by IP shows no passkey button: its RP ID is the host name", async ({ page, baseURL }) => {
    const byIp = new URL(baseURL ?? "");
    byIp.hostname = "127.0.0.1";
    await page.goto(new URL("/login", byIp).href);
    // Chromium counts the loopback address as secure and has WebAuthn there: only the host rules it out.
    expect(await page.evaluate(() => window.isSecureContext && typeof PublicKeyCredential === "function")).toBe(true);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Entrar com uma chave de acesso" })).toHaveCount(0);
  });
});

test("a passkey made for another site is not used to sign in here", async ({ page }) => {
  test.slow();
  const authenticator = await virtualAuthenticator(page);
  await authenticator.addForeignCredential("example.com");
  const signInPosts: Request[] = [];
  page.on("request", (request) => {
    if (isPasskeySignIn(request)) signInPosts.push(request);
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert")).toContainText("No passkey was used");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  expect(signInPosts).toEqual([]);
});
