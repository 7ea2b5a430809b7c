// Playwright helpers for accounts: a fixture giving each test its own client IP (so one test's
// sign-ins never use up another's rate limits, as for real shoppers), unique emails, the dev
// mailbox, and verified accounts created through the API.
import type { APIRequestContext } from "@playwright/test";
import { test as base, expect } from "./test";

export { expect };

export const test = base.extend({
  // Workers trusts CF-Connecting-IP (Cloudflare sets it); wrangler dev passes it through.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": ip });
  },
});

export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const strongPassword = "Start#Pass1";

interface DevEmail {
  to: string;
  subject: string;
  text: string;
}

/** The link to `path` in the newest email to `to` with `subject`, waiting until it arrives. */
export async function linkFromMailbox(request: APIRequestContext, to: string, subject: string, path: string) {
  let link = "";
  await expect(async () => {
    const emails: DevEmail[] = await (await request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`)).json();
    const email = emails.find((candidate) => candidate.subject === subject);
    const match = email?.text.match(new RegExp(`https?://\\S+${path}\\S*`));
    expect(match).toBeTruthy();
    link = match?.[0] ?? "";
  }).toPass({ timeout: 30_000 });
  return new URL(link);
}

/** A registered, verified account, created the way a shopper would: register, then the emailed link. */
export async function createVerifiedAccount(request: APIRequestContext, baseURL: string | undefined, label: string) {
  const account = { name: "E2E Shopper", email: uniqueEmail(label), password: strongPassword };
  const registered = await request.post("/api/auth/register", {
    data: { nome: account.name, email: account.email, password: account.password, telefone: "11987654321" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromMailbox(request, account.email, "Confirm your email at Gamer Store", "/verify-email");
  expect((await request.get(`/api/auth/verify-email${link.search}`)).status()).toBe(200);
  return account;
}

/**
 * The path of a live password-reset link for a new account, as its email gives it: the reset page
 * checks the link as it opens (decision 049), so a form to fill needs a real one.
 */
export async function liveResetPath(request: APIRequestContext, baseURL: string | undefined, label: string) {
  const account = await createVerifiedAccount(request, baseURL, label);
  const asked = await request.post("/api/auth/forgot-password", {
    data: { email: account.email },
    headers: { Origin: baseURL ?? "" },
  });
  expect(asked.ok()).toBe(true);
  const link = await linkFromMailbox(request, account.email, "Reset your Gamer Store password", "/reset-password");
  return `${link.pathname}${link.search}`;
}

/** Signs `account` in through the API, in the browser context `request` belongs to. */
export async function signIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const response = await request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
    headers: { Origin: baseURL ?? "" },
  });
  expect(response.status()).toBe(200);
}
