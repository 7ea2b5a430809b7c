// Staff management's API (issue 49): GET/POST /api/admin/staff, PATCH/DELETE /api/admin/staff/{id},
// DELETE /api/admin/staff/invitations/{id}. Owner only; input checked by the shared schemas (4xx with
// details); a role change or removal applies on the member's next request and chat frame; every
// change is audited with what it was before and after.
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES } from "../../../shared/codes";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { connect } from "../../../tests/workers/support/sockets";
import { auditEntries, invitationToken, invite, staffRowOf } from "../../../tests/workers/support/staff";
import {
  callApi,
  createVerifiedAccount,
  fetchWorker,
  linkInEmail,
  signIn,
  uniqueEmail,
} from "../../../tests/workers/support/store";
import { ACCESS_REVOKED } from "../../chat/chat-room";

const sessions = {} as Record<(typeof STAFF_ROLES)[number], string>;
let ownerId = 0;

beforeAll(async () => {
  await seedOnce();
  for (const role of STAFF_ROLES) {
    const member = await newAdmin(`api-${role}`, role);
    sessions[role] = await signIn(member);
    if (role === "owner") ownerId = (await staffRowOf(member.email))?.id ?? 0;
  }
}, 60_000);

interface StaffListBody {
  staff: Array<{ id: number; nome: string; email: string; role: string; staff_since: string | null }>;
  next: string | null;
  previous: string | null;
  invitations: Array<{ id: number; email: string; role: string; expires_at: string; invited_by: { nome: string } }>;
  invitations_total: number;
}

describe("only the owner manages the staff", () => {
  const calls = [
    ["GET", "/api/admin/staff", undefined],
    ["POST", "/api/admin/staff", { email: "someone@example.com", role: "owner" }],
    ["PATCH", "/api/admin/staff/1", { role: "owner" }],
    ["DELETE", "/api/admin/staff/1", undefined],
    ["DELETE", "/api/admin/staff/invitations/1", undefined],
  ] as const;

  for (const role of ["manager", "support", "delivery"] as const) {
    it(`refuses a ${role} every call (403) and changes nothing`, async () => {
      for (const [method, path, body] of calls) {
        const response = await callApi(method, path, body, { cookie: sessions[role] });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: "forbidden" });
      }
      const invited = await callApi("GET", "/api/admin/staff", undefined, { cookie: sessions.owner });
      const body = await invited.json<StaffListBody>();
      expect(body.invitations.map((invitation) => invitation.email)).not.toContain("someone@example.com");
    });
  }

  it("refuses a shopper (403) and a visitor (401)", async () => {
    const shopper = await signIn(await createVerifiedAccount("api-shopper"));
    expect((await callApi("GET", "/api/admin/staff", undefined, { cookie: shopper })).status).toBe(403);
    expect((await callApi("GET", "/api/admin/staff")).status).toBe(401);
  });
});

describe("the staff list", () => {
  it("gives each member's name, email, role and since when, and the pending invitations with their expiry", async () => {
    const email = uniqueEmail("api-pending");
    expect((await invite(sessions.owner, email, "delivery")).status).toBe(201);
    const response = await callApi("GET", "/api/admin/staff", undefined, { cookie: sessions.owner });
    expect(response.status).toBe(200);
    const body = await response.json<StaffListBody>();
    expect(body.staff.length).toBeGreaterThanOrEqual(5);
    expect(body.staff[0]).toMatchObject({ role: "owner" });
    // Owners first, then managers, support and delivery agents.
    const ranks = body.staff.map((member) => STAFF_ROLES.indexOf(member.role as (typeof STAFF_ROLES)[number]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The demo owner was seeded with the day it joined.
    expect(body.staff.find((member) => member.email === "admin@gamerstore.example")?.staff_since).toMatch(/^\d{4}-/);
    const pending = body.invitations.find((invitation) => invitation.email === email);
    expect(pending).toMatchObject({ role: "delivery", invited_by: { nome: "Test Shopper" } });
    const hoursLeft = (Date.parse(pending?.expires_at ?? "") - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);
    // One page of staff: no page on either side.
    expect(body).toMatchObject({ next: null, previous: null, invitations_total: body.invitations.length });
  });

  it("is paged by key: a cursor that is not the list's own gives the first page", async () => {
    const first = await (
      await callApi("GET", "/api/admin/staff", undefined, { cookie: sessions.owner })
    ).json<StaffListBody>();
    for (const cursor of ["abc", "%20", "W10", "WzEsMiwzLDQsNSw2LDdd"]) {
      const response = await callApi("GET", `/api/admin/staff?after=${cursor}`, undefined, { cookie: sessions.owner });
      expect(response.status, cursor).toBe(200);
      const body = await response.json<StaffListBody>();
      expect(
        body.staff.map((member) => member.id),
        cursor,
      ).toEqual(first.staff.map((member) => member.id));
    }
  });
});

describe("inviting", () => {
  it("refuses what breaks the rules with 400 and a message per field", async () => {
    const empty = await invite(sessions.owner, "", "");
    expect(empty.status).toBe(400);
    const body = await empty.json<{ error: string; details: Array<{ field: string; message: string }> }>();
    expect(body.error).toBe("validation_error");
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: "email", message: "Enter the email to invite" },
        { field: "role", message: "Choose one of the roles" },
      ]),
    );
    const wrong = await invite(sessions.owner, "not-an-email", "king");
    expect((await wrong.json<typeof body>()).details.map((detail) => detail.field).sort()).toEqual(["email", "role"]);
  });

  it("refuses an address that is already on the staff (409)", async () => {
    const member = await newAdmin("api-already", "support");
    const response = await invite(sessions.owner, member.email, "manager");
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "already_staff", details: [{ field: "email" }] });
  });

  it("emails a link on the store's configured address, whatever Host the request named, and audits it", async () => {
    const email = uniqueEmail("api-invited");
    const response = await callApi(
      "POST",
      "/api/admin/staff",
      { email: email.toUpperCase(), role: "support" },
      // The store answering on another host name: the link still points at the configured one.
      { cookie: sessions.owner, origin: "http://evil.example", headers: { "X-Forwarded-Host": "evil.example" } },
    );
    expect(response.status).toBe(201);
    const body = await response.json<{ id: number; email: string; role: string; existing_account: boolean }>();
    expect(body).toMatchObject({ email, role: "support", existing_account: false });
    const link = await linkInEmail(email, "/staff-invitation");
    expect(link.origin).toBe("http://store.test");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    const [entry] = await auditEntries("invite_staff", "staff_invitation", body.id);
    expect(entry).toMatchObject({
      actor_user_id: ownerId,
      before: null,
      after: { email, role: "support", existingAccount: false },
    });
  });

  it("makes an earlier invitation of the same address stop working; cancelling stops the newest", async () => {
    const email = uniqueEmail("api-twice");
    await invite(sessions.owner, email, "support");
    const first = await invitationToken(email);
    const again = await invite(sessions.owner, email, "manager");
    const { id } = await again.json<{ id: number }>();
    const second = await invitationToken(email, 2);
    expect(second).not.toBe(first);
    const opened = async (token: string) =>
      (await fetchWorker(`/staff-invitation?token=${token}`, {}, { language: "en" })).text();
    expect(await opened(first)).toContain("This invitation was already used");
    expect(await opened(second)).toContain("You are invited as Manager");

    const cancelled = await callApi("DELETE", `/api/admin/staff/invitations/${id}`, undefined, {
      cookie: sessions.owner,
    });
    expect(cancelled.status).toBe(204);
    expect(await opened(second)).toContain("This invitation was already used");
    const twice = await callApi("DELETE", `/api/admin/staff/invitations/${id}`, undefined, { cookie: sessions.owner });
    expect(twice.status).toBe(409);
    const [entry] = await auditEntries("cancel_invitation", "staff_invitation", id);
    expect(entry).toMatchObject({
      before: { email, role: "manager", usedAt: null },
      after: { usedAt: expect.any(String) },
    });
    expect(await auditEntries("cancel_invitation", "staff_invitation", id)).toHaveLength(1);
  });
});

describe("changing a role", () => {
  it("refuses a role that is none (400 with details) and an account that is not staff (404)", async () => {
    const member = await newAdmin("api-badrole", "support");
    const id = (await staffRowOf(member.email))?.id;
    const bad = await callApi("PATCH", `/api/admin/staff/${id}`, { role: "admin" }, { cookie: sessions.owner });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ details: [{ field: "role", message: "Choose one of the roles" }] });
    const shopper = await createVerifiedAccount("api-notstaff");
    const shopperId = (await staffRowOf(shopper.email))?.id;
    const notStaff = await callApi(
      "PATCH",
      `/api/admin/staff/${shopperId}`,
      { role: "owner" },
      { cookie: sessions.owner },
    );
    expect(notStaff.status).toBe(404);
    expect((await staffRowOf(shopper.email))?.staff_role).toBeNull();
    const badId = await callApi("PATCH", "/api/admin/staff/abc", { role: "owner" }, { cookie: sessions.owner });
    expect(badId.status).toBe(400);
  });

  it("applies on the member's next request, and is audited before and after", async () => {
    const member = await newAdmin("api-promote", "support");
    const cookie = await signIn(member);
    const id = (await staffRowOf(member.email))?.id ?? 0;
    expect((await fetchWorker("/admin/games", {}, { cookie })).status).toBe(403);
    const changed = await callApi("PATCH", `/api/admin/staff/${id}`, { role: "manager" }, { cookie: sessions.owner });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id, email: member.email, role: "manager" });
    expect((await fetchWorker("/admin/games", {}, { cookie })).status).toBe(200);
    expect(await auditEntries("change_role", "user", id)).toEqual([
      expect.objectContaining({
        actor_user_id: ownerId,
        before: { staffRole: "support" },
        after: { staffRole: "manager" },
      }),
    ]);
  });
});

describe("removing", () => {
  it("makes the member a shopper, ends their sessions and closes their support socket at its next frame", async () => {
    const victim = await newPaidOrder("api-remove-chat");
    const opened = await callApi("POST", "/api/chat/conversations", undefined, { cookie: victim.cookie });
    const conversationId = (await opened.json<{ id: number }>()).id;
    const agent = await newAdmin("api-removed", "support");
    const cookie = await signIn(agent);
    const id = (await staffRowOf(agent.email))?.id ?? 0;
    const socket = await connect(conversationId, cookie);

    const removed = await callApi("DELETE", `/api/admin/staff/${id}`, undefined, { cookie: sessions.owner });
    expect(removed.status).toBe(204);
    socket.send({ type: "message", content: "After the removal", clientId: "removed-1" });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 2_000));
    expect(await Promise.race([socket.closed, stillOpen])).toMatchObject({ code: ACCESS_REVOKED });
    const stored = await callApi("GET", `/api/chat/conversations/${conversationId}/messages`, undefined, {
      cookie: victim.cookie,
    });
    expect((await stored.json<Array<{ content: string }>>()).map((message) => message.content)).not.toContain(
      "After the removal",
    );

    expect(await staffRowOf(agent.email)).toMatchObject({ is_admin: 0, staff_role: null, staff_since: null });
    // Signed out everywhere; signing in again, a shopper.
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
    const again = await signIn(agent);
    expect((await fetchWorker("/admin/orders", {}, { cookie: again })).headers.get("Location")).toBe("/");
    expect(await auditEntries("remove_staff", "user", id)).toEqual([
      expect.objectContaining({
        actor_user_id: ownerId,
        before: expect.objectContaining({ isAdmin: true, staffRole: "support" }),
        after: { isAdmin: false, staffRole: null, sessionsEnded: true },
      }),
    ]);
    // Gone from the staff: a second removal finds nobody to remove.
    expect((await callApi("DELETE", `/api/admin/staff/${id}`, undefined, { cookie: sessions.owner })).status).toBe(404);
  });
});
