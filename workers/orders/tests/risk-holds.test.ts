// Issue 51: risky orders held before delivery. An order paid in the sandbox with Stripe's
// elevated-risk test card is paid but held (em_analise) in the batch that marks it paid, off the
// delivery desk, and the shopper reads "Under review" and by when; a replayed payment event changes
// nothing; a manager's approval and refusal at once do one thing; a hold past its deadline is
// refunded once, however the housekeeping job and a refusal meet.
import { env } from "cloudflare:workers";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultRiskRules } from "../../../shared/orders/risk-rules";
import { adminCookie, newCardCheckout, payByCard, seedOnce } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { newAdmin } from "../../../tests/workers/support/passkey-sessions";
import { callApi, fetchWorker, signIn, waitForEmails } from "../../../tests/workers/support/store";
import { withStoreSetting } from "../../../tests/workers/support/store-setting";
import { paidSession, signedEvent } from "../../../tests/workers/support/stripe-events";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { auditLog, effects, orderRiskHolds, orderStatusHistory, orders, payments } from "../../db/schema";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { receiveStripeWebhook } from "../payment-webhook";
import { holdDecisionDepsFor } from "../payment-webhook-deps";
import { refundOverdueHolds, riskHoldCounts } from "../risk-holds";

/** Stripe's elevated-risk test card: the sandbox reports its charge's risk level as "elevated". */
const ELEVATED_RISK_CARD = "4000000000009235";

let admin = "";

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
});

/** A new shopper checks out one item by card and pays on the sandbox's card form with `card`. */
async function paidWith(label: string, card: string) {
  const { sessionId, ...shopper } = await newCardCheckout(label);
  await payByCard(shopper.cookie, sessionId, card);
  return shopper;
}

const statusOf = async (orderId: number) =>
  (await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) }))?.status;

const holdOf = (orderId: number) => db.query.orderRiskHolds.findFirst({ where: eq(orderRiskHolds.orderId, orderId) });

function review(orderId: number, decision: "approve" | "refuse", reason = "", cookie = admin) {
  return callApi("POST", `/api/admin/orders/${orderId}/review`, { decision, reason }, { cookie });
}

async function auditActions(orderId: number) {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(orderId))));
  return rows.map((row) => row.action).filter((action) => action.includes("hold"));
}

async function refundsOf(orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
}

describe("an order paid with an elevated-risk card", () => {
  it("is paid but held in the batch that marks it paid, with its reasons and deadline, and not on the desk", async () => {
    const before = Date.now();
    const { orderId, cookie } = await paidWith("risk-held", ELEVATED_RISK_CARD);
    expect(await statusOf(orderId)).toBe("em_analise");
    const hold = await holdOf(orderId);
    expect(hold?.reasons).toEqual(["provider_risk"]);
    expect(hold?.decision).toBeNull();
    // The default review time: 24 hours from the payment.
    const deadline = Date.parse(hold?.reviewBy ?? "");
    expect(deadline - before).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const history = await db
      .select({
        from: orderStatusHistory.fromStatus,
        to: orderStatusHistory.toStatus,
        reason: orderStatusHistory.reason,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.id);
    expect(history.slice(-2)).toEqual([
      { from: "pendente", to: "processando", reason: "paid" },
      { from: "processando", to: "em_analise", reason: "risk_hold" },
    ]);
    // Paid: the money and the promise are recorded as for any paid order.
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(order?.paidAt).not.toBeNull();
    expect(await auditActions(orderId)).toEqual(["risk_hold"]);

    const queue = await callApi("GET", "/api/admin/desk", undefined, { cookie: admin });
    const listed: { orders: Array<{ id: number }> } = await queue.json();
    expect(listed.orders.map((row) => row.id)).not.toContain(orderId);
    const claim = await callApi("POST", `/api/admin/orders/${orderId}/claim`, {}, { cookie: admin });
    expect(claim.status).toBe(409);

    // The shopper reads what happens next and by when, on the order page and in the payment email.
    const page = await fetchWorker(`/orders/${orderId}`, {}, { cookie });
    const html = await page.text();
    expect(html).toContain("Under review");
    expect(html).toContain("refunded in full");
    expect(html).toMatch(/data-testid="risk-hold-deadline"/);
    const shopper = await db.query.orders.findFirst({ columns: { userId: true }, where: eq(orders.id, orderId) });
    const email = await env.DB.prepare("SELECT email FROM users WHERE id = ?")
      .bind(shopper?.userId)
      .first<{ email: string }>();
    const emails = await waitForEmails(email?.email ?? "");
    const held = emails.find((mail) => mail.subject.includes("under review"));
    expect(held?.text).toContain("We will decide by");
    expect(held?.text).toMatch(/We will decide by \w{3} \d{2}, \d{4}/);
    expect(held?.text).not.toContain("{{");
  });

  it("is not held again, nor let go, by replayed or out-of-order payment events", async () => {
    const { orderId } = await paidWith("risk-replay", ELEVATED_RISK_CARD);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order?.providerPaymentId) throw new Error("no payment");
    const provider = new SandboxPaymentProvider("http://store.test");
    const deps = webhookDeps(provider);
    const session = paidSession(order, order.providerPaymentId);
    const charge = {
      id: `ch_test_${crypto.randomUUID()}`,
      object: "charge",
      amount: order.totalCents,
      currency: order.currency.toLowerCase(),
      payment_intent: order.providerPaymentId,
      metadata: {},
      outcome: { risk_level: "elevated", risk_score: 70 },
      payment_method_details: { type: "card", card: { country: "US", three_d_secure: null } },
    };
    const deliver = async (type: string, object: Record<string, unknown>) => {
      const event = await signedEvent(type, object);
      return receiveStripeWebhook(deps, event.payload, event.signature);
    };
    expect(await deliver("checkout.session.completed", session)).toBe("duplicate");
    await deliver("charge.succeeded", charge);
    expect(await statusOf(orderId)).toBe("em_analise");
    const holdBefore = await holdOf(orderId);

    // Approved: a late replay of either event leaves it approved, on the desk.
    expect((await review(orderId, "approve")).status).toBe(200);
    expect(await statusOf(orderId)).toBe("processando");
    expect(await deliver("checkout.session.completed", session)).toBe("duplicate");
    await deliver("charge.succeeded", charge);
    expect(await statusOf(orderId)).toBe("processando");
    const holdAfter = await holdOf(orderId);
    expect(holdAfter?.createdAt).toBe(holdBefore?.createdAt);
    expect(holdAfter?.decision).toBe("approved");
    const queue = await callApi("GET", "/api/admin/desk", undefined, { cookie: admin });
    const listed: { orders: Array<{ id: number }> } = await queue.json();
    expect(listed.orders.map((row) => row.id)).toContain(orderId);
  });

  it("is held when the charge's risk check comes after the payment, if nobody took it yet", async () => {
    const { orderId } = await newCardCheckout("risk-late-check");
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    if (!order) throw new Error("no order");
    const deps = webhookDeps(new SandboxPaymentProvider("http://store.test"));
    const intent = `pi_test_${crypto.randomUUID()}`;
    const paid = await signedEvent("checkout.session.completed", paidSession(order, intent));
    expect(await receiveStripeWebhook(deps, paid.payload, paid.signature)).toBe("applied");
    expect(await statusOf(orderId)).toBe("processando");
    const check = await signedEvent("charge.succeeded", {
      id: `ch_test_${crypto.randomUUID()}`,
      object: "charge",
      payment_intent: intent,
      metadata: {},
      outcome: { risk_level: "highest", risk_score: 95 },
      payment_method_details: { type: "card", card: { country: "US" } },
    });
    await receiveStripeWebhook(deps, check.payload, check.signature);
    expect(await statusOf(orderId)).toBe("em_analise");
    expect((await holdOf(orderId))?.reasons).toEqual(["provider_risk"]);
  });

  it("is not held when the rule is off", async () => {
    const rules = { ...defaultRiskRules, providerRisk: { on: false, level: "elevated" } };
    await withStoreSetting("riskRules", rules, async () => {
      const { orderId } = await paidWith("risk-off", ELEVATED_RISK_CARD);
      expect(await statusOf(orderId)).toBe("processando");
      expect(await holdOf(orderId)).toBeUndefined();
    });
  });
});

describe("a manager's review", () => {
  it("needs the refunds power: a support agent is refused", async () => {
    const { orderId } = await paidWith("risk-support", ELEVATED_RISK_CARD);
    const agent = await newAdmin("risk-support-agent", "support");
    const refused = await review(orderId, "approve", "", await signIn(agent));
    expect(refused.status).toBe(403);
    expect(await statusOf(orderId)).toBe("em_analise");
  });

  it("refusing refunds everything through the outbox, cancels, and tells the shopper why", async () => {
    const { orderId, account, cookie } = await paidWith("risk-refuse", ELEVATED_RISK_CARD);
    const refused = await review(orderId, "refuse", "The card's owner did not confirm the purchase");
    expect(refused.status, await refused.clone().text()).toBe(200);
    const body: { status: string; decision: string } = await refused.json();
    expect(body).toMatchObject({ status: "cancelado", decision: "refused" });
    const charge = await db.query.payments.findFirst({
      where: and(eq(payments.orderId, orderId), eq(payments.kind, "charge")),
    });
    const refunds = await refundsOf(orderId);
    expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(charge?.amountCents);
    const [effect] = await db
      .select()
      .from(effects)
      .where(eq(effects.key, `risk-refund-${orderId}`));
    expect(effect?.status).toBe("done");
    expect(await auditActions(orderId)).toEqual(["risk_hold", "refuse_hold"]);
    const emails = await waitForEmails(account.email, 2);
    const refusal = emails.find((mail) => mail.subject.includes("refunded"));
    expect(refusal?.text).toContain("The card's owner did not confirm the purchase");
    // The order page says so in plain words, with the manager's reason, in the shopper's language.
    const page = await fetchWorker(`/orders/${orderId}`, {}, { cookie, language: "pt" });
    const html = await page.text();
    expect(html).toContain("Não conseguimos confirmar este pagamento");
    expect(html).toContain("Motivo: The card&#x27;s owner did not confirm the purchase");
    // A second decision is refused: the refusal stands.
    expect((await review(orderId, "approve")).status).toBe(409);
  });

  it("approve and refuse at once: one of them happens, audited once, refunded only if refused", async () => {
    const { orderId } = await paidWith("risk-race", ELEVATED_RISK_CARD);
    const answers = await Promise.all([review(orderId, "approve"), review(orderId, "refuse", "No")]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const status = await statusOf(orderId);
    const decisions = await auditActions(orderId);
    expect(decisions.filter((action) => action !== "risk_hold")).toHaveLength(1);
    const refunds = await refundsOf(orderId);
    if (status === "processando") {
      expect(decisions).toContain("approve_hold");
      expect(refunds).toHaveLength(0);
    } else {
      expect(status).toBe("cancelado");
      expect(decisions).toContain("refuse_hold");
      expect(refunds).toHaveLength(1);
    }
  });
});

describe("a hold nobody reviewed before its deadline", () => {
  it("is refunded once by the scheduled job, which races a manager's refusal to one outcome", async () => {
    const { orderId } = await paidWith("risk-deadline", ELEVATED_RISK_CARD);
    // Not yet due: the job leaves it.
    const deps = holdDecisionDepsFor(db, env);
    expect(await refundOverdueHolds(deps, new Date())).toBe(0);
    await db
      .update(orderRiskHolds)
      .set({ reviewBy: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(orderRiskHolds.orderId, orderId));
    const [job, refusal, again] = await Promise.all([
      refundOverdueHolds(deps, new Date()),
      review(orderId, "refuse", "Too risky"),
      refundOverdueHolds(deps, new Date()),
    ]);
    const decidedByJob = job + again;
    expect(decidedByJob + (refusal.status === 200 ? 1 : 0)).toBe(1);
    expect(await statusOf(orderId)).toBe("cancelado");
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    const hold = await holdOf(orderId);
    expect(hold?.decision).toBe(decidedByJob === 1 ? "expired" : "refused");
    // Later runs find nothing to do.
    expect(await refundOverdueHolds(deps, new Date())).toBe(0);
    expect(await refundsOf(orderId)).toHaveLength(1);
    const audited = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(orderId)), like(auditLog.action, "%hold%")));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ["risk_hold", decidedByJob === 1 ? "hold_expired" : "refuse_hold"].sort(),
    );
  });

  it("is refunded by the Cron Trigger's housekeeping run", async () => {
    const { orderId } = await paidWith("risk-cron", ELEVATED_RISK_CARD);
    await db
      .update(orderRiskHolds)
      .set({ reviewBy: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(orderRiskHolds.orderId, orderId));
    const { runHousekeeping } = await import("../../housekeeping/run");
    const report = await runHousekeeping(db, env, new Date());
    expect(report.refundOverdueHolds).toEqual({ changed: 1 });
    expect(await statusOf(orderId)).toBe("cancelado");
    expect(await refundsOf(orderId)).toHaveLength(1);
  });
});

describe("the dashboard", () => {
  it("counts the holds of the last 30 days and how they ended", async () => {
    const counts = await riskHoldCounts(db);
    // This file's holds so far: every one was decided but none is left waiting except the support test's.
    expect(counts.held).toBeGreaterThanOrEqual(8);
    expect(counts.approved).toBeGreaterThanOrEqual(1);
    expect(counts.refused + counts.expired).toBeGreaterThanOrEqual(3);
    const page = await fetchWorker("/admin", {}, { cookie: admin });
    const html = await page.text();
    expect(html).toContain('data-testid="risk-hold-counts"');
    expect(html).toContain("Risk holds, last 30 days");
    const { orderId } = await paidWith("risk-count", ELEVATED_RISK_CARD);
    const after = await riskHoldCounts(db);
    expect(after.held).toBe(counts.held + 1);
    expect(after.waiting).toBe(counts.waiting + 1);
    expect(await statusOf(orderId)).toBe("em_analise");
  });
});
