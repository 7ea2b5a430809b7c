import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  callApi,
  createVerifiedAccount,
  linkInEmail,
  password,
  signIn,
  uniqueEmail,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { emailVerificationTokens, passwordResetTokens, users } from "../../db/schema";
import { hashToken } from "../tokens";

const db = createDatabase(env.DB);
const newPassword = "Fresh1pass";

async function register(email: string) {
  const response = await callApi("POST", "/api/auth/register", {
    nome: "Token Tester",
    email,
    password,
    telefone: "11987654321",
  });
  expect(response.status).toBe(201);
  return linkInEmail(email, "/verify-email");
}

async function requestReset(email: string, emailsBefore: number) {
  const response = await callApi("POST", "/api/auth/forgot-password", { email });
  expect(response.status).toBe(200);
  return linkInEmail(email, "/reset-password", emailsBefore + 1);
}

const tokenOf = (link: URL) => link.searchParams.get("token") ?? "";

describe("verification tokens", () => {
  it("are long random values, stored only as their SHA-256, expiring after 24 hours", async () => {
    const email = uniqueEmail();
    const link = await register(email);
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const rows = await db.select().from(emailVerificationTokens);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
    const stored = await db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, await hashToken(token)));
    expect(stored).toHaveLength(1);
    const lifetime = Date.parse(stored[0]?.expiresAt ?? "") - Date.parse(stored[0]?.createdAt ?? "");
    expect(lifetime).toBe(24 * 60 * 60 * 1000);
  });

  it("refuse a tampered token with 400 and verify nothing", async () => {
    const email = uniqueEmail();
    const token = tokenOf(await register(email));
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const response = await callApi("GET", `/api/auth/verify-email?token=${tampered}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_token",
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect((await callApi("POST", "/api/auth/login", { email, password })).status).toBe(403);
  });

  it("refuse an expired token", async () => {
    const email = uniqueEmail();
    const token = tokenOf(await register(email));
    await db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(emailVerificationTokens.tokenHash, await hashToken(token)));
    expect((await callApi("GET", `/api/auth/verify-email?token=${token}`)).status).toBe(400);
    expect((await callApi("POST", "/api/auth/login", { email, password })).status).toBe(403);
  });

  it("answer 400 without a token", async () => {
    const response = await callApi("GET", "/api/auth/verify-email");
    expect(response.status).toBe(400);
  });

  it("work once; a newer link replaces the older one", async () => {
    const email = uniqueEmail();
    const first = tokenOf(await register(email));
    await callApi("POST", "/api/auth/resend-verification", { email });
    const second = tokenOf(await linkInEmail(email, "/verify-email", 2));
    expect(second).not.toBe(first);
    expect((await callApi("GET", `/api/auth/verify-email?token=${first}`)).status).toBe(400);
    expect((await callApi("GET", `/api/auth/verify-email?token=${second}`)).status).toBe(200);
    const reused = await callApi("GET", `/api/auth/verify-email?token=${second}`);
    expect(await reused.json()).toMatchObject({ alreadyVerified: true });
  });
});

describe("password reset", () => {
  it("sets the new password, refuses the old one, and ends every session of the account", async () => {
    const account = await createVerifiedAccount();
    const sessionA = await signIn(account);
    const sessionB = await signIn(account);
    const link = await requestReset(account.email, 1);
    expect(link.pathname).toBe("/reset-password");
    const [email] = await waitForEmails(account.email, 2);
    expect(email?.subject).toBe("Reset your Gamer Store password");

    const reset = await callApi("POST", "/api/auth/reset-password", { token: tokenOf(link), password: newPassword });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: expect.any(String) });

    for (const cookie of [sessionA, sessionB]) {
      expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
    }
    expect((await callApi("POST", "/api/auth/login", account)).status).toBe(401);
    expect((await callApi("POST", "/api/auth/login", { ...account, password: newPassword })).status).toBe(200);
  });

  it("refuses a reused, tampered or expired token (30 minutes) and keeps the password", async () => {
    const account = await createVerifiedAccount();
    const used = tokenOf(await requestReset(account.email, 1));
    expect((await callApi("POST", "/api/auth/reset-password", { token: used, password: newPassword })).status).toBe(
      200,
    );
    const reused = await callApi("POST", "/api/auth/reset-password", { token: used, password: "Other1pass" });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: "invalid_token",
      message: "This link has expired. Ask for a new one.",
      requestId: expect.any(String),
    });

    const fresh = tokenOf(await requestReset(account.email, 2));
    const tampered = `${fresh.slice(0, 10)}${fresh.slice(10).split("").reverse().join("")}`;
    expect(
      (await callApi("POST", "/api/auth/reset-password", { token: tampered, password: "Other1pass" })).status,
    ).toBe(400);

    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, await hashToken(fresh)));
    expect(Date.parse(stored?.expiresAt ?? "") - Date.parse(stored?.createdAt ?? "")).toBe(30 * 60 * 1000);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResetTokens.tokenHash, await hashToken(fresh)));
    expect((await callApi("POST", "/api/auth/reset-password", { token: fresh, password: "Other1pass" })).status).toBe(
      400,
    );

    expect((await callApi("POST", "/api/auth/login", { ...account, password: newPassword })).status).toBe(200);
  });

  it("lets two racing requests with one token succeed only once", async () => {
    const account = await createVerifiedAccount();
    const token = tokenOf(await requestReset(account.email, 1));
    const answers = await Promise.all(
      ["Racer1pass", "Racer2pass"].map((candidate) =>
        callApi("POST", "/api/auth/reset-password", { token, password: candidate }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("confirms a still-unverified email, since the link came from that mailbox", async () => {
    const email = uniqueEmail();
    await register(email);
    const link = await requestReset(email, 1);
    await callApi("POST", "/api/auth/reset-password", { token: tokenOf(link), password: newPassword });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect((await callApi("POST", "/api/auth/login", { email, password: newPassword })).status).toBe(200);
  });
});
