import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  callApi,
  cookieFrom,
  createVerifiedAccount,
  fetchWorker,
  linkInEmail,
  password,
  signIn,
  uniqueEmail,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import demoAccounts from "../../db/seed/demo-accounts.json";
import { seedDemoData } from "../../db/seed/seed-demo";
import { endAllSessions } from "../users";

const db = createDatabase(env.DB);

describe("registration, verification and sign-in through the API", () => {
  beforeAll(async () => {
    await seedDemoData(db, "test-pepper");
  });

  it("registers with 201, emails a verification link to this store, and refuses sign-in until verified", async () => {
    const email = uniqueEmail("new");
    const registered = await callApi("POST", "/api/auth/register", {
      nome: "  Ana Souza ",
      email: `  ${email.toUpperCase()} `,
      password,
      telefone: "(11) 98765-4321",
    });
    expect(registered.status).toBe(201);
    expect(await registered.json()).toEqual({ message: expect.stringContaining("Check your email") });

    const [verification] = await waitForEmails(email);
    expect(verification).toMatchObject({ to: email, subject: "Confirm your email at Gamer Store" });
    expect(verification?.text).toContain("Hi Ana Souza,");
    expect(verification?.html).toContain('href="http://store.test/verify-email?token=');

    const early = await callApi("POST", "/api/auth/login", { email, password });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ email_not_verified: true, error: "email_not_verified" });
    expect(early.headers.get("Set-Cookie")).toBeNull();

    const link = await linkInEmail(email, "/verify-email");
    expect(link.origin).toBe("http://store.test");
    const verified = await callApi("GET", `/api/auth/verify-email${link.search}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ message: expect.any(String) });
    const again = await callApi("GET", `/api/auth/verify-email${link.search}`);
    expect(await again.json()).toEqual({ message: expect.any(String), alreadyVerified: true });

    const login = await callApi("POST", "/api/auth/login", { email, password });
    expect(login.status).toBe(200);
    const body = await login.json<{ user: { id: number } }>();
    expect(body).toEqual({
      user: { id: expect.any(Number), nome: "Ana Souza", is_admin: false },
      message: "Signed in successfully!",
    });
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie: cookieFrom(login) });
    expect(await me.json()).toEqual({ user: { id: body.user.id, nome: "Ana Souza", email, is_admin: false } });
  });

  it("answers 401 with one message for a wrong password and for an unknown email", async () => {
    const wrongPassword = await callApi("POST", "/api/auth/login", {
      email: demoAccounts.shopper.email,
      password: "Wrong#Pass1",
    });
    const unknownEmail = await callApi("POST", "/api/auth/login", { email: uniqueEmail("nobody"), password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    // The same words for both; only the request id (each answer's own) differs.
    const { requestId: _wrong, ...wrongBody } = await wrongPassword.json<{ requestId: string }>();
    const { requestId: _unknown, ...unknownBody } = await unknownEmail.json<{ requestId: string }>();
    expect(wrongBody).toEqual(unknownBody);
  });

  it("signs the seeded admin in with its admin flag", async () => {
    const login = await callApi("POST", "/api/auth/login", demoAccounts.admin);
    expect(await login.json()).toMatchObject({ user: { nome: "Store Admin", is_admin: true } });
  });

  it("sets an HttpOnly, SameSite=Lax session cookie; Secure with the __Host- prefix over https", async () => {
    const account = await createVerifiedAccount();
    const overHttp = await callApi("POST", "/api/auth/login", account);
    const httpCookie = overHttp.headers.get("Set-Cookie") ?? "";
    expect(httpCookie).toMatch(/^session=/);
    expect(httpCookie).toMatch(/; HttpOnly/);
    expect(httpCookie).toMatch(/; SameSite=Lax/);
    expect(httpCookie).toMatch(/; Path=\//);
    expect(httpCookie).not.toMatch(/; Secure/);

    const overHttps = await callApi("POST", "/api/auth/login", account, { origin: "https://store.test" });
    expect(overHttps.status).toBe(200);
    const httpsCookie = overHttps.headers.get("Set-Cookie") ?? "";
    expect(httpsCookie).toMatch(/^__Host-session=/);
    expect(httpsCookie).toMatch(/; Secure/);
    expect(httpsCookie).toMatch(/; HttpOnly/);
    expect(httpsCookie).toMatch(/; Path=\//);
    expect(httpsCookie).not.toMatch(/Domain=/i);
  });

  it("keeps a 128-bit random session id in KV, and gives a new one at every sign-in", async () => {
    const account = await createVerifiedAccount();
    const sessionKeys = async () => (await env.SESSIONS.list({ prefix: "session:" })).keys.map((key) => key.name);
    const before = new Set(await sessionKeys());
    const first = await signIn(account);
    const [firstKey, ...others] = (await sessionKeys()).filter((name) => !before.has(name));
    expect(others).toEqual([]);
    expect(firstKey).toMatch(/^session:[0-9a-f]{32}$/);

    // The browser still holds that cookie when its session has ended (here: all sessions ended).
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    if (!user) throw new Error("account missing");
    await endAllSessions(db, user.id);
    const second = await signIn(account, { cookie: first });
    expect(second).not.toBe(first);
    const now = await sessionKeys();
    expect(now).not.toContain(firstKey);
    expect(now.filter((name) => !before.has(name))).toHaveLength(1);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: first })).status).toBe(401);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: second })).status).toBe(200);
  });

  it("says alreadyAuthenticated to a signed-in caller instead of signing in again", async () => {
    const account = await createVerifiedAccount();
    const cookie = await signIn(account);
    const again = await callApi("POST", "/api/auth/login", account, { cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ alreadyAuthenticated: true, message: expect.any(String) });
    // No new sign-in cookie (the D1 bookmark cookie may move on: docs/decisions/020-read-replicas.md).
    expect(again.headers.getSetCookie().filter((setCookie) => setCookie.startsWith("session="))).toEqual([]);
  });

  it("refuses the session after logout, even if the old cookie is sent again", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(200);
    const logout = await callApi("POST", "/api/auth/logout", undefined, { cookie });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("Set-Cookie")).toMatch(/^session=; .*Expires=Thu, 01 Jan 1970/);
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      error: "unauthorized",
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it("extends a session on refresh and refuses a refresh without one", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    const refreshed = await callApi("POST", "/api/auth/refresh", undefined, { cookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("Set-Cookie")).toMatch(/Max-Age=2592000/);
    expect(cookieFrom(refreshed)).toBe(cookie);
    expect((await callApi("POST", "/api/auth/refresh")).status).toBe(401);
  });

  it("treats a cookie with a wrong or malformed signature as no session, on the API and the pages", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    const [name, value = ""] = cookie.split("=");
    const signed = decodeURIComponent(value);
    const dot = signed.lastIndexOf(".");
    const otherSignature = `${signed.slice(0, dot)}.${btoa("x".repeat(32))}`;
    for (const forged of [otherSignature, `${signed.slice(0, dot)}.%%%`, `${signed.slice(0, dot)}.abc`, "garbage"]) {
      const forgedCookie = `${name}=${encodeURIComponent(forged)}`;
      expect((await callApi("GET", "/api/auth/me", undefined, { cookie: forgedCookie })).status, forged).toBe(401);
      expect((await fetchWorker("/", {}, { cookie: forgedCookie })).status, forged).toBe(200);
    }
  });

  it("keeps the visitor's language for the account's emails", async () => {
    const email = uniqueEmail("pt");
    await callApi(
      "POST",
      "/api/auth/register",
      { nome: "João", email, password, telefone: "11987654321" },
      { language: "pt" },
    );
    const [verification] = await waitForEmails(email);
    expect(verification?.subject).toBe("Confirme seu email na Gamer Store");
    expect(verification?.html).toContain('<html lang="pt">');
    expect(verification?.text).toContain("Olá, João,");
  });
});
