import { readFile } from "node:fs/promises";
import { createVerifiedAccount, expect, test } from "../../../tests/e2e/support/accounts";
import { base32Decode, totp } from "../totp";

/** What the authenticator app would show `offsetSteps` time steps from now. */
function appCode(secret: string, offsetSteps = 0): string {
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
  await page.getByLabel("Authenticator code").fill(appCode(secret));
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
  await page.getByLabel("Authenticator code").fill(appCode(secret, 1));
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

test("an enrolment started keeps its key across a reload, and the recovery codes copy and download", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const account = await createVerifiedAccount(request, baseURL, "twofactor-keep");
  await page.goto("/login?redirectTo=%2Fsettings%3Fsection%3Dsecurity");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const key = page.locator(".two-factor__secret");
  await expect(key).toBeVisible();
  const scanned = (await key.textContent()) ?? "";

  // The app has scanned it; a reload shows the same key, not a new one the app does not know.
  await page.reload();
  await expect(key).toHaveText(scanned);
  // Starting over is a choice of its own, and makes a new key.
  await page.getByRole("button", { name: "Start over with a new key" }).click();
  await expect(key).not.toHaveText(scanned);
  const secret = (await key.textContent()) ?? "";

  const enrolment = page.locator("form").filter({ has: page.getByLabel("Authenticator code") });
  await enrolment.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Authenticator code").fill(appCode(secret));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  const shown = page.getByTestId("recovery-codes").locator("code");
  await expect(shown).toHaveCount(10);
  const codes = await shown.allTextContents();

  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.getByRole("button", { name: "Copy the codes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied. Paste them somewhere safe." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join("\n"));

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as a text file" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("gamer-store-recovery-codes.txt");
  const text = await readFile((await file.path()) ?? "", "utf8");
  for (const code of codes) expect(text).toContain(code);
});
