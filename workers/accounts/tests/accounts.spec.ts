import {
  createVerifiedAccount,
  expect,
  linkFromMailbox,
  signIn,
  strongPassword,
  test,
  uniqueEmail,
} from "../../../tests/e2e/support/accounts";
import { holdBackChunk, pageScriptReady, takenOver } from "../../../tests/e2e/support/shopping";

test("a shopper registers, verifies the email from the mailbox, signs in through the modal, edits the profile and signs out", async ({
  page,
}) => {
  const email = uniqueEmail("journey");
  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill("Journey Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(11) 98765-4321");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("weak");
  await expect(page.getByRole("listitem").filter({ hasText: "At least 8 characters" })).toContainText("missing");
  await password.fill(strongPassword);
  await expect(page.getByRole("listitem").filter({ hasText: "At least 8 characters" })).toContainText("done");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The dev mailbox page lists the verification email with its link to this store.
  await page.goto(`/dev/emails?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: "Confirm your email at Gamer Store" })).toBeVisible();
  await page.getByRole("link", { name: /\/verify-email\?token=/ }).click();
  await expect(page.getByRole("heading", { name: "Email verified!" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in now" }).click();

  // /?openLogin=true opens the sign-in modal and leaves the address clean.
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(modal.getByLabel("Email")).toHaveValue(email);
  await modal.getByLabel("Password", { exact: true }).fill(strongPassword);
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(modal).toBeHidden();

  const accountMenu = page.getByRole("button", { name: /Journey Tester/ });
  await accountMenu.click();
  await page.getByRole("link", { name: "My Profile" }).click();
  await expect(page).toHaveURL(/\/settings\?section=profile$/);
  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).fill("Journey Renamed");
  await page.getByLabel("Phone").fill("21 9 1234-5678");
  await expect(page.getByLabel("Phone")).toHaveValue("21912345678");
  await save.click();
  const saved = page.getByRole("alertdialog", { name: "Profile updated" });
  await expect(saved).toContainText("Your name and phone number were updated.");
  await saved.getByRole("button", { name: "OK" }).click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Journey Renamed");
  await expect(page.getByLabel("Phone")).toHaveValue("21912345678");

  await page.getByRole("button", { name: /Journey Renamed/ }).click();
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByText("You have signed out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("forgot password: the emailed link sets a new password, the old one is refused and the new one works", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL, "reset");
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Recovery email sent!" })).toBeVisible();

  const link = await linkFromMailbox(request, account.email, "Reset your Gamer Store password", "/reset-password");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password", { exact: true }).fill("Brand1new");
  await page.getByLabel("Confirm new password").fill("Brand1nev");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Brand1new");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed!" })).toBeVisible();
  // The confirmation stays up for a moment (the page's reload finds its link used up, and must not
  // say "expired" over it), then the login page opens.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole("heading", { name: "Password changed!" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Email or password is incorrect.");
  await page.getByLabel("Password", { exact: true }).fill("Brand1new");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /E2E Shopper/ })).toBeVisible();
});

test("a visitor opening /settings is sent to sign in and lands back on /settings", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL, "guard");
  await page.goto("/settings?section=password");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings%3Fsection%3Dpassword$/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?section=password$/);
  await expect(page.getByRole("heading", { name: "Password", level: 2 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
});

test("a visitor pressing the cart is asked to sign in first, and Log in opens the sign-in modal", async ({ page }) => {
  await page.goto("/");
  // Before the page's code the cart is a link the server answers; the question is the code's.
  await pageScriptReady(page);
  const cart = page.getByRole("link", { name: /^Cart/ });
  const asked = page.getByRole("alertdialog", { name: "Sign in required" });
  await cart.click();
  await expect(asked).toBeVisible();
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(asked).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await cart.click();
  await asked.getByRole("button", { name: "Log in" }).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal).toBeVisible();
  await expect(asked).toBeHidden();
  await modal.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a sign-in sent before the page's code came goes on to the page the shopper was going to", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL, "early-sign-in");
  // A slow phone: the shopper sends the form before the sign-in page's code has come, so the
  // browser posts it as a page; the server answers it by taking the shopper on, signed in.
  const release = await holdBackChunk(page, "login");
  await page.goto("/login?redirectTo=%2Fsettings%3Fsection%3Dsecurity", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\?section=security$/);
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await release();
});

test("Sign out pressed before the settings page's code came signs out, and says so once the code is there", async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(page.request, baseURL, "early-sign-out");
  await signIn(page.request, baseURL, account);
  // A slow phone: the page is on screen, its code is not; the press is the browser's own form post.
  const release = await holdBackChunk(page, "settings");
  await page.goto("/settings", { waitUntil: "commit" });
  await expect(page.getByText(`Signed in as ${account.email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(/\/\?signedOut$/, { waitUntil: "commit" });
  await release();
  await expect(page.getByText("You have signed out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login/);
});

test("the remembered email fills an empty sign-in field, but never one the shopper is in while the page's code comes", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("userEmail", "remembered@example.com"));
  await page.goto("/login");
  await takenOver(page.getByLabel("Email"));
  await expect(page.getByLabel("Email")).toHaveValue("remembered@example.com");

  // A slow phone: the shopper empties the field and starts typing before the code has come.
  const release = await holdBackChunk(page, "login");
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Email").clear();
  await release();
  await takenOver(page.getByLabel("Email"));
  await page.getByLabel("Email").pressSequentially("typed@example.com");
  await expect(page.getByLabel("Email")).toHaveValue("typed@example.com");
});
