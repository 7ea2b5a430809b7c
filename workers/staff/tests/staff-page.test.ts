// The owner's staff page (/admin/staff): the list with each member's role and since when, the
// pending invitations, inviting (with the form's messages), changing a role, and removing once
// confirmed. Every other role is refused the page and its forms.
import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { auditEntries, staffRowOf } from "../../../tests/workers/support/staff";
import { fetchWorker, linkInEmail, postForm, signIn, uniqueEmail } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";

let owner = "";

beforeAll(async () => {
  await seedOnce();
  owner = await signIn(await newAdmin("page-owner"));
});

const staffPage = async (cookie = owner, language: "en" | "pt" = "en") => {
  const response = await fetchWorker("/admin/staff", {}, { cookie, language });
  expect(response.status).toBe(200);
  return response.text();
};

describe("the staff page", () => {
  it("lists the staff with their roles in words and the pending invitations, and is in the owner's navigation", async () => {
    const member = await newAdmin("page-listed", "delivery");
    const email = uniqueEmail("page-pending");
    await postForm("/admin/staff", { intent: "invite", email, role: "manager" }, { cookie: owner });
    const html = await staffPage();
    const text = visibleText(html);
    expect(text).toContain(member.email);
    expect(text).toContain("Delivery agent");
    expect(text).toContain("Pending invitations");
    expect(text).toContain(email);
    expect(html).toMatch(/<nav class="admin__nav"[\s\S]*?href="\/admin\/staff"[\s\S]*?<\/nav>/);
    // The roles' permissions, in words, beside the forms that give them.
    expect(text).toContain("The delivery desk only");
    expect(visibleText(await staffPage(owner, "pt"))).toContain("Entregador");
  });

  it("is refused to every other role (403), and its forms too", async () => {
    for (const role of ["manager", "support", "delivery"] as const) {
      const cookie = await signIn(await newAdmin(`page-${role}`, role));
      const page = await fetchWorker("/admin/staff", {}, { cookie });
      await page.body?.cancel();
      expect(page.status, role).toBe(403);
      const email = uniqueEmail(`page-by-${role}`);
      const posted = await postForm("/admin/staff", { intent: "invite", email, role: "owner" }, { cookie });
      await posted.body?.cancel();
      expect(posted.status, role).toBe(403);
    }
    // Nor is it in their navigation.
    const manager = await signIn(await newAdmin("page-nav-manager", "manager"));
    const orders = await (await fetchWorker("/admin/orders", {}, { cookie: manager })).text();
    expect(/<nav class="admin__nav"[\s\S]*?<\/nav>/.exec(orders)?.[0]).not.toContain('href="/admin/staff"');
  });

  it("shows the invite form's messages by its fields, keeping what was typed", async () => {
    const refused = await postForm("/admin/staff", { intent: "invite", email: "ana@", role: "" }, { cookie: owner });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(visibleText(html)).toContain("Enter a valid email");
    expect(visibleText(html)).toContain("Choose one of the roles");
    expect(html).toMatch(/name="email"[^>]*value="ana@"|value="ana@"[^>]*name="email"/);
  });

  it("invites, and says so", async () => {
    const email = uniqueEmail("page-invited");
    const sent = await postForm("/admin/staff", { intent: "invite", email, role: "support" }, { cookie: owner });
    expect(sent.status).toBe(200);
    expect(visibleText(await sent.text())).toContain(`Invitation sent to ${email}.`);
    expect((await linkInEmail(email, "/staff-invitation")).origin).toBe("http://store.test");
  });

  it("changes a role, and removes only once confirmed", async () => {
    const member = await newAdmin("page-member", "support");
    const id = String((await staffRowOf(member.email))?.id);
    const changed = await postForm("/admin/staff", { intent: "role", id, role: "manager" }, { cookie: owner });
    expect(visibleText(await changed.text())).toContain("Test Shopper's role is changed.");
    expect((await staffRowOf(member.email))?.staff_role).toBe("manager");

    const asked = await postForm("/admin/staff", { intent: "remove", id }, { cookie: owner });
    const question = visibleText(await asked.text());
    expect(question).toContain("Remove Test Shopper from the staff?");
    expect((await staffRowOf(member.email))?.staff_role, "nothing happens before the confirmation").toBe("manager");
    const removed = await postForm("/admin/staff", { intent: "remove", id, confirmed: "yes" }, { cookie: owner });
    expect(visibleText(await removed.text())).toContain("Removed from the staff");
    expect(await staffRowOf(member.email)).toMatchObject({ is_admin: 0, staff_role: null });
    expect(await auditEntries("remove_staff", "user", id)).toHaveLength(1);
  });

  it("cancels a pending invitation", async () => {
    const email = uniqueEmail("page-cancel");
    await postForm("/admin/staff", { intent: "invite", email, role: "delivery" }, { cookie: owner });
    const html = await staffPage();
    const id = new RegExp(`${email.replace(/[.+]/g, "\\$&")}[\\s\\S]*?name="id" value="(\\d+)"`).exec(html)?.[1];
    expect(id).toBeDefined();
    const cancelled = await postForm("/admin/staff", { intent: "cancel", id: id ?? "" }, { cookie: owner });
    expect(visibleText(await cancelled.text())).toContain("Invitation cancelled");
    expect(visibleText(await staffPage())).not.toContain(email);
  });
});
