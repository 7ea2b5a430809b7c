// Staff roles (issue 49): every role against every admin route, both ways, generated from the app's
// own route table (the Remix build's manifest and the Hono app's routes). What each role may do is
// the permission table (workers/accounts/staff-powers.ts) and the path each route needs
// (workers/admin/page-permissions.ts); an admin route the path table does not name fails here.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, type StaffRole } from "../../../shared/codes";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { fillPattern, type RouteUnderTest, routeTable } from "../../../tests/workers/support/route-table";
import { connect } from "../../../tests/workers/support/sockets";
import {
  type CallOptions,
  callApi,
  createVerifiedAccount,
  fetchWorker,
  postForm,
  signIn,
} from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { firstAdminPageOf, permissionOfAdminPath } from "../../admin/page-permissions";
import { ACCESS_REVOKED } from "../../chat/chat-room";
import { ROLE_PERMISSIONS, type StaffPower } from "../staff-powers";

const sessions = {} as Record<StaffRole, string>;
const victim = { userId: 0, orderId: 0, conversationId: 0, cookie: "" };

const isAdminArea = (route: RouteUnderTest) => /^\/(api\/)?admin(\/|$)/.test(route.pattern);
const keyOf = (route: RouteUnderTest) => `${route.method} ${route.pattern}`;
const mayUse = (role: StaffRole, power: StaffPower) => ROLE_PERMISSIONS[role].has(power);

async function idOf(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>();
  return row?.id ?? 0;
}

async function setRole(email: string, role: StaffRole | null) {
  await env.DB.prepare("UPDATE users SET staff_role = ? WHERE email = ?").bind(role, email).run();
}

beforeAll(async () => {
  await seedOnce();
  const order = await newPaidOrder("roles-victim");
  victim.cookie = order.cookie;
  victim.orderId = order.orderId;
  const me = await callApi("GET", "/api/auth/me", undefined, { cookie: order.cookie });
  victim.userId = (await me.json<{ user: { id: number } }>()).user.id;
  const opened = await callApi("POST", "/api/chat/conversations", undefined, { cookie: order.cookie });
  victim.conversationId = (await opened.json<{ id: number }>()).id;
  // Development without "admin area requires passkeys": a password session holds its role's powers.
  for (const role of STAFF_ROLES) sessions[role] = await signIn(await newAdmin(`role-${role}`, role));
}, 60_000);

async function answer(route: RouteUnderTest, options: CallOptions): Promise<Response> {
  const path = fillPattern(route.pattern, []) + (route.index ? "?index" : "");
  if (route.method === "GET") return fetchWorker(path, {}, options);
  if (route.kind === "page") return postForm(path, {}, options);
  return callApi(route.method, path, {}, options);
}

describe("every role against every admin route", () => {
  const adminRoutes = () => routeTable().filter(isAdminArea);

  it("names the permission of every admin route", () => {
    expect(adminRoutes().length).toBeGreaterThan(20);
    const unnamed = adminRoutes()
      .filter((route) => permissionOfAdminPath(fillPattern(route.pattern, [])) === null)
      .map(keyOf);
    expect(unnamed, "say in workers/admin/page-permissions.ts which permission each admin route needs").toEqual([]);
  });

  for (const role of STAFF_ROLES) {
    it(`lets a ${role} open exactly the admin pages and calls the table gives the role`, async () => {
      for (const route of adminRoutes()) {
        const needed = permissionOfAdminPath(fillPattern(route.pattern, [])) as StaffPower;
        const label = `${keyOf(route)} as ${role} (needs ${needed})`;
        const response = await answer(route, { cookie: sessions[role] });
        await response.body?.cancel();
        if (!mayUse(role, needed)) {
          // Refused before any work: a 403, or from /admin itself to the first page the role has.
          const first = firstAdminPageOf({ adminAccess: "allowed", staffRole: role });
          if (needed === "dashboard" && route.method === "GET" && first) {
            expect(response.status, label).toBe(302);
            expect(response.headers.get("Location"), label).toBe(first);
          } else {
            expect(response.status, label).toBe(403);
          }
          continue;
        }
        // Allowed: the page or call answers for itself (a POST of an empty form is the form's own 400).
        expect(response.status, label).not.toBe(403);
        if (route.method === "GET") expect(response.status, label).toBeLessThan(400);
      }
    });
  }

  it("sends a support agent from /admin to the orders, and tells a delivery agent the page is not part of the role", async () => {
    const support = await fetchWorker("/admin", {}, { cookie: sessions.support });
    expect(support.status).toBe(302);
    expect(support.headers.get("Location")).toBe("/admin/orders");
    // Its navigation shows only the pages the role includes.
    const orders = await (await fetchWorker("/admin/orders", {}, { cookie: sessions.support })).text();
    const nav = /<nav class="admin__nav"[\s\S]*?<\/nav>/.exec(orders)?.[0] ?? "";
    for (const page of ["/admin/orders", "/admin/users", "/admin/messages"]) expect(nav).toContain(`href="${page}"`);
    for (const page of ["/admin/settings", "/admin/games", "/admin/codes", '/admin"']) {
      expect(nav).not.toContain(`href="${page}`);
    }
    const delivery = await fetchWorker("/admin/orders", {}, { cookie: sessions.delivery, language: "en" });
    expect(delivery.status).toBe(403);
    expect(await delivery.text()).toContain("Your staff role does not include this page.");
    const api = await callApi("GET", "/api/admin/codes", undefined, { cookie: sessions.support, language: "pt" });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: "forbidden" });
  });
});

describe("each role's powers over a shopper's things outside the admin area", () => {
  const calls: Array<{ power: StaffPower; path: () => string; granted: number; refused: number }> = [
    { power: "orders", path: () => `/api/orders/${victim.orderId}`, granted: 200, refused: 404 },
    { power: "users", path: () => `/api/users/${victim.userId}`, granted: 200, refused: 403 },
    {
      power: "support_chat",
      path: () => `/api/chat/conversations/${victim.conversationId}/messages`,
      granted: 200,
      refused: 404,
    },
  ];
  for (const role of STAFF_ROLES) {
    it(`gives a ${role} what the table says and nothing more`, async () => {
      for (const call of calls) {
        const response = await callApi("GET", call.path(), undefined, { cookie: sessions[role] });
        await response.body?.cancel();
        expect(response.status, `${call.path()} as ${role}`).toBe(
          mayUse(role, call.power) ? call.granted : call.refused,
        );
      }
    });
  }
});

describe("money on the admin order page", () => {
  it("shows a support agent the refund form within the limit but refuses the payment decisions they post; a manager gets both", async () => {
    const page = `/admin/orders/${victim.orderId}`;
    const asSupport = await fetchWorker(page, {}, { cookie: sessions.support, language: "en" });
    expect(asSupport.status).toBe(200);
    const supportHtml = await asSupport.text();
    // Refunds up to the owner's limit (workers/admin/tests/support-refund-limit.test.ts), nothing else.
    expect(supportHtml).toContain('name="intent" value="refund"');
    expect(visibleText(supportHtml)).toContain("You may refund up to");
    expect(visibleText(supportHtml)).toContain(
      "Larger refunds and payment decisions are made by a manager or the owner.",
    );
    const asManager = await fetchWorker(page, {}, { cookie: sessions.manager });
    const managerHtml = await asManager.text();
    expect(managerHtml).toContain('name="intent" value="refund"');
    expect(visibleText(managerHtml)).not.toContain("You may refund up to");

    for (const intent of ["approveCancel", "accept"]) {
      const refused = await postForm(
        page,
        { intent, amount: "1.00", key: `support-${intent}` },
        {
          cookie: sessions.support,
        },
      );
      expect(refused.status, intent).toBe(403);
      await refused.body?.cancel();
    }
    const refusedToDelivery = await postForm(page, { intent: "refund", amount: "1.00" }, { cookie: sessions.delivery });
    await refusedToDelivery.body?.cancel();
    expect(refusedToDelivery.status).toBe(403);
    const record = await callApi("GET", `/api/orders/${victim.orderId}`, undefined, { cookie: victim.cookie });
    expect(await record.json(), "nothing was refunded").toMatchObject({ status: "processando" });
  });
});

describe("the staff's own standing", () => {
  it("is the owner's: a manager may disable a shopper but neither invite, change nor remove staff, nor disable or reset a staff account", async () => {
    const shopper = await createVerifiedAccount("roles-shopper");
    const staff = await newAdmin("roles-staff", "support");
    const shopperId = await idOf(shopper.email);
    const staffId = await idOf(staff.email);
    const asManager = { cookie: sessions.manager };
    for (const [path, fields] of [
      ["/admin/staff", { intent: "invite", email: shopper.email, role: "owner" }],
      ["/admin/staff", { intent: "role", id: String(staffId), role: "owner" }],
      ["/admin/staff", { intent: "remove", id: String(staffId), confirmed: "yes" }],
      [`/admin/users/${staffId}`, { intent: "disable" }],
      [`/admin/users/${staffId}`, { intent: "reset-2fa", identityChecked: "yes" }],
    ] as const) {
      const refused = await postForm(path, fields, asManager);
      await refused.body?.cancel();
      expect(refused.status, `${fields.intent} as a manager`).toBe(403);
    }
    const disabled = await postForm(`/admin/users/${shopperId}`, { intent: "disable" }, asManager);
    await disabled.body?.cancel();
    expect(disabled.status).toBe(200);
    const rows = await env.DB.prepare("SELECT id, is_admin, staff_role, disabled_at FROM users WHERE id IN (?, ?)")
      .bind(shopperId, staffId)
      .all<{ id: number; is_admin: number; staff_role: string | null; disabled_at: string | null }>();
    const byId = new Map(rows.results.map((row) => [row.id, row]));
    expect(byId.get(shopperId)).toMatchObject({ is_admin: 0, staff_role: null });
    expect(byId.get(shopperId)?.disabled_at).not.toBeNull();
    expect(byId.get(staffId)).toMatchObject({ is_admin: 1, staff_role: "support", disabled_at: null });
    const invitations = await env.DB.prepare("SELECT count(*) AS n FROM staff_invitations WHERE email = ?")
      .bind(shopper.email)
      .first<{ n: number }>();
    expect(invitations?.n, "the manager invited nobody").toBe(0);

    // The owner makes staff the one way there is: an invitation, which the person accepts.
    const other = await createVerifiedAccount("roles-invited");
    const invited = await postForm(
      "/admin/staff",
      { intent: "invite", email: other.email, role: "owner" },
      {
        cookie: sessions.owner,
      },
    );
    await invited.body?.cancel();
    expect(invited.status).toBe(200);
    const pending = await env.DB.prepare("SELECT role FROM staff_invitations WHERE email = ? AND used_at IS NULL")
      .bind(other.email)
      .first();
    expect(pending).toMatchObject({ role: "owner" });
  });
});

describe("a role change", () => {
  it("takes effect on the next request", async () => {
    const manager = await newAdmin("role-change", "manager");
    const cookie = await signIn(manager);
    expect((await fetchWorker("/admin/games", {}, { cookie })).status).toBe(200);
    await setRole(manager.email, "delivery");
    expect((await fetchWorker("/admin/games", {}, { cookie })).status).toBe(403);
    // A staff account with no role is a shopper: no staff power, not even the admin area's shell.
    await setRole(manager.email, null);
    const asShopper = await fetchWorker("/admin/games", {}, { cookie });
    expect(asShopper.status).toBe(302);
    expect(asShopper.headers.get("Location")).toBe("/");
    const order = await callApi("GET", `/api/orders/${victim.orderId}`, undefined, { cookie });
    expect(order.status).toBe(404);
  });

  it("closes a support socket at its next frame once its role no longer answers chats", async () => {
    const agent = await newAdmin("role-socket", "support");
    const cookie = await signIn(agent);
    const socket = await connect(victim.conversationId, cookie);
    await setRole(agent.email, "delivery");
    socket.send({ type: "message", content: "After the change", clientId: "role-1" });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 2_000));
    expect(await Promise.race([socket.closed, stillOpen])).toMatchObject({ code: ACCESS_REVOKED });
    const stored = await callApi("GET", `/api/chat/conversations/${victim.conversationId}/messages`, undefined, {
      cookie: victim.cookie,
    });
    const contents = (await stored.json<Array<{ content: string }>>()).map((message) => message.content);
    expect(contents).not.toContain("After the change");
  });
});
