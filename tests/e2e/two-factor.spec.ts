import { base32Decode, totp } from "../../workers/services/auth/totp";
import { createVerifiedAccount, expect, test } from "./support/accounts";

/** What the authenticator app would show `offsetSteps` time steps from now. */
async function appCode(secret: string, offsetSteps = 0): Promise<string> {
  const key = base32Decode(secret);
  if (!key) throw new Error(`not base32: ${secret}`);
  return totp(key, Date.now() + offsetSteps * 30_000);
}

test("a shopper turns on two-factor sign-in, then signs in with a code and with a recovery code", async ({
  page,
  request,
  baseURL,
}) => {
  // Enrolment and three sign-ins: more than the default budget on a busy machine.
  test.slow();
  const account = await createVerifiedAccount(request, baseURL, "twofactor");
  // After the first sign-in the page fills in the remembered email itself once it is interactive;
  // waiting for it keeps a fill from racing that.
  let remembered = false;
  const signInWithPassword = async () => {
    await page.goto("/login?redirectTo=%2Fsettings%3Fsection%3Dsecurity");
    if (remembered) await expect(page.getByLabel("Email")).toHaveValue(account.email);
    else await page.getByLabel("Email").fill(account.email);
    remembered = true;
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  const signOut = async () => {
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).not.toHaveURL(/\/settings/);
  };

  // Enrol: the store draws the QR code; the key under it is what the app reads.
  await signInWithPassword();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await expect(page.getByText("Two-factor sign-in is off.")).toBeVisible();
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.locator(".two-factor__secret").textContent()) ?? "";
  // Turning it on asks for the password too: a stolen session alone cannot lock the owner out.
  const enrolment = page.locator("form").filter({ has: page.getByLabel("Authenticator code") });
  await enrolment.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Authenticator code").fill("000000");
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Authenticator code").fill(await appCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  const codes = page.getByTestId("recovery-codes").locator("code");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? "";
  await page.getByRole("button", { name: "I have saved them" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await signOut();

  // The password alone now asks for the code; the next step's code signs in.
  await signInWithPassword();
  await expect(page.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
  await page.getByLabel("Authenticator code").fill(await appCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await signOut();

  // A recovery code instead of the app, once.
  await signInWithPassword();
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await expect(page.getByText("Recovery codes left: 9")).toBeVisible();
});
