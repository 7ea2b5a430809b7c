// The 7-day withdrawal (CDC art. 49): the full amount refunded once through the payment adapter,
// the order cancelled with the reason on its timeline, audited, emailed; refused after delivery,
// after 7 days, and for someone else's order.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withdrawability } from "../../../shared/orders/withdrawal";
import { adminCookie, newPaidOrder, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { callApi, postForm, waitForEmails } from "../../../tests/workers/support/store";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, orders, payments } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

const withdraw = (orderId: number, cookie: string) =>
  callApi("POST", `/api/orders/${orderId}/withdraw`, undefined, { cookie });

describe("withdrawing from a purchase", () => {
  it("refunds the full amount once for two clicks at once, cancels with the reason, audits and emails", async () => {
    const { account, cookie, orderId } = await newPaidOrder("withdraw");
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const answers = await Promise.all([withdraw(orderId, cookie), withdraw(orderId, cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.status === 200);
    const body = await ok?.json<{ order: { status: string; history: Array<{ reason: string }> }; refund: unknown }>();
    expect(body?.order.status).toBe("cancelado");
    expect(body?.order.history.at(-1)).toMatchObject({ reason: "withdrawn" });
    expect(body?.refund).toMatchObject({ amount_cents: order?.totalCents, id: expect.stringMatching(/^re_sbx_/) });

    const refunds = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amountCents).toBe(order?.totalCents);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)));
    expect(audit.map((entry) => [entry.action, entry.actorUserId])).toEqual([["withdrawal", order?.userId]]);
    const emails = await waitForEmails(account.email, 3);
    expect(emails.map((email) => email.subject)).toContain(`Withdrawal from order #${orderId} confirmed`);

    const again = await withdraw(orderId, cookie);
    expect(again.status).toBe(409);
    const adminPage = async (path: string, language: "en" | "pt" = "en") =>
      visibleText(await (await callApi("GET", path, undefined, { cookie: admin, language })).text());
    expect(await adminPage("/admin/orders")).toMatch(new RegExp(`#${orderId}[^#]*Withdrawn`));
    // The filter keeps withdrawals only; an order that was not withdrawn is left out.
    const kept = await newPaidOrder("withdraw-kept");
    const withdrawals = await adminPage("/admin/orders?withdrawn=1", "pt");
    expect(withdrawals).toMatch(new RegExp(`#${orderId}[^#]*Desistência`));
    expect(withdrawals).not.toContain(`#${kept.orderId}`);
    expect(await adminPage("/admin/orders")).toContain(`#${kept.orderId}`);
    // The audit log on the dashboard names it.
    expect(await adminPage("/admin")).toContain(`Shopper withdrew from order #${orderId} (refunded in full)`);
  });

  it("works from the order page's button, and the page then shows the cancelled order", async () => {
    const { cookie, orderId } = await newPaidOrder("withdraw-page");
    const before = visibleText(await (await callApi("GET", `/orders/${orderId}`, undefined, { cookie })).text());
    expect(before).toContain("Withdraw from this purchase");
    expect(before).toContain("Delivery promise");
    const posted = await postForm(`/orders/${orderId}/withdraw`, {}, { cookie });
    expect(posted.status).toBe(200);
    const after = visibleText(await (await callApi("GET", `/orders/${orderId}`, undefined, { cookie })).text());
    expect(after).toContain("Withdrawn by the shopper within 7 days");
    expect(after).not.toContain("Withdraw from this purchase");
    // A withdrawn (cancelled) order will not be delivered: no promise box.
    expect(after).not.toContain("Delivery promise");
  });

  it("refuses a delivered order with why and a way to support, and refunds nothing", async () => {
    const { cookie, orderId } = await newPaidOrder("withdraw-delivered");
    const delivered = await postForm(
      `/admin/orders/${orderId}`,
      { intent: "status", to: "concluído", note: "sent", confirmed: "yes" },
      { cookie: admin },
    );
    expect(delivered.status).toBe(200);
    const refused = await withdraw(orderId, cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: "order_delivered",
      message: expect.stringContaining("support"),
    });
    const page = await (await callApi("GET", `/orders/${orderId}`, undefined, { cookie })).text();
    expect(visibleText(page)).toContain("already delivered, so it cannot be withdrawn online");
    expect(page).toContain('href="/contato"');
    const refunds = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
    expect(refunds).toHaveLength(0);
  });

  it("refuses another shopper's order as unknown", async () => {
    const { orderId } = await newPaidOrder("withdraw-owner");
    const other = await shopperSession("withdraw-other");
    const refused = await withdraw(orderId, other.cookie);
    expect(refused.status).toBe(404);
    expect((await db.query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("processando");
  });

  it("is open for 7 days from payment, only while paid and undelivered", () => {
    const paidAt = "2026-01-01T12:00:00.000Z";
    const day = 24 * 60 * 60 * 1000;
    const at = (ms: number) => Date.parse(paidAt) + ms;
    expect(withdrawability("processando", paidAt, at(7 * day - 1))).toMatchObject({ allowed: true });
    expect(withdrawability("processando", paidAt, at(7 * day + 1))).toEqual({ allowed: false, why: "expired" });
    expect(withdrawability("concluído", paidAt, at(day))).toEqual({ allowed: false, why: "delivered" });
    expect(withdrawability("pendente", null, at(day))).toEqual({ allowed: false, why: "notPaid" });
    expect(withdrawability("cancelado", paidAt, at(day))).toEqual({ allowed: false, why: "cancelled" });
    expect(withdrawability("contestado", paidAt, at(day))).toEqual({ allowed: false, why: "underReview" });
  });

  it("refuses through the API after 7 days", async () => {
    const { cookie, orderId } = await newPaidOrder("withdraw-late");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await db
      .update(payments)
      .set({ createdAt: eightDaysAgo })
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "charge")));
    const refused = await withdraw(orderId, cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: "withdrawal_period_over" });
  });
});

describe("the withdrawal promise", () => {
  // Issue 47: the promise said "until Dec 08" and the option was gone a minute later, at delivery.
  const english =
    /You can withdraw from this purchase online until it is delivered or until (.+?), whichever comes first: the order is cancelled/;
  const portuguese = /Você pode desistir desta compra pelo site até a entrega ou até (.+?), o que acontecer primeiro:/;

  it("says it ends at delivery or at the date, whichever comes first, on the order page, the success page and the email", async () => {
    const { account, cookie, orderId } = await newPaidOrder("withdraw-promise");
    const page = async (path: string, language: "en" | "pt") =>
      visibleText(await (await callApi("GET", path, undefined, { cookie, language })).text());
    const orderPage = await page(`/orders/${orderId}`, "en");
    const until = orderPage.match(english)?.[1];
    expect(until, orderPage).toBeTruthy();
    expect(orderPage).toContain("Once it is delivered, withdrawing online is no longer possible.");
    expect(await page(`/orders/${orderId}`, "pt")).toMatch(portuguese);

    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    const successPage = await page(`/checkout-success?session_id=${order?.providerSessionId}`, "en");
    expect(successPage.match(english)?.[1]).toBe(until);
    expect(await page(`/checkout-success?session_id=${order?.providerSessionId}`, "pt")).toMatch(portuguese);

    const [confirmation] = (await waitForEmails(account.email)).filter(
      (email) => email.subject === `Order #${orderId} confirmed`,
    );
    expect(confirmation?.text.replace(/\s+/g, " ")).toMatch(english);
  });
});
