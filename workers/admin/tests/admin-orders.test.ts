// Orders as an admin runs them: only the changes the status model allows, delivery and refund
// emails, and a refund through the payment sandbox.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, postForm, waitForEmails } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, orders, payments } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

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
      { intent: "status", to: "concluído", note: "sent in game", confirmed: "yes" },
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
    const back = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "pendente", confirmed: "yes" },
      { cookie: admin },
    );
    expect(back.status).toBe(409);
    expect(visibleText(await back.text())).toContain("This status change is not allowed");
    const cancel = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "cancelado", confirmed: "yes" },
      { cookie: admin },
    );
    expect(cancel.status).toBe(409);
    expect(await statusOf(orderId)).toBe("processando");
    await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "concluído", confirmed: "yes" },
      { cookie: admin },
    );
    const reopen = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "processando", confirmed: "yes" },
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
      {
        intent: "refund",
        amount: (totalCents / 100).toFixed(2),
        note: "customer asked",
        key: crypto.randomUUID(),
        confirmed: "yes",
      },
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

    const again = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: "1.00", confirmed: "yes" },
      { cookie: admin },
    );
    expect(again.status).toBe(422);
    expect((await db.select().from(payments).where(eq(payments.orderId, orderId))).length).toBe(2);
  });
});

describe("admin changes that cannot be taken back", () => {
  it("answer a refund with its confirm step, stating the amount, and move no money until confirmed", async () => {
    const { orderId } = await newPaidOrder("confirm-refund");
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const amount = `R$${((order?.totalCents ?? 0) / 100).toFixed(2)}`;
    const full = ((order?.totalCents ?? 0) / 100).toFixed(2);
    const asked = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: full, note: "asked twice" },
      { cookie: admin },
    );
    expect(asked.status).toBe(200);
    const page = visibleText(await asked.text());
    expect(page).toContain(`Refund ${amount} to Test Shopper?`);
    expect(page).toContain(`order #${orderId} is canceled`);
    expect(page).toContain(`Yes, refund ${amount}`);
    expect(await statusOf(orderId)).toBe("processando");
    expect((await db.select().from(payments).where(eq(payments.orderId, orderId))).map((row) => row.kind)).toEqual([
      "charge",
    ]);

    const part = visibleText(
      await (
        await postForm(`/admin/orders/${orderId}`, { intent: "refund", amount: "1.00" }, { cookie: admin })
      ).text(),
    );
    expect(part).toContain("Refund R$1.00 to Test Shopper?");
    expect(part).toContain(`order #${orderId} keeps its status`);
    expect(await statusOf(orderId)).toBe("processando");

    const portuguese = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: full },
      { cookie: admin, language: "pt" },
    );
    const amountPt = `R$\u00a0${((order?.totalCents ?? 0) / 100).toFixed(2).replace(".", ",")}`;
    expect(await portuguese.text()).toContain(`Sim, reembolsar ${amountPt}`);
  });

  it("after a partial refund, offer what is left in the form and never confirm more than that", async () => {
    const { orderId } = await newPaidOrder("refund-left");
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const total = order?.totalCents ?? 0;
    const refunded = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: "1.00", key: crypto.randomUUID(), confirmed: "yes" },
      { cookie: admin },
    );
    expect(refunded.status).toBe(200);
    const left = ((total - 100) / 100).toFixed(2);
    const page = await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin })).text();
    expect(page).toMatch(new RegExp(`name="amount"[^>]*value="${left.replace(".", "\\.")}"`));
    // The old total is more than is left: refused with the field's message, no confirm step.
    const asked = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "refund", amount: (total / 100).toFixed(2) },
      { cookie: admin },
    );
    expect(asked.status).toBe(422);
    const text = visibleText(await asked.text());
    expect(text).toContain("The amount must be above zero and at most what is left to refund.");
    expect(text).not.toContain("Yes, refund");
  });

  it("answer marking delivered with what it does, and change nothing until confirmed", async () => {
    const { orderId } = await newPaidOrder("confirm-deliver");
    const asked = await postForm(`/admin/orders/${orderId}`, { intent: "status", to: "concluído" }, { cookie: admin });
    expect(asked.status).toBe(200);
    const page = visibleText(await asked.text());
    expect(page).toContain(`Mark order #${orderId} as Completed?`);
    expect(page).toContain("is emailed that the order was delivered");
    expect(await statusOf(orderId)).toBe("processando");
    const portuguese = visibleText(
      await (
        await postForm(
          `/admin/orders/${orderId}`,
          { intent: "status", to: "concluído" },
          { cookie: admin, language: "pt" },
        )
      ).text(),
    );
    expect(portuguese).toContain(`Marcar o pedido #${orderId} como`);
    expect(portuguese).toContain("Um pedido concluído não pode mais ser alterado");
    expect(await statusOf(orderId)).toBe("processando");
  });
});
