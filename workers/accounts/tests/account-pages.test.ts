import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContextFor } from "../../../tests/workers/support/load-context";
import {
  callApi,
  cookieFrom,
  createVerifiedAccount,
  fetchWorker,
  linkInEmail,
  origin,
  password,
  postForm,
  signIn,
  uniqueEmail,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";
import demoAccounts from "../../db/seed/demo-accounts.json";
import { seedDemoData } from "../../db/seed/seed-demo";
import { requireAdmin } from "../../edge/page-guards.server";

const db = createDatabase(env.DB);

/** What a guard threw: the redirect's target. */
async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("account pages", () => {
  beforeAll(async () => {
    await seedDemoData(db, "test-pepper");
  });

  it("sends a visitor from /settings to sign in, with the page and its query to come back to", async () => {
    const response = await fetchWorker("/settings?section=orders");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/settings?section=orders")}`,
    );
  });

  it("shows /settings to the signed-in user with their own profile", async () => {
    const account = await createVerifiedAccount();
    const cookie = await signIn(account);
    const response = await fetchWorker("/settings", {}, { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`Signed in as ${account.email}`);
    expect(html).toContain('value="11987654321"');
  });

  it("guards admin pages: a visitor signs in first, a shopper goes home, an admin passes", async () => {
    // Each request with its own context, as the Worker builds one per request.
    const guard = async (cookie?: string) => {
      const request = new Request(`${origin}/admin/orders?status=pendente`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      return requireAdmin(request, await loadContextFor(env, request));
    };
    expect(await redirectOf(guard())).toBe(`/login?redirectTo=${encodeURIComponent("/admin/orders?status=pendente")}`);
    const shopper = await signIn(demoAccounts.shopper);
    expect(await redirectOf(guard(shopper))).toBe("/");
    const admin = await signIn(demoAccounts.admin);
    await expect(guard(admin)).resolves.toMatchObject({ adminAccess: "allowed" });
  });

  it("shows the 'already signed in' notice on /login and /register to a signed-in user", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    for (const path of ["/login", "/register"]) {
      const html = await (await fetchWorker(path, {}, { cookie })).text();
      expect(html).toContain("You are already signed in.");
    }
    // (The page's texts travel in its data; what counts is what the visitor sees.)
    expect(visibleText(await (await fetchWorker("/login")).text())).not.toContain("You are already signed in.");
  });

  it("signs in through the /login form action with the API's answers and a session cookie", async () => {
    const account = await createVerifiedAccount();
    const wrong = await postForm("/login", { email: account.email, password: "Wrong#Pass1" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("Set-Cookie")).toBeNull();
    const right = await postForm("/login", { email: ` ${account.email.toUpperCase()} `, password: account.password });
    expect(right.status).toBe(200);
    const cookie = cookieFrom(right);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(200);
  });

  it("answers 400, not 500, when a page's action gets a body that is no form", async () => {
    for (const path of ["/login", "/register", "/forgot-password", "/reset-password", "/verify-email"]) {
      const response = await fetchWorker(path, {
        method: "POST",
        body: "{not a form",
        headers: { "Content-Type": "multipart/form-data; boundary=nope", Origin: origin, Host: "store.test" },
      });
      expect(response.status, path).toBe(400);
    }
  });

  it("registers through the /register action, checking the modal's confirmation when it is sent", async () => {
    const email = uniqueEmail("modal");
    const fields = { nome: "Modal User", email, password, telefone: "11987654321" };
    const mismatch = await postForm("/register", { ...fields, confirmPassword: "Other#Pass1" });
    expect(mismatch.status).toBe(400);
    const created = await postForm("/register", { ...fields, confirmPassword: password });
    expect(created.status).toBe(201);
    await waitForEmails(email);
  });

  it("verifies the email when /verify-email opens with the emailed token, then says it was already done", async () => {
    const email = uniqueEmail("page");
    await postForm("/register", { nome: "Page User", email, password, telefone: "11987654321" });
    const link = await linkInEmail(email, "/verify-email");
    const first = await (await fetchWorker(`${link.pathname}${link.search}`)).text();
    expect(first).toContain("Email verified!");
    const second = await (await fetchWorker(`${link.pathname}${link.search}`)).text();
    expect(second).toContain("Email already verified");
    const missing = await (await fetchWorker("/verify-email", {}, { language: "pt" })).text();
    expect(missing).toContain("O link de verificação não tem token.");
  });

  it("saves name and phone from /settings and reports what changed", async () => {
    const account = await createVerifiedAccount();
    const cookie = await signIn(account);
    const saved = await postForm(
      "/settings",
      { intent: "profile", nome: "New Name", telefone: "(21) 91234-5678" },
      { cookie },
    );
    expect(saved.status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ name: "New Name", phone: "21912345678" });
    const visitor = await postForm("/settings", { intent: "profile", nome: "Hacker", telefone: "11900000000" });
    expect(visitor.status).toBe(302);
  });

  it("emails a reset link to the account's own address from /settings", async () => {
    const account = await createVerifiedAccount();
    const cookie = await signIn(account);
    const sent = await postForm("/settings", { intent: "password", email: "someone-else@example.com" }, { cookie });
    expect(sent.status).toBe(200);
    const link = await linkInEmail(account.email, "/reset-password", 2);
    expect(link.searchParams.get("token")).toBeTruthy();
  });

  it("says at once that a used or altered reset link has expired, with the way to a new one, in both languages", async () => {
    const account = await createVerifiedAccount();
    await postForm("/forgot-password", { email: account.email });
    const link = await linkInEmail(account.email, "/reset-password");
    const address = `${link.pathname}${link.search}`;
    const page = async (path: string, language: "en" | "pt") =>
      visibleText(await (await fetchWorker(path, {}, { language })).text());

    // Opening the live link shows the form and uses nothing up.
    expect(await page(address, "en")).toContain("Choose a new password");
    expect(await page(address, "en")).toContain("Save new password");

    const token = link.searchParams.get("token") ?? "";
    const altered = `/reset-password?token=${token.slice(0, -4)}abcd`;
    for (const [path, language, expired, requestNew] of [
      [altered, "en", "This link has expired", "Request a new link"],
      [altered, "pt", "Este link expirou", "Pedir um novo link"],
    ] as const) {
      const text = await page(path, language);
      expect(text).toContain(expired);
      expect(text).toContain(requestNew);
      expect(text).not.toMatch(/token/i);
      expect(text).not.toContain(language === "en" ? "Save new password" : "Salvar nova senha");
    }

    const reset = await postForm("/reset-password", { token, password: "Newer#Pass2", confirmPassword: "Newer#Pass2" });
    expect(reset.status).toBe(200);
    // Used: the same link now says so before anything is typed.
    const used = await page(address, "pt");
    expect(used).toContain("Este link expirou");
    expect(used).not.toContain("Salvar nova senha");
  });

  it("ends a disabled account's sessions and refuses its sign-in", async () => {
    const account = await createVerifiedAccount();
    const cookie = await signIn(account);
    await db.update(users).set({ disabledAt: new Date().toISOString() }).where(eq(users.email, account.email));
    expect((await fetchWorker("/settings", {}, { cookie })).status).toBe(302);
    const login = await callApi("POST", "/api/auth/login", account);
    expect(login.status).toBe(403);
    expect(await login.json()).toMatchObject({ error: "account_disabled" });
  });

  it("exposes the signed-in user's name and admin flag to the shell, never to a visitor", async () => {
    const admin = await signIn(demoAccounts.admin);
    const html = await (await fetchWorker("/", {}, { cookie: admin })).text();
    expect(html).toContain("Store Admin");
    expect(html).toContain("Admin panel");
    const visitor = await (await fetchWorker("/")).text();
    expect(visitor).not.toContain("Store Admin");
    expect(visitor).toContain('href="/login?redirectTo=%2F"');
  });
});
