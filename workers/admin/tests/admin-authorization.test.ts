// The authorization matrix of the admin area: every admin page and every admin action, for a
// visitor (sent to sign in), a signed-in shopper (sent home) and the admin (let in).

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { storeActing } from "../../../tests/workers/support/worker";
import { orders, promoCodes, staffInvitations, users } from "../../db/schema";
import { createCode } from "../../promotions/codes";

let admin = "";
let shopper = "";
let pages: string[] = [];
let orderIdUnderTest = 0;
let codeIdUnderTest = 0;
/** Each action with a body that would change something if it were let through. */
let actions: Array<{ path: string; fields: Record<string, string> }> = [];

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const session = await shopperSession("matrix");
  shopper = session.cookie;
  const shopperId = (await db.query.users.findFirst({ where: eq(users.email, session.account.email) }))?.id ?? 0;
  const game = await gameNamed("Tibia");
  const item = await itemOf(game.id);
  const orderId = await paidOrder(shopper, item, {
    server: game.servers[0] ?? null,
    platform: game.platforms[0] ?? null,
  });
  pages = [
    "/admin",
    "/admin/products",
    "/admin/games",
    "/admin/games/new",
    `/admin/games/${game.id}`,
    "/admin/coins",
    "/admin/coins/new",
    "/admin/items",
    "/admin/items/new",
    `/admin/items/${item.id}`,
    "/admin/orders",
    `/admin/orders/${orderId}`,
    "/admin/users",
    `/admin/users/${shopperId}`,
    "/admin/staff",
    "/admin/settings",
    "/admin/codes",
    "/admin/codes/new",
    "/admin/reviews",
  ];
  orderIdUnderTest = orderId;
  codeIdUnderTest = (
    await createCode(storeActing, { code: `MATRIX${Date.now().toString(36)}`, kind: "percent", percent: 10 })
  ).id;
  pages.push(`/admin/codes/${codeIdUnderTest}`);
  actions = [
    { path: "/admin/games/new", fields: { name: "Sneaky" } },
    { path: `/admin/games/${game.id}`, fields: { intent: "remove" } },
    { path: "/admin/coins/new", fields: { coinName: "Sneaky" } },
    { path: `/admin/items/${item.id}`, fields: { intent: "remove" } },
    { path: `/admin/orders/${orderId}`, fields: { intent: "status", to: "concluído", confirmed: "yes" } },
    { path: `/admin/orders/${orderId}`, fields: { intent: "refund", confirmed: "yes" } },
    { path: "/admin/staff", fields: { intent: "invite", email: "sneaky@example.com", role: "owner" } },
    { path: "/admin/settings", fields: { contactEmail: "attacker@example.com" } },
    { path: "/admin/codes/new", fields: { code: "SNEAKY100", kind: "percent", percent: "99" } },
    { path: "/admin/codes?index", fields: { id: String(codeIdUnderTest), active: "false" } },
    { path: `/admin/codes/${codeIdUnderTest}`, fields: { id: String(codeIdUnderTest), active: "false" } },
    { path: "/admin/reviews", fields: { intent: "answer", review_id: "1", reply: "Sneaky" } },
  ];
  expect(item.id).toBeGreaterThan(0);
});

function location(response: Response): string {
  return response.headers.get("Location") ?? "";
}

describe("admin pages", () => {
  it("send a visitor to sign in and back", async () => {
    for (const path of pages) {
      const response = await fetchWorker(path);
      expect(response.status, path).toBe(302);
      expect(location(response), path).toBe(`/login?${new URLSearchParams({ redirectTo: path })}`);
    }
  });

  it("send a signed-in shopper home", async () => {
    for (const path of pages) {
      const response = await fetchWorker(path, {}, { cookie: shopper });
      expect(response.status, path).toBe(302);
      expect(location(response), path).toBe("/");
    }
  });

  it("never hand admin data to a shopper's data request", async () => {
    const response = await fetchWorker("/admin.data?_routes=routes%2Fadmin._index", {}, { cookie: shopper });
    const body = await response.text();
    expect(body).not.toContain("revenue");
    expect(body).not.toContain("admin@gamerstore.example");
  });

  it("open for the admin", async () => {
    for (const path of pages) {
      const response = await fetchWorker(path, {}, { cookie: admin });
      if (path === "/admin/products") {
        expect(location(response)).toBe("/admin/items");
        continue;
      }
      expect(response.status, path).toBe(200);
    }
  });
});

describe("admin actions", () => {
  it("refuse a visitor and a shopper, and change nothing", async () => {
    for (const { path, fields } of actions) {
      const visitor = await postForm(path, fields);
      expect(visitor.status, path).toBe(302);
      expect(location(visitor), path).toMatch(/^\/login\?redirectTo=/);
      const asShopper = await postForm(path, fields, { cookie: shopper });
      expect(asShopper.status, path).toBe(302);
      expect(location(asShopper), path).toBe("/");
    }
    // The order the actions aimed at is still paid and waiting.
    expect((await db.query.orders.findFirst({ where: eq(orders.id, orderIdUnderTest) }))?.status).toBe("processando");
    // Nobody was invited to the staff.
    expect(
      await db.query.staffInvitations.findFirst({ where: eq(staffInvitations.email, "sneaky@example.com") }),
    ).toBeUndefined();
    // No code was made, and the code stays active.
    expect(await db.query.promoCodes.findFirst({ where: eq(promoCodes.code, "SNEAKY100") })).toBeUndefined();
    expect((await db.query.promoCodes.findFirst({ where: eq(promoCodes.id, codeIdUnderTest) }))?.active).toBe(true);
  });
});
