// Accounts as an admin manages them: search, disabling (the person's sessions end at once and sign-in
// is refused), and the way to the staff page, the one place that makes staff (workers/staff).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { users } from "../../db/schema";
import demoAccounts from "../../db/seed/demo-accounts.json";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

async function userId(email: string): Promise<number> {
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

describe("admin users", () => {
  it("are found by name or email", async () => {
    const { account } = await shopperSession("findme");
    const page = visibleText(
      await (await fetchWorker(`/admin/users?search=${encodeURIComponent("findme.")}`, {}, { cookie: admin })).text(),
    );
    expect(page).toContain(account.email);
    expect(page).not.toContain(demoAccounts.admin.email);
  });

  it("a deleted account's row still has a link that says what it is (its name is blanked on deletion)", async () => {
    const { account } = await shopperSession("deleted-row");
    const id = await userId(account.email);
    // What deleting an account does to its name (workers/privacy/delete-account.ts).
    await db.update(users).set({ name: "" }).where(eq(users.id, id));
    const html = await (
      await fetchWorker(`/admin/users?search=${encodeURIComponent(account.email)}`, {}, { cookie: admin })
    ).text();
    expect(html).toMatch(new RegExp(`<a[^>]*href="/admin/users/${id}"[^>]*>Deleted account</a>`));
  });

  it("disabling ends the person's sessions at once and refuses sign-in; enabling lets them back", async () => {
    const { account, cookie } = await shopperSession("disable");
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(200);
    const id = await userId(account.email);
    const response = await postForm(`/admin/users/${id}`, { intent: "disable" }, { cookie: admin });
    expect(response.status).toBe(200);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
    const login = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(login.status).toBeGreaterThanOrEqual(400);
    await postForm(`/admin/users/${id}`, { intent: "enable" }, { cookie: admin });
    const again = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(again.status).toBe(200);
  });

  it("makes nobody staff here: a shopper's page links to the staff page's invitation, a member's to their role there", async () => {
    const { account } = await shopperSession("promoted");
    const id = await userId(account.email);
    const page = await (await fetchWorker(`/admin/users/${id}`, {}, { cookie: admin })).text();
    expect(page).toContain(`href="/admin/staff?${new URLSearchParams({ email: account.email })}"`);
    expect(page).not.toContain('value="grant-admin"');
    // The old toggle is gone: its intent is no form of this page.
    const refused = await postForm(`/admin/users/${id}`, { intent: "grant-admin" }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect((await db.query.users.findFirst({ where: eq(users.id, id) }))?.isAdmin).toBe(false);

    const adminId = await userId(demoAccounts.admin.email);
    const own = visibleText(await (await fetchWorker(`/admin/users/${adminId}`, {}, { cookie: admin })).text());
    expect(own).toContain("Owner");
    expect(own).toContain("Change it on the staff page");
    const list = visibleText(
      await (
        await fetchWorker(`/admin/users?search=${encodeURIComponent(demoAccounts.admin.email)}`, {}, { cookie: admin })
      ).text(),
    );
    expect(list).toContain("Owner");
  });
});
