// Payment events are checked against the store's own records (issue 12): every event goes through
// the real webhook endpoint, signed the way Stripe signs, and the tests look at what a shopper and an
// admin would notice: the order's status, the emails, the order pages, the audit log.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce, shopperSession } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { insertPendingOrder } from "../../../tests/workers/support/pending-order";
import { callApi, mailbox, postForm } from "../../../tests/workers/support/store";
import { disputeOf, paidSession, refundedCharge, signedEvent } from "../../../tests/workers/support/stripe-events";
import { deliverEvent, postToWebhook } from "../../../tests/workers/support/webhook-endpoint";
import { visibleText } from "../../../tests/workers/support/worker";
import { auditLog, orderStatusHistory, orders, paymentEvents, payments, users } from "../../db/schema";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

/** A shopper with a R$30 order waiting for payment, with the session checkout recorded for it. */
async function pendingOrder(label: string, totalCents = 3000) {
  const { account, cookie } = await shopperSession(label);
  const user = await db.query.users.findFirst({ where: eq(users.email, account.email) });
  if (!user) throw new Error("no user");
  const order = await insertPendingOrder(user.id, { currency: "BRL", totalCents });
  return { account, cookie, order };
}

async function paidOrder(label: string) {
  const found = await pendingOrder(label);
  expect(await deliverEvent("checkout.session.completed", paidSession(found.order))).toBe("applied");
  return found;
}

async function statusOf(orderId: number) {
  return (await db.query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status;
}

async function confirmations(email: string, orderId: number) {
  return (await mailbox(email)).filter((mail) => mail.subject === `Order #${orderId} confirmed`).length;
}

async function refundsOf(orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
  return rows.map((row) => row.amountCents).sort((a, b) => a - b);
}

async function eventsOf(orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
}

async function auditActions(orderId: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))));
  return rows.map((row) => row.action);
}

/** Each status change as [to, reason code, the admin's note]. */
async function historyOf(orderId: number) {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
  return rows.map((row) => [row.toStatus, row.reason, row.note]);
}

async function page(path: string, cookie: string, language: "en" | "pt" = "en") {
  const response = await callApi("GET", path, undefined, { cookie, language });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

function refundForm(orderId: number, amount: string, key = crypto.randomUUID()) {
  return postForm(
    `/admin/orders/${orderId}`,
    { intent: "refund", amount, note: "", key, confirmed: "yes" },
    { cookie: admin },
  );
}

describe("payments are matched to the order by the store's records", () => {
  it("does not fulfil a R$30 order paid 1 cent: it waits for review with the event, and an admin accepts it", async () => {
    const { account, order } = await pendingOrder("one-cent");
    const event = await signedEvent("checkout.session.completed", { ...paidSession(order), amount_total: 1 });
    expect(await postToWebhook(event)).toBe("review");
    expect(await statusOf(order.id)).toBe("revisão");
    expect(await confirmations(account.email, order.id)).toBe(0);
    expect(await eventsOf(order.id)).toEqual([
      expect.objectContaining({ eventId: expect.any(String), outcome: "review", reason: "amount_mismatch" }),
    ]);
    // A replay changes nothing and is counted on the stored event.
    expect(await postToWebhook(event)).toBe("duplicate");
    expect(await statusOf(order.id)).toBe("revisão");

    const english = await page(`/admin/orders/${order.id}`, admin);
    expect(english).toContain("Needs review");
    expect(english).toContain("Payment needs review");
    expect(english).toContain("The amount received differs from the order's total.");
    expect(english).toContain("delivered 2 times");
    expect(english).toContain(JSON.parse(event.payload).id);
    const portuguese = await page(`/admin/orders/${order.id}`, admin, "pt");
    expect(portuguese).toContain("Pagamento precisa de revisão");
    expect(portuguese).toContain("O valor recebido difere do total do pedido.");

    const accepted = await postForm(`/admin/orders/${order.id}`, { intent: "accept", note: "ok" }, { cookie: admin });
    expect(accepted.status).toBe(200);
    expect(await statusOf(order.id)).toBe("processando");
    expect(await confirmations(account.email, order.id)).toBe(1);
    expect(await auditActions(order.id)).toEqual(["accept_payment"]);
    expect(await historyOf(order.id)).toEqual([
      ["revisão", "payment_review", ""],
      ["processando", "payment_accepted", "ok"],
    ]);
    const history = await page(`/admin/orders/${order.id}`, admin);
    expect(history).toContain("Pending → Needs review · Payment received, being checked");
    expect(history).toContain("Needs review → Processing · Payment accepted after review");
    expect(await page(`/admin/orders/${order.id}`, admin, "pt")).toContain(
      "Precisa de revisão → Processando · Pagamento aceito após a revisão",
    );
    const again = await postForm(`/admin/orders/${order.id}`, { intent: "accept" }, { cookie: admin });
    expect(again.status).toBe(409);
    expect(await confirmations(account.email, order.id)).toBe(1);
  });

  it("keeps a payment in another currency for review, and an admin's full refund of it cancels the order", async () => {
    const { account, order } = await pendingOrder("currency");
    expect(await deliverEvent("checkout.session.completed", { ...paidSession(order), currency: "usd" })).toBe("review");
    expect(await statusOf(order.id)).toBe("revisão");
    expect((await eventsOf(order.id))[0]?.reason).toBe("currency_mismatch");

    const refunded = await refundForm(order.id, "30.00");
    expect(refunded.status).toBe(200);
    expect(await statusOf(order.id)).toBe("cancelado");
    expect(await refundsOf(order.id)).toEqual([3000]);
    expect(await auditActions(order.id)).toEqual(["refund"]);
    expect((await mailbox(account.email)).map((mail) => mail.subject)).toContain(`Order #${order.id} refunded`);
    expect(await confirmations(account.email, order.id)).toBe(0);
  });

  it("never lets one shopper's payment event pay another shopper's order", async () => {
    const payer = await pendingOrder("payer");
    const victim = await pendingOrder("victim");
    const otherMetadata = {
      metadata: { order_id: String(victim.order.id) },
      client_reference_id: String(victim.order.id),
    };
    // The payer's own session, claiming the victim's order: matched by the session, refused for the claim.
    expect(
      await deliverEvent("checkout.session.completed", {
        ...paidSession(payer.order),
        ...otherMetadata,
        amount_total: victim.order.totalCents,
      }),
    ).toBe("review");
    // A session the store never opened, and a payment intent it never recorded, claiming the victim's order.
    expect(
      await deliverEvent("checkout.session.completed", {
        ...paidSession(victim.order),
        id: "cs_test_forged",
        ...otherMetadata,
      }),
    ).toBe("refused");
    expect(
      await deliverEvent("payment_intent.succeeded", {
        id: "pi_test_forged",
        object: "payment_intent",
        amount: victim.order.totalCents,
        amount_received: victim.order.totalCents,
        currency: "brl",
        metadata: { order_id: String(victim.order.id) },
      }),
    ).toBe("ignored");

    expect(await statusOf(victim.order.id)).toBe("pendente");
    expect(await statusOf(payer.order.id)).toBe("revisão");
    expect(await confirmations(victim.account.email, victim.order.id)).toBe(0);
    expect(await confirmations(payer.account.email, payer.order.id)).toBe(0);
    expect((await eventsOf(payer.order.id)).map((event) => event.reason)).toEqual(["metadata_mismatch"]);
    expect(await eventsOf(victim.order.id)).toEqual([]);
    const refused = await db.select().from(paymentEvents).where(eq(paymentEvents.objectRef, "cs_test_forged"));
    expect(refused).toEqual([
      expect.objectContaining({ orderId: null, outcome: "refused", reason: "unknown_session" }),
    ]);
    expect(await page(`/admin/orders/${payer.order.id}`, admin)).toContain(
      "The event's metadata names another order than the store's records.",
    );
  });
});

describe("refunds add up", () => {
  it("keeps the order's status on a partial refund, shows it to the shopper and the admin, and cancels at the full amount", async () => {
    const { cookie, order } = await paidOrder("partial");
    const partial = await signedEvent("charge.refunded", refundedCharge(order, 1000));
    expect(await postToWebhook(partial)).toBe("applied");
    expect(await statusOf(order.id)).toBe("processando");
    expect(await refundsOf(order.id)).toEqual([1000]);

    expect(await page(`/orders/${order.id}`, cookie)).toContain("Partially refunded: R$10.00 of R$30.00");
    expect(await page("/orders", cookie)).toContain("Partially refunded: R$10.00 of R$30.00");
    expect(await page(`/orders/${order.id}`, cookie, "pt")).toMatch(/Reembolso parcial: R\$\s10,00 de R\$\s30,00/);
    expect(await page(`/admin/orders/${order.id}`, admin)).toContain("Partially refunded: R$10.00");
    const api: { status: string; reembolsado: number } = await (
      await callApi("GET", `/api/orders/${order.id}`, undefined, { cookie })
    ).json();
    expect(api).toMatchObject({ status: "processando", reembolsado: 10 });

    // The same event again, or another event with the same running total, counts nothing more.
    expect(await postToWebhook(partial)).toBe("duplicate");
    expect(await deliverEvent("charge.refunded", refundedCharge(order, 1000))).toBe("duplicate");
    expect(await refundsOf(order.id)).toEqual([1000]);

    expect(await deliverEvent("charge.refunded", refundedCharge(order, 3000))).toBe("applied");
    expect(await statusOf(order.id)).toBe("cancelado");
    expect(await refundsOf(order.id)).toEqual([1000, 2000]);
    expect(await page(`/orders/${order.id}`, cookie)).toContain("Refunded: R$30.00");
  });

  it("counts an admin's refund once when charge.refunded follows, refuses more than was paid, and cancels at the total", async () => {
    const { account, order } = await paidOrder("admin-partial");
    expect((await refundForm(order.id, "10,00")).status).toBe(200);
    expect(await statusOf(order.id)).toBe("processando");
    expect(await deliverEvent("charge.refunded", refundedCharge(order, 1000))).toBe("duplicate");
    expect(await refundsOf(order.id)).toEqual([1000]);

    const tooMuch = await refundForm(order.id, "25.00");
    expect(tooMuch.status).toBe(422);
    expect(visibleText(await tooMuch.text())).toContain("at most what is left to refund");
    // The same form sent twice at once (a double click) refunds once.
    const key = crypto.randomUUID();
    const twice = await Promise.all([refundForm(order.id, "5.00", key), refundForm(order.id, "5.00", key)]);
    expect(twice.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(order.id)).toEqual([500, 1000]);
    expect(await statusOf(order.id)).toBe("processando");

    expect((await refundForm(order.id, "15.00")).status).toBe(200);
    expect(await statusOf(order.id)).toBe("cancelado");
    expect(await deliverEvent("charge.refunded", refundedCharge(order, 3000))).toBe("duplicate");
    expect(await refundsOf(order.id)).toEqual([500, 1000, 1500]);
    expect(await auditActions(order.id)).toEqual(["refund", "refund", "refund"]);
    const refundEmails = (await mailbox(account.email)).filter(
      (mail) => mail.subject === `Order #${order.id} refunded`,
    );
    expect(refundEmails).toHaveLength(1);
  });

  it("adds up refund events delivered twice, concurrently and out of order, exactly", async () => {
    const { order } = await paidOrder("concurrent-refunds");
    const small = await signedEvent("charge.refunded", refundedCharge(order, 1000));
    const larger = await signedEvent("charge.refunded", refundedCharge(order, 2500));
    const outcomes = await Promise.all([larger, small, larger, small].map(postToWebhook));
    expect(outcomes.filter((outcome) => outcome === "applied").length).toBeGreaterThanOrEqual(1);
    expect((await refundsOf(order.id)).reduce((sum, cents) => sum + cents, 0)).toBe(2500);
    expect(await statusOf(order.id)).toBe("processando");
  });
});

describe("duplicate and concurrent payment events", () => {
  it("fulfils once when the paid event arrives five times at once, with the payment intent's own event", async () => {
    const { account, order } = await pendingOrder("five-times");
    const completed = await signedEvent("checkout.session.completed", paidSession(order));
    const intent = await signedEvent("payment_intent.succeeded", {
      id: `pi_test_${order.id}`,
      object: "payment_intent",
      amount: order.totalCents,
      amount_received: order.totalCents,
      currency: "brl",
      metadata: { order_id: String(order.id) },
    });
    const outcomes = await Promise.all(
      [completed, intent, completed, completed, completed, completed].map(postToWebhook),
    );
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(await statusOf(order.id)).toBe("processando");
    expect(await confirmations(account.email, order.id)).toBe(1);
    const stored = await eventsOf(order.id);
    expect(stored.find((event) => event.eventId === JSON.parse(completed.payload).id)?.deliveries).toBe(5);
  });

  it("refunds money that reaches an order already cancelled instead of fulfilling it", async () => {
    const { account, order } = await pendingOrder("late");
    expect(await deliverEvent("checkout.session.expired", { ...paidSession(order), payment_status: "unpaid" })).toBe(
      "applied",
    );
    expect(await deliverEvent("checkout.session.completed", paidSession(order))).toBe("applied");
    expect(await statusOf(order.id)).toBe("cancelado");
    expect(await refundsOf(order.id)).toEqual([3000]);
    expect(await confirmations(account.email, order.id)).toBe(0);
    expect((await eventsOf(order.id)).map((event) => event.reason).sort()).toEqual(
      ["full_refund", "late_payment_refunded", "session_expired"].sort(),
    );
  });
});

describe("disputes", () => {
  it("put a delivered order on hold, refuse refunds meanwhile, and put it back when the dispute is won", async () => {
    const { cookie, order } = await paidOrder("dispute-won");
    await postForm(
      `/admin/orders/${order.id}`,
      { intent: "status", to: "concluído", confirmed: "yes" },
      { cookie: admin },
    );
    const opened = await signedEvent("charge.dispute.created", disputeOf(order, "needs_response"));
    expect(await postToWebhook(opened)).toBe("applied");
    expect(await postToWebhook(opened)).toBe("duplicate");
    expect(await statusOf(order.id)).toBe("contestado");
    const english = await page(`/admin/orders/${order.id}`, admin);
    expect(english).toContain("On hold: the charge is disputed");
    expect(english).toContain("The shopper's bank opened a dispute: the order is on hold.");
    expect(await page(`/admin/orders/${order.id}`, admin, "pt")).toContain("Em espera: a cobrança foi contestada");
    expect(await page(`/orders/${order.id}`, cookie)).toContain("On hold");
    expect(await page("/admin", admin)).toMatch(new RegExp(`Dispute opened on order #\\s?${order.id}\\b`));

    expect((await refundForm(order.id, "30.00")).status).toBe(409);
    expect(await refundsOf(order.id)).toEqual([]);

    expect(await deliverEvent("charge.dispute.closed", disputeOf(order, "won"))).toBe("applied");
    expect(await statusOf(order.id)).toBe("concluído");
    expect(await auditActions(order.id)).toEqual(["status", "dispute_opened", "dispute_closed"]);
    expect((await historyOf(order.id)).slice(-2)).toEqual([
      ["contestado", "dispute_opened", ""],
      ["concluído", "dispute_won", ""],
    ]);
    const shopperPage = await page(`/orders/${order.id}`, cookie);
    expect(shopperPage).toContain("Payment disputed with the bank");
    expect(shopperPage).toContain("Dispute closed: the payment stands");
    const closing = await db.select().from(auditLog).where(eq(auditLog.action, "dispute_closed"));
    expect(closing.find((entry) => entry.entityId === String(order.id))).toMatchObject({
      actorUserId: null,
      after: expect.objectContaining({ outcome: "won", disputeId: `dp_test_${order.id}` }),
    });
  });

  it("cancel the order when the dispute is lost", async () => {
    const { order } = await paidOrder("dispute-lost");
    expect(await deliverEvent("charge.dispute.created", disputeOf(order, "needs_response"))).toBe("applied");
    expect(await deliverEvent("charge.dispute.closed", disputeOf(order, "lost"))).toBe("applied");
    expect(await statusOf(order.id)).toBe("cancelado");
    expect((await eventsOf(order.id)).map((event) => event.reason)).toContain("dispute_lost");
    expect((await historyOf(order.id)).map(([, reason]) => reason)).toEqual(["paid", "dispute_opened", "dispute_lost"]);
  });

  it("leave the order alone when the dispute's closing event arrives before its opening", async () => {
    const { order } = await paidOrder("dispute-out-of-order");
    expect(await deliverEvent("charge.dispute.closed", disputeOf(order, "won"))).toBe("applied");
    expect(await deliverEvent("charge.dispute.created", disputeOf(order, "needs_response"))).toBe("ignored");
    expect(await statusOf(order.id)).toBe("processando");
  });

  it("refuse a dispute on a payment the store never recorded", async () => {
    const { order } = await paidOrder("dispute-unknown");
    const stranger = {
      ...disputeOf(order, "needs_response"),
      id: "dp_test_unknown",
      payment_intent: "pi_test_unknown",
    };
    expect(await deliverEvent("charge.dispute.created", stranger)).toBe("refused");
    expect(await statusOf(order.id)).toBe("processando");
  });
});
