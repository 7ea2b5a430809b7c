// Issue 28: the email API and Stripe go down and come back. Their stand-ins answer at the HTTP
// boundary as the real services do in an outage (503), the production adapters talk to them, and
// the outbox (workers/effects/) must lose nothing and do nothing twice.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, seedOnce } from "../../../tests/workers/support/admin";
import { addWarcraftToCart, createShopper, db, gameNamed, itemOf } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, mailbox, origin, postForm } from "../../../tests/workers/support/store";
import { paidSession, signedEvent } from "../../../tests/workers/support/stripe-events";
import { stripeStandIn } from "../../../tests/workers/support/stripe-stand-in";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { getCart } from "../../cart/cart";
import { effects, orderStatusHistory, orders, type PaymentMethod, paymentEvents, payments } from "../../db/schema";
import { MAX_BOUND_VALUES } from "../../db/statement-limits";
import { mailerOver } from "../../effects/mailer";
import { type EffectMessage, recordEffect } from "../../effects/outbox";
import { attemptEffect, type EffectRunner, resendOverdueEffects, runEffectBatch } from "../../effects/runner";
import worker from "../../index";
import { createHttpMailer } from "../../mail/http-mailer";
import { cancelBySession } from "../../orders/cancel-by-shopper";
import { startCheckout } from "../../orders/checkout";
import { orderEffectRunnerFor } from "../../orders/order-effects";
import { receiveStripeWebhook } from "../../orders/payment-webhook";
import { defaultStoreSettings } from "../../settings/store-settings";
import type { PaymentProvider } from "../provider";
import { SandboxPaymentProvider } from "../sandbox-provider";
import { createStripeClient, StripePaymentProvider } from "../stripe-provider";

beforeAll(seedOnce);

const QUEUE = "gamer-store-effects";

/** The HTTP email API: accepts while up (with the id it gave each key), answers 503 while down. */
function emailApi(delayMs = 0) {
  const delivered: Array<{ to: string[]; subject: string; key: string | null }> = [];
  const outage = { down: false };
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (outage.down) return new Response(JSON.stringify({ message: "unavailable" }), { status: 503 });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const body = await request.json<{ to: string[]; subject: string }>();
    delivered.push({ to: body.to, subject: body.subject, key: request.headers.get("Idempotency-Key") });
    return new Response(JSON.stringify({ id: `mail_${delivered.length}` }), { status: 200 });
  }) as typeof fetch;
  const transport = createHttpMailer(
    { url: "https://mail.example/emails", apiKey: "k", from: "s@store.test" },
    fetcher,
  );
  return { delivered, outage, transport };
}

function runnerWith(parts: Partial<EffectRunner>): EffectRunner {
  return { ...orderEffectRunnerFor(env, db), ...parts };
}

/** A queue delivery of these effects, as the EFFECTS queue hands them to the consumer. */
function deliveryOf(keys: string[], attempts = 1, queue = QUEUE) {
  return createMessageBatch<EffectMessage>(
    queue,
    keys.map((key, index) => ({ id: `msg-${key}-${index}`, timestamp: new Date(), attempts, body: { key } })),
  );
}

async function consume(runner: EffectRunner, keys: string[], attempts = 1) {
  const batch = deliveryOf(keys, attempts);
  await runEffectBatch(runner, batch);
  return getQueueResult(batch, createExecutionContext());
}

async function effectRow(key: string) {
  const row = await db.query.effects.findFirst({ where: eq(effects.key, key) });
  if (!row) throw new Error(`no effect ${key}`);
  return row;
}

/** A runner whose queue keeps what it is sent, and a time an hour ago, for effects the sweep finds overdue. */
function sweepingRunner() {
  const sent: EffectMessage[] = [];
  const queue = {
    sendBatch: async (messages: Array<{ body: EffectMessage }>) => void sent.push(...messages.map((m) => m.body)),
  };
  const runner = runnerWith({ queue: queue as unknown as Queue<EffectMessage> });
  return { sent, runner, hourAgo: new Date(Date.now() - 60 * 60 * 1000) };
}

const emailOf = (to: string, subject: string) => ({ to, subject, text: `${subject} text`, html: `<p>${subject}</p>` });

describe("emails while the email API is down", () => {
  it("are kept, retried with a growing wait, and each delivered once when the API is back", async () => {
    const api = emailApi();
    const runner = runnerWith({ mail: () => api.transport });
    api.outage.down = true;
    const keys = ["outage-verify", "outage-reset", "outage-order"];
    for (const key of keys) await mailerOver(runner).send(emailOf(`${key}@example.com`, key), { key });
    for (const key of keys) {
      expect(await effectRow(key)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: expect.stringContaining("503"),
      });
    }

    // The queue's tries while the API is still down: each waits twice as long as the one before.
    const waitAfter = async (key: string) => {
      const row = await effectRow(key);
      return Math.round((Date.parse(row.nextAttemptAt) - Date.parse(row.updatedAt)) / 1000);
    };
    expect(await waitAfter("outage-order")).toBe(30);
    const whileDown = await consume(runner, keys);
    expect(whileDown.retryMessages).toHaveLength(3);
    expect((await effectRow("outage-order")).attempts).toBe(2);
    expect(await waitAfter("outage-order")).toBe(60);

    api.outage.down = false;
    const back = await consume(runner, keys, 2);
    expect(back.explicitAcks.sort()).toEqual(
      deliveryOf(keys)
        .messages.map((message) => message.id)
        .sort(),
    );
    expect(api.delivered.map((mail) => mail.subject).sort()).toEqual([...keys].sort());
    expect(api.delivered.map((mail) => mail.key).sort()).toEqual([...keys].sort());

    // A redelivered message (at least once) and the admin's "resend" on a done email send nothing more.
    await consume(runner, keys, 3);
    expect(api.delivered).toHaveLength(3);
    const done = await effectRow("outage-reset");
    expect(done).toMatchObject({ status: "done", lastError: null });
    expect(JSON.parse(done.payload).message).toMatchObject({ subject: "outage-reset", text: "", html: "" });
  });

  it("is sent once when the first try, queue redeliveries and an admin's try race on it", async () => {
    const api = emailApi(30);
    const runner = runnerWith({ mail: () => api.transport });
    await recordEffect(db, {
      key: "race-email",
      payload: { kind: "email", message: emailOf("race@example.com", "Race") },
    });
    await Promise.all([
      attemptEffect(runner, "race-email"),
      attemptEffect(runner, "race-email"),
      consume(runner, ["race-email"]),
      consume(runner, ["race-email"]),
      consume(runner, ["race-email"]),
    ]);
    expect(api.delivered).toHaveLength(1);
    expect((await effectRow("race-email")).status).toBe("done");
  });
});

describe("the Worker's queue consumers", () => {
  it("deliver to the configured transport; the dead-letter queue hands what failed to the admin, who resends it once", async () => {
    await recordEffect(db, {
      key: "consumer-email",
      payload: { kind: "email", message: emailOf("consumer@example.com", "Consumer") },
    });
    const ctx = createExecutionContext();
    const batch = deliveryOf(["consumer-email"]);
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(1);
    expect((await mailbox("consumer@example.com")).map((mail) => mail.subject)).toEqual(["Consumer"]);

    await recordEffect(db, {
      key: "dead-email",
      recipient: "dead@example.com",
      payload: { kind: "email", message: emailOf("dead@example.com", "Gave up") },
    });
    await worker.queue(deliveryOf(["dead-email"], 21, `${QUEUE}-dead`), env);
    const dead = await effectRow("dead-email");
    expect(dead.status).toBe("failed");

    const cookie = await adminCookie();
    const page = await fetchWorker("/admin/effects", {}, { cookie });
    expect(await page.text()).toContain("Email: Gave up");
    const resend = () => postForm("/admin/effects", { id: String(dead.id) }, { cookie });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(409);
    expect((await mailbox("dead@example.com")).map((mail) => mail.subject)).toEqual(["Gave up"]);
    expect((await effectRow("dead-email")).status).toBe("done");
  });

  it("the housekeeping sweep sends again what no queue message carries, once per overdue period", async () => {
    const { sent, runner, hourAgo } = sweepingRunner();
    await recordEffect(
      db,
      { key: "orphan-email", payload: { kind: "email", message: emailOf("o@example.com", "Orphan") } },
      hourAgo,
    );
    expect(await resendOverdueEffects(runner, new Date())).toBeGreaterThanOrEqual(1);
    expect(sent).toContainEqual({ key: "orphan-email" });
    sent.length = 0;
    await resendOverdueEffects(runner, new Date());
    expect(sent).not.toContainEqual({ key: "orphan-email" });
  });

  it("the sweep sends every overdue effect once, however many a long outage left (more than D1 binds in a statement)", async () => {
    const { sent, runner, hourAgo } = sweepingRunner();
    const keys = Array.from({ length: MAX_BOUND_VALUES + 50 }, (_, index) => `outage-backlog-${index}`);
    const [first, ...rest] = keys.map((key) =>
      recordEffect(db, { key, payload: { kind: "email", message: emailOf(`${key}@example.com`, key) } }, hourAgo),
    );
    if (first) await db.batch([first, ...rest]);
    const now = new Date();
    while ((await resendOverdueEffects(runner, now)) > 0);
    const backlog = sent.filter(({ key }) => keys.includes(key));
    expect(backlog.map(({ key }) => key).sort()).toEqual([...keys].sort());
  });
});

const settings = defaultStoreSettings;
const sandbox = new SandboxPaymentProvider(origin);

async function pendingOrderOf(label: string) {
  const user = await createShopper(label);
  await addWarcraftToCart(user.id, { itemId: (await itemOf((await gameNamed("World of Warcraft")).id)).id }, 1);
  return {
    user,
    checkout: (provider: PaymentProvider, paymentMethod: PaymentMethod = "credit_card") =>
      checkoutWith(provider, user, paymentMethod),
  };
}

function checkoutWith(provider: PaymentProvider, user: { id: number; email: string }, paymentMethod: PaymentMethod) {
  return startCheckout(
    { db, provider },
    { user, paymentMethod, flow: "redirect", currency: "BRL", language: "pt", origin, settings },
  );
}

async function orderRow(id: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw new Error("order missing");
  return order;
}

/** Stripe's API through the production adapter, answering a session's retrieve and expiry and a refund. */
function stripeApi(sessionStatus: "open" | "complete" = "open") {
  const standIn = stripeStandIn({
    "GET /v1/checkout/sessions/*": () => ({ id: "cs", object: "checkout.session", status: sessionStatus }),
    "POST /v1/checkout/sessions/*/expire": () => ({ id: "cs", object: "checkout.session", status: "expired" }),
    "POST /v1/refunds": (params) => ({
      id: `re_${crypto.randomUUID()}`,
      object: "refund",
      amount: Number(params.get("amount")),
      status: "succeeded",
    }),
  });
  return { ...standIn, provider: new StripePaymentProvider(createStripeClient("sk_test_outage", standIn.client)) };
}

describe("checkout while Stripe is down", () => {
  it("answers that the provider can't be reached and leaves one pending order, never a trail of cancelled ones", async () => {
    const shopper = await pendingOrderOf("Presses pay thrice");
    // Another method first: each press by card then needs a new session (the same terms would be
    // answered the live one, decision 043).
    const first = await shopper.checkout(sandbox, "debit_card");
    const cartBefore = await getCart({ db, currency: "BRL" }, shopper.user.id);
    const stripe = stripeApi();
    stripe.outage.down = true;
    for (let press = 0; press < 3; press++) {
      await expect(shopper.checkout(stripe.provider)).rejects.toMatchObject({
        code: "payment_provider_unavailable",
        status: 503,
        retryAfterSeconds: 30,
      });
    }
    const mine = await db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect(mine.map((order) => [order.id, order.status])).toEqual([[first.orderId, "pendente"]]);
    expect(mine[0]?.providerSessionId).toBe(first.session.sessionId);
    expect(await getCart({ db, currency: "BRL" }, shopper.user.id)).toEqual(cartBefore);
  });

  it("keeps a reused order pending without a session when only the new session fails, payable again later", async () => {
    const shopper = await pendingOrderOf("Session fails");
    const first = await shopper.checkout(sandbox, "debit_card");
    const failingCreate: PaymentProvider = {
      ...sandbox,
      name: "sandbox",
      submitDisputeEvidence: async () => {},
      createCheckoutSession: () => Promise.reject(new Error("timeout")),
      expireCheckoutSession: sandbox.expireCheckoutSession,
      refund: sandbox.refund,
    };
    await expect(shopper.checkout(failingCreate)).rejects.toMatchObject({ code: "payment_provider_unavailable" });
    expect(await orderRow(first.orderId)).toMatchObject({ status: "pendente", providerSessionId: null });
    const again = await shopper.checkout(sandbox);
    expect(again.orderId).toBe(first.orderId);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, first.orderId));
    expect(history.map((row) => row.toStatus)).toEqual(["pendente"]);
  });
});

describe("cancel while Stripe is down", () => {
  it("does not cancel an order whose session may still be paid: the outbox closes the session, then cancels", async () => {
    const shopper = await pendingOrderOf("Cancels offline");
    const { orderId, session } = await shopper.checkout(sandbox);
    const stripe = stripeApi("open");
    stripe.outage.down = true;
    const runner = runnerWith({ provider: () => stripe.provider });
    const answer = await cancelBySession(
      { db, provider: stripe.provider, effects: runner },
      shopper.user.id,
      session.sessionId,
    );
    expect(answer).toEqual({ orderId, status: "pendente", cancellation: "scheduled" });
    expect((await orderRow(orderId)).status).toBe("pendente");

    const key = `cancel-order:${orderId}:${session.sessionId}`;
    expect((await consume(runner, [key])).retryMessages).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe("pendente");
    stripe.outage.down = false;
    await consume(runner, [key], 2);
    expect(stripe.requests.filter((request) => request.path.endsWith("/expire"))).toHaveLength(1);
    expect((await orderRow(orderId)).status).toBe("cancelado");
  });

  it("leaves the order to its payment when the provider, once back, says the session was paid", async () => {
    const shopper = await pendingOrderOf("Paid meanwhile");
    const { orderId, session } = await shopper.checkout(sandbox);
    const stripe = stripeApi("complete");
    stripe.outage.down = true;
    const runner = runnerWith({ provider: () => stripe.provider });
    await cancelBySession({ db, provider: stripe.provider, effects: runner }, shopper.user.id, session.sessionId);
    stripe.outage.down = false;
    await consume(runner, [`cancel-order:${orderId}:${session.sessionId}`]);
    expect((await orderRow(orderId)).status).toBe("pendente");
  });
});

describe("a payment that lands on a cancelled order while Stripe is down", () => {
  it("is refunded once when Stripe is back, however often the event and the retries arrive", async () => {
    const shopper = await pendingOrderOf("Late payer");
    const { orderId } = await shopper.checkout(sandbox);
    const order = await orderRow(orderId);
    const stripe = stripeApi();
    stripe.outage.down = true;
    const deps = webhookDeps(stripe.provider);
    const deliver = async (type: string, object: Record<string, unknown>, id?: string) => {
      const event = await signedEvent(type, object, { id });
      return receiveStripeWebhook(deps, event.payload, event.signature);
    };
    await deliver("checkout.session.expired", { ...paidSession(order), payment_status: "unpaid", status: "expired" });
    expect((await orderRow(orderId)).status).toBe("cancelado");

    const eventId = `evt_late_${orderId}`;
    expect(await deliver("checkout.session.completed", paidSession(order), eventId)).toBe("applied");
    expect(await deliver("checkout.session.completed", paidSession(order), eventId)).toBe("duplicate");
    const key = `late-refund-${eventId}`;
    expect(await effectRow(key)).toMatchObject({ status: "pending", attempts: 1, orderId });
    const event = await db.query.paymentEvents.findFirst({ where: eq(paymentEvents.eventId, eventId) });
    expect(event?.reason).toBe("late_payment_refund_retrying");
    const refunds = () =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.kind, "refund")));
    expect(await refunds()).toEqual([]);

    stripe.outage.down = false;
    const runner = runnerWith({ provider: () => stripe.provider });
    await Promise.all([consume(runner, [key], 2), consume(runner, [key], 2), attemptEffect(runner, key)]);
    const refundCalls = stripe.requests.filter((request) => request.path === "/v1/refunds");
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.headers.get("Idempotency-Key")).toBe(key);
    expect((await refunds()).map((refund) => refund.amountCents)).toEqual([order.totalCents]);
    expect((await db.query.paymentEvents.findFirst({ where: eq(paymentEvents.eventId, eventId) }))?.reason).toBe(
      "late_payment_refunded",
    );
    expect((await orderRow(orderId)).status).toBe("cancelado");
    const timeline = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(timeline.map((entry) => `${entry.toStatus}:${entry.reason}`)).toEqual([
      "pendente:created",
      "cancelado:payment_expired",
      "cancelado:refunded",
    ]);
  });
});
