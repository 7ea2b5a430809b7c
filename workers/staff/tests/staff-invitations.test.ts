// Accepting a staff invitation (issue 49): its link works once and for 72 hours; a new address
// chooses a name and a password under the registration's rules; an address that already has an
// account confirms with that account's password, and the role applies only then (a wrong password
// grants nothing). Accepting is audited, by the person who accepted.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import {
  auditEntries,
  invitationToken,
  invite,
  joinAsNew,
  joinWithOwnPassword,
  staffRowOf,
} from "../../../tests/workers/support/staff";
import {
  callApi,
  createVerifiedAccount,
  fetchWorker,
  password,
  signIn,
  uniqueEmail,
} from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

let owner = "";

beforeAll(async () => {
  await seedOnce();
  owner = await signIn(await newAdmin("join-owner"));
});

async function invited(label: string, role = "support", email = uniqueEmail(label)) {
  const response = await invite(owner, email, role);
  expect(response.status).toBe(201);
  const { id } = await response.json<{ id: number }>();
  return { email, id, token: await invitationToken(email) };
}

const page = async (token: string) =>
  visibleText(await (await fetchWorker(`/staff-invitation?token=${token}`, {}, { language: "en" })).text());

/** Moves the invitation's deadline: what 72 hours passing does to it. */
async function expiresIn(invitationId: number, ms: number) {
  await env.DB.prepare("UPDATE staff_invitations SET expires_at = ? WHERE id = ?")
    .bind(new Date(Date.now() + ms).toISOString(), invitationId)
    .run();
}

describe("a new address", () => {
  it("chooses a name and a password under the registration's rules, and joins with the role", async () => {
    const { email, token } = await invited("join-new");
    const opened = await page(token);
    expect(opened).toContain(`You are invited as Support agent, with the address ${email}.`);
    expect(opened).toContain("Choose your name and a password");

    const weak = await joinAsNew(token, { nome: "A", password: "short" });
    expect(weak.status).toBe(400);
    const refused = visibleText(await weak.text());
    expect(refused).toContain("Name must be at least 2 characters");
    expect(refused).toContain("Password must be at least 8 characters");
    const mismatch = await joinAsNew(token, { confirmPassword: "Other#Pass1" });
    expect(mismatch.status).toBe(400);
    expect(visibleText(await mismatch.text())).toContain("Passwords do not match");
    expect(await staffRowOf(email), "nothing made before the form is right").toBeNull();

    const joined = await joinAsNew(token, { nome: "Ana Support" });
    expect(joined.status).toBe(200);
    expect(visibleText(await joined.text())).toContain("Your account is on the staff as Support agent.");
    const row = await staffRowOf(email);
    expect(row).toMatchObject({ is_admin: 1, staff_role: "support" });
    expect(row?.staff_since).toMatch(/^\d{4}-/);

    // Signed in, the support agent has support's pages and nothing more.
    const cookie = await signIn({ email, password });
    const admin = await fetchWorker("/admin", {}, { cookie });
    expect(admin.headers.get("Location")).toBe("/admin/orders");
    expect((await fetchWorker("/admin/settings", {}, { cookie })).status).toBe(403);
    expect((await fetchWorker("/admin/staff", {}, { cookie })).status).toBe(403);
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie });
    expect(await me.json()).toMatchObject({ user: { nome: "Ana Support" } });

    expect(await auditEntries("join_staff", "user", row?.id ?? 0)).toEqual([
      expect.objectContaining({
        actor_user_id: row?.id,
        before: null,
        after: expect.objectContaining({ isAdmin: true, staffRole: "support", newAccount: true }),
      }),
    ]);
  });

  it("works once: a second use, even at the same moment, joins nobody again", async () => {
    const { email, token } = await invited("join-once", "delivery");
    const [first, second] = await Promise.all([joinAsNew(token), joinAsNew(token, { nome: "Second Try" })]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    expect(visibleText(await loser.text())).toContain("This invitation was already used");
    const accounts = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first();
    expect(accounts).toMatchObject({ n: 1 });
    const again = await joinAsNew(token);
    expect(again.status).toBe(400);
    expect(await page(token)).toContain("This invitation was already used");
  });

  it("works for 72 hours and not after", async () => {
    const late = await invited("join-late");
    await expiresIn(late.id, -1_000);
    expect(await page(late.token)).toContain("This invitation has expired");
    const refused = await joinAsNew(late.token);
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("This invitation has expired");
    expect(await staffRowOf(late.email)).toBeNull();

    const inTime = await invited("join-in-time");
    await expiresIn(inTime.id, 60_000);
    expect((await joinAsNew(inTime.token)).status).toBe(200);
    expect(await staffRowOf(inTime.email)).toMatchObject({ staff_role: "support" });
  });

  it("says so for an altered or missing token", async () => {
    expect(await page("not-a-real-token")).toContain("This invitation link is incomplete");
    expect(visibleText(await (await fetchWorker("/staff-invitation", {}, { language: "en" })).text())).toContain(
      "This invitation link is incomplete",
    );
  });
});

describe("an address that already has a shopper account", () => {
  it("forgets the invitations to its address when the shopper deletes the account", async () => {
    const shopper = await createVerifiedAccount("join-deleted");
    const cookie = await signIn(shopper);
    await invited("join-deleted", "support", shopper.email);
    const id = (await staffRowOf(shopper.email))?.id;
    const deleted = await callApi("DELETE", `/api/users/${id}`, { password: shopper.password }, { cookie });
    expect(deleted.status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM staff_invitations WHERE email = ?")
      .bind(shopper.email)
      .first();
    expect(left).toMatchObject({ n: 0 });
  });

  it("asks for the account's own password; the role applies only then, and a wrong one grants nothing", async () => {
    const shopper = await createVerifiedAccount("join-shopper");
    const shopperCookie = await signIn(shopper);
    const { token } = await invited("join-shopper", "manager", shopper.email);
    const opened = await page(token);
    expect(opened).toContain("This address already has an account at the store. Type its password to accept");
    expect(opened).not.toContain("Your name");

    // Invited, not yet confirmed: still a shopper.
    expect(await staffRowOf(shopper.email)).toMatchObject({ is_admin: 0, staff_role: null });
    expect((await fetchWorker("/admin/games", {}, { cookie: shopperCookie })).headers.get("Location")).toBe("/");

    // A name and a new password (the new-account form) take nothing over: the password is asked.
    const takeover = await joinAsNew(token, { password: "Taken#Over1" });
    expect(takeover.status).toBe(400);
    expect(visibleText(await takeover.text())).toContain("The password is not right.");

    const wrong = await joinWithOwnPassword(token, "Wrong#Pass1");
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("The password is not right.");
    expect(await staffRowOf(shopper.email)).toMatchObject({ is_admin: 0, staff_role: null });
    expect((await fetchWorker("/admin/games", {}, { cookie: shopperCookie })).headers.get("Location")).toBe("/");
    expect(await page(token), "a wrong password leaves the link live").toContain("Type its password to accept");

    const accepted = await joinWithOwnPassword(token, shopper.password);
    expect(accepted.status).toBe(200);
    const row = await staffRowOf(shopper.email);
    expect(row).toMatchObject({ is_admin: 1, staff_role: "manager" });
    // The shopper's sessions ended: none opened as a shopper carries staff powers.
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: shopperCookie })).status).toBe(401);
    const cookie = await signIn(shopper);
    expect((await fetchWorker("/admin/games", {}, { cookie })).status).toBe(200);
    expect(await auditEntries("join_staff", "user", row?.id ?? 0)).toEqual([
      expect.objectContaining({
        actor_user_id: row?.id,
        before: { isAdmin: false, staffRole: null },
        after: expect.objectContaining({ isAdmin: true, staffRole: "manager", newAccount: false }),
      }),
    ]);
  });
});
