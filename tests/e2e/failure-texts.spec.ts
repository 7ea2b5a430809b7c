// A form whose answer is a failure without the store's own message (a gateway's error page in front
// of the store) shows the spec's fallback text inline, in the page's language, and keeps what was typed.
import type { Page } from "@playwright/test";
import { expect, liveResetPath, test } from "./support/accounts";

/** Form posts (Remix's `.data` requests) answered by a gateway's 502 page instead of the store. */
async function gatewayFails(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
        : route.continue(),
  );
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => "__remixRouter" in window);
}

test.describe("in Portuguese", () => {
  test.use({ locale: "pt-BR" });

  test("forgot password and resend say the spec's texts", async ({ page }) => {
    await gatewayFails(page);
    await page.goto("/forgot-password");
    await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill("gateway@example.com");
    await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
    await expect(page.getByRole("alert")).toHaveText("Erro ao enviar email");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("gateway@example.com");

    await page.goto("/verify-email?token=not-a-real-token");
    await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill("gateway@example.com");
    await page.getByRole("button", { name: "Reenviar email de verificação" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Erro ao reenviar email de verificação" })).toBeVisible();
  });
});

test.describe("in English", () => {
  test.use({ locale: "en-US" });

  test("sign-up and reset password say the spec's texts", async ({ page, baseURL }) => {
    const resetPath = await liveResetPath(page.request, baseURL, "gateway-reset");
    await gatewayFails(page);
    await page.goto("/register");
    await hydrated(page);
    await page.getByLabel("Name").fill("Gateway Shopper");
    await page.getByLabel("Email", { exact: true }).fill("gateway@example.com");
    await page.getByLabel("Phone").fill("11987654321");
    await page.getByLabel("Password", { exact: true }).fill("Secret#Pass1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Unknown error. Please try again.");

    await page.goto(resetPath);
    await hydrated(page);
    await page.getByLabel("New password", { exact: true }).fill("Another#Pass2");
    await page.getByLabel("Confirm new password").fill("Another#Pass2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert")).toContainText("Error resetting password");
  });
});
