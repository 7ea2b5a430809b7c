// Who holds a desk order (issue 49): many agents claiming one order at once get exactly one claim;
// only the holder (or a manager) releases it; a manager assigns it, only to staff whose role works
// the desk; each role may use exactly the calls its permissions give; each change is audited once.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../../../tests/workers/support/store";
import { permissionOfAdminPath } from "../../admin/page-permissions";
import { desk, deskAudit, paidOrderOf, type Staff, staffMember } from "./desk-fixtures";

const AGENTS = 8;
const agents: Staff[] = [];
let manager: Staff;
let owner: Staff;
let support: Staff;

async function holderOf(orderId: number): Promise<number | null> {
  const row = await env.DB.prepare("SELECT assigned_staff_id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ assigned_staff_id: number | null }>();
  return row?.assigned_staff_id ?? null;
}

beforeAll(async () => {
  for (let index = 0; index < AGENTS; index += 1) agents.push(await staffMember(`claim-agent-${index}`, "delivery"));
  manager = await staffMember("claim-manager", "manager");
  owner = await staffMember("claim-owner", "owner");
  support = await staffMember("claim-support", "support");
}, 90_000);

describe("claiming", () => {
  it("gives one order to exactly one of many agents claiming it at once, and audits that claim only", async () => {
    const { orderId } = await paidOrderOf("claim-race");
    const answers = await Promise.all(agents.map((agent) => desk(agent, "POST", `/api/admin/orders/${orderId}/claim`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(AGENTS - 1);
    const winnerIndex = statuses.indexOf(200);
    const winner = agents[winnerIndex] as Staff;
    for (const [index, answer] of answers.entries()) {
      const body = await answer.json<{ error?: string; assigned_to?: { id: number } }>();
      if (index === winnerIndex) expect(body.assigned_to?.id).toBe(winner.id);
      else expect(body.error).toBe("already_claimed");
    }
    expect(await holderOf(orderId)).toBe(winner.id);
    expect(await deskAudit(orderId)).toEqual([
      {
        actor: winner.id,
        action: "claim",
        before: { assigned_staff_id: null },
        after: { assigned_staff_id: winner.id },
      },
    ]);
    // The holder pressing again changes nothing and is told it is theirs.
    const again = await desk(winner, "POST", `/api/admin/orders/${orderId}/claim`);
    expect(again.status).toBe(200);
    expect(await deskAudit(orderId)).toHaveLength(1);
  });

  it("refuses an order that is not waiting for delivery, and one that does not exist", async () => {
    const { orderId } = await paidOrderOf("claim-delivered");
    await env.DB.prepare("UPDATE orders SET status = 'concluído' WHERE id = ?").bind(orderId).run();
    const agent = agents[0] as Staff;
    const delivered = await desk(agent, "POST", `/api/admin/orders/${orderId}/claim`);
    expect(delivered.status).toBe(409);
    expect(await delivered.json()).toMatchObject({ error: "not_on_desk" });
    expect((await desk(agent, "POST", "/api/admin/orders/987654/claim")).status).toBe(404);
    expect(await deskAudit(orderId)).toEqual([]);
  });
});

describe("releasing", () => {
  it("is the holder's, or a manager's; anyone else is refused", async () => {
    const { orderId } = await paidOrderOf("release-rules");
    const [holder, other] = agents as [Staff, Staff];
    expect((await desk(holder, "POST", `/api/admin/orders/${orderId}/claim`)).status).toBe(200);
    const refused = await desk(other, "POST", `/api/admin/orders/${orderId}/release`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "not_your_order" });
    expect(await holderOf(orderId)).toBe(holder.id);

    const released = await desk(holder, "POST", `/api/admin/orders/${orderId}/release`);
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ id: orderId, assigned_to: null });
    const nothingHeld = await desk(holder, "POST", `/api/admin/orders/${orderId}/release`);
    expect(nothingHeld.status).toBe(409);
    expect(await nothingHeld.json()).toMatchObject({ error: "not_claimed" });

    // A manager takes an order from its agent.
    expect((await desk(other, "POST", `/api/admin/orders/${orderId}/claim`)).status).toBe(200);
    expect((await desk(manager, "POST", `/api/admin/orders/${orderId}/release`)).status).toBe(200);
    expect(await holderOf(orderId)).toBeNull();
    expect((await deskAudit(orderId)).map((entry) => [entry.action, entry.actor, entry.before])).toEqual([
      ["claim", holder.id, { assigned_staff_id: null }],
      ["release", holder.id, { assigned_staff_id: holder.id }],
      ["claim", other.id, { assigned_staff_id: null }],
      ["release", manager.id, { assigned_staff_id: other.id }],
    ]);
  });
});

describe("assigning", () => {
  it("is a manager's, to a staff member whose role works the desk; a reassignment moves the order", async () => {
    const { orderId, account } = await paidOrderOf("assign-rules");
    const [first, second] = agents as [Staff, Staff];
    const path = `/api/admin/orders/${orderId}/assign`;
    const byAgent = await desk(first, "POST", path, { staff_id: first.id });
    expect(byAgent.status).toBe(403);
    expect(await byAgent.json()).toMatchObject({ error: "forbidden" });

    const shopperId = await env.DB.prepare("SELECT id FROM users WHERE email = ?")
      .bind(account.email)
      .first<{ id: number }>();
    for (const staffId of [support.id, shopperId?.id ?? 0, 987_654]) {
      const refused = await desk(manager, "POST", path, { staff_id: staffId });
      expect(refused.status, `staff ${staffId}`).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: "staff_not_on_desk",
        details: [{ field: "staff_id", message: expect.any(String) }],
      });
    }
    const malformed = await desk(manager, "POST", path, { staff_id: "first" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [expect.objectContaining({ field: "staff_id" })] });
    expect(await holderOf(orderId)).toBeNull();

    const assigned = await desk(manager, "POST", path, { staff_id: first.id });
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toMatchObject({ assigned_to: { id: first.id } });
    const moved = await desk(owner, "POST", path, { staff_id: second.id });
    expect(moved.status).toBe(200);
    expect(await holderOf(orderId)).toBe(second.id);
    // A manager may work the desk too.
    expect((await desk(owner, "POST", path, { staff_id: manager.id })).status).toBe(200);
    expect((await deskAudit(orderId)).map((entry) => [entry.action, entry.actor, entry.before, entry.after])).toEqual([
      ["assign", manager.id, { assigned_staff_id: null }, { assigned_staff_id: first.id }],
      ["assign", owner.id, { assigned_staff_id: first.id }, { assigned_staff_id: second.id }],
      ["assign", owner.id, { assigned_staff_id: second.id }, { assigned_staff_id: manager.id }],
    ]);
  });

  it("works from the desk page's form for a manager, and refuses an agent's posted assign", async () => {
    const { orderId } = await paidOrderOf("assign-page");
    const agent = agents[2] as Staff;
    const fields = { intent: "assign", order: String(orderId), staff_id: String(agent.id) };
    const refused = await postForm("/admin/desk", fields, { cookie: agent.cookie });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    expect(await holderOf(orderId)).toBeNull();
    const assigned = await postForm("/admin/desk", fields, { cookie: manager.cookie, language: "en" });
    expect(assigned.status).toBe(200);
    expect(await assigned.text()).toContain(`Order #${orderId} is assigned to Test Agent.`);
    expect(await holderOf(orderId)).toBe(agent.id);
  });
});

describe("each role on the desk's calls", () => {
  it("names the desk's permissions for the calls under /api/admin/orders, and the orders page's for the rest", () => {
    expect(permissionOfAdminPath("/api/admin/orders/12/claim")).toBe("desk");
    expect(permissionOfAdminPath("/api/admin/orders/12/release")).toBe("desk");
    expect(permissionOfAdminPath("/api/admin/orders/12/assign")).toBe("desk_assign");
    expect(permissionOfAdminPath("/api/admin/desk")).toBe("desk");
    expect(permissionOfAdminPath("/admin/desk/12.data")).toBe("desk");
    expect(permissionOfAdminPath("/admin/orders/12")).toBe("orders");
    expect(permissionOfAdminPath("/admin/orders/12/claim")).toBe("orders");
    expect(permissionOfAdminPath("/api/admin/orders/12/refund")).toBe("orders");
  });

  it("lets owner, manager and delivery work the desk and refuses support; only owner and manager assign", async () => {
    const { orderId } = await paidOrderOf("roles-desk");
    const staff = { owner, manager, delivery: agents[3] as Staff, support };
    const works = { owner: true, manager: true, delivery: true, support: false };
    const assigns = { owner: true, manager: true, delivery: false, support: false };
    for (const [role, member] of Object.entries(staff) as Array<[keyof typeof staff, Staff]>) {
      const listed = await desk(member, "GET", "/api/admin/desk");
      expect(listed.status, `${role} lists`).toBe(works[role] ? 200 : 403);
      const claimed = await desk(member, "POST", `/api/admin/orders/${orderId}/claim`);
      expect(claimed.status, `${role} claims`).toBe(works[role] ? 200 : 403);
      if (works[role]) expect((await desk(member, "POST", `/api/admin/orders/${orderId}/release`)).status).toBe(200);
      const assigned = await desk(member, "POST", `/api/admin/orders/${orderId}/assign`, { staff_id: member.id });
      expect(assigned.status, `${role} assigns`).toBe(assigns[role] ? 200 : 403);
      if (assigns[role]) expect((await desk(member, "POST", `/api/admin/orders/${orderId}/release`)).status).toBe(200);
      const page = await desk(member, "GET", "/admin/desk");
      expect(page.status, `${role} opens the page`).toBe(works[role] ? 200 : 403);
    }
  });
});
