// Orders as an admin runs them: only the changes the status model allows, delivery and refund
// emails, and a refund through the payment sandbox.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, payments } from "../../workers/db/schema";
import { adminCookie, paidOrder, seedOnce, shopperSession } from "./support/admin";
import { db, gameNamed, itemOf } from "./support/catalogue-rows";
import { callApi, postForm, waitForEmails } from "./support/store";
import { visibleText } from "./support/worker";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

async function newPaidOrder(label: string) {
  const game = await gameNamed("Tibia");
  const item = await itemOf(game.id);
  const shopper = await shopperSession(label);
  const orderId = await paidOrder(shopper.cookie, item, {
    server: game.servers[0] ?? null,
    platform: game.platforms[0] ?? null,
  });
  return { ...shopper, orderId };
}

async function statusOf(orderId: number) {
  return (await db.query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status;
}

describe("admin dashboard", () => {
  it("lists paid orders waiting for delivery, with the revenue they bring", async () => {
    const { orderId } = await newPaidOrder("dashboard");
    const page = visibleText(await (await callApi("GET", "/admin", undefined, { cookie: admin })).text());
    expect(page).toContain(`Order #${orderId}`);
    expect(page).toMatch(/Today R\$\s?\d/);
  });
});

describe("admin order changes", () => {
  it("mark a paid order delivered, email the shopper, and the shopper sees it", async () => {
    const { account, cookie, orderId } = await newPaidOrder("deliver");
    const list = await (await callApi("GET", "/admin/orders?status=processando", undefined, { cookie: admin })).text();
    expect(visibleText(list)).toContain(`Order #${orderId}`);

    const response = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "concluído", note: "sent in game" },
      { cookie: admin },
    );
    expect(response.status).toBe(200);
    expect(await statusOf(orderId)).toBe("concluído");
    const emails = await waitForEmails(account.email, 3);
    expect(emails.map((email) => email.subject)).toContain(`Order #${orderId} delivered`);
    const seen: { status: string } = await (
      await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie })
    ).json();
    expect(seen.status).toBe("concluído");
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))));
    expect(audit.map((entry) => entry.action)).toEqual(["status"]);
  });

  it("refuse changes the model does not allow, inline, changing nothing", async () => {
    const { orderId } = await newPaidOrder("illegal");
    const back = await postForm(`/admin/orders/${orderId}`, { intent: "status", to: "pendente" }, { cookie: admin });
    expect(back.status).toBe(409);
    expect(visibleText(await back.text())).toContain("This status change is not allowed");
    const cancel = await postForm(`/admin/orders/${orderId}`, { intent: "status", to: "cancelado" }, { cookie: admin });
    expect(cancel.status).toBe(409);
    expect(await statusOf(orderId)).toBe("processando");
    await postForm(`/admin/orders/${orderId}`, { intent: "status", to: "concluído" }, { cookie: admin });
    const reopen = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "processando" },
      { cookie: admin },
    );
    expect(reopen.status).toBe(409);
    expect(await statusOf(orderId)).toBe("concluído");
  });

  it("refund a paid order in full through the sandbox: cancelled, refund recorded, audited, emailed, once", async () => {
    const { account, orderId } = await newPaidOrder("refund");
    const { totalCents } = (await db.query.orders.findFirst({ where: eq(orders.id, orderId) })) ?? { totalCents: 0 };
    const response = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: (totalCents / 100).toFixed(2), note: "customer asked", key: crypto.randomUUID() },
      { cookie: admin },
    );
    expect(response.status).toBe(200);
    expect(await statusOf(orderId)).toBe("cancelado");
    const money = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(money.map((row) => row.kind).sort()).toEqual(["charge", "refund"]);
    expect(money.find((row) => row.kind === "refund")?.providerRef).toMatch(/^re_sbx_/);
    const emails = await waitForEmails(account.email, 3);
    expect(emails.map((email) => email.subject)).toContain(`Order #${orderId} refunded`);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))));
    expect(audit.map((entry) => entry.action)).toEqual(["refund"]);

    const again = await postForm(`/admin/orders/${orderId}`, { intent: "refund", amount: "1.00" }, { cookie: admin });
    expect(again.status).toBe(422);
    expect((await db.select().from(payments).where(eq(payments.orderId, orderId))).length).toBe(2);
  });
});
