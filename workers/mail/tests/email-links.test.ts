// Issue 12 §5: links in emails come from the configured PUBLIC_ORIGIN (http://store.test in the
// tests), never from the Host header a caller chose: a forged Host must not reach the reset or
// verification link, whether the request goes through the API or a page's form.
import { describe, expect, it } from "vitest";
import {
  createVerifiedAccount,
  fetchWorker,
  linkInEmail,
  uniqueEmail,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { publicOrigin } from "../../kernel/public-origin";

const forgedOrigin = "http://evil.example";

/** A request whose Host (and so its URL) is the attacker's, with a matching Origin to pass the CSRF check. */
function forgedHostRequest(path: string, body: BodyInit, contentType: string) {
  return fetchWorker(
    path,
    {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Origin: forgedOrigin, "X-Forwarded-Host": new URL(forgedOrigin).host },
    },
    { origin: forgedOrigin },
  );
}

const json = (path: string, body: unknown) => forgedHostRequest(path, JSON.stringify(body), "application/json");
const form = (path: string, fields: Record<string, string>) =>
  forgedHostRequest(path, new URLSearchParams(fields), "application/x-www-form-urlencoded");

async function expectLinkOnStore(email: string, path: string, count = 1) {
  const link = await linkInEmail(email, path, count);
  expect(link.origin).toBe("http://store.test");
  const [newest] = await waitForEmails(email, count);
  expect(`${newest?.text}${newest?.html}`).not.toContain("evil.example");
}

describe("email links under a forged Host header", () => {
  it("the password-reset link points at PUBLIC_ORIGIN (API and page form)", async () => {
    const account = await createVerifiedAccount("forged-host");
    expect((await json("/api/auth/forgot-password", { email: account.email })).status).toBe(200);
    await expectLinkOnStore(account.email, "/reset-password", 2);

    expect((await form("/forgot-password", { email: account.email })).status).toBeLessThan(400);
    await expectLinkOnStore(account.email, "/reset-password", 3);
  });

  it("the verification link points at PUBLIC_ORIGIN, on registration and on a resend", async () => {
    const email = uniqueEmail("forged-host");
    const registered = await json("/api/auth/register", {
      nome: "Forged Host",
      email,
      password: "Valid#Pass1",
      telefone: "11 98765-4321",
    });
    expect(registered.status).toBe(201);
    await expectLinkOnStore(email, "/verify-email");

    expect((await json("/api/auth/resend-verification", { email })).status).toBe(200);
    await expectLinkOnStore(email, "/verify-email", 2);
  });

  it("the 'you already have an account' email links to this store", async () => {
    const account = await createVerifiedAccount("forged-host");
    const again = await json("/api/auth/register", {
      nome: "Again",
      email: account.email,
      password: "Valid#Pass1",
      telefone: "11 98765-4321",
    });
    expect(again.status).toBe(201);
    await expectLinkOnStore(account.email, "/login", 2);
  });
});

describe("publicOrigin", () => {
  it("is the configured origin, and refuses to build links from a missing or plain-http one outside development", () => {
    expect(publicOrigin({ PUBLIC_ORIGIN: "https://store.example/some/path", ENVIRONMENT: "production" })).toBe(
      "https://store.example",
    );
    expect(publicOrigin({ PUBLIC_ORIGIN: "http://127.0.0.1:8787", ENVIRONMENT: "development" })).toBe(
      "http://127.0.0.1:8787",
    );
    expect(() => publicOrigin({ PUBLIC_ORIGIN: "http://store.example", ENVIRONMENT: "production" })).toThrow(/https/);
    expect(() => publicOrigin({ PUBLIC_ORIGIN: "", ENVIRONMENT: "production" })).toThrow(/PUBLIC_ORIGIN/);
  });
});
