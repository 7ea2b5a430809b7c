// Issue 51: a chargeback answered with the store's own records. A dispute opened through the
// sandbox on a delivered order gets its evidence pack (proof, chat, timeline, 3-D Secure, the terms
// accepted); it is submitted once however the admin's Submit, the store's own and a replayed event
// meet; and with the payment provider down the submission is retried until it lands.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  adminCookie,
  newCardCheckout,
  payByCard,
  seedOnce,
  shopperSession,
} from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { callApi, fetchWorker, origin, postForm, signIn } from "../../../tests/workers/support/store";
import { signedEvent } from "../../../tests/workers/support/stripe-events";
import { stripeStandIn } from "../../../tests/workers/support/stripe-stand-in";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import demoAccounts from "../../../workers/db/seed/demo-accounts.json";
import type { Viewer } from "../../accounts/staff-powers";
import { postToOrderConversation } from "../../chat/order-conversation";
import { auditLog, effects, orderDisputes, orderLines, orders, paymentEvents, signIns, users } from "../../db/schema";
import { attemptEffect, type EffectRunner } from "../../effects/runner";
import { createStripeClient, StripePaymentProvider } from "../../payments/stripe-provider";
import { disputeEvidenceKey, submitDisputeAsStaff, submitDueEvidence } from "../dispute-submission";
import { orderEffectRunnerFor } from "../order-effects";
import { receiveStripeWebhook } from "../payment-webhook";

/** A one-pixel PNG. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (char) => char.charCodeAt(0),
);
/** Stripe's 3-D Secure test card, which the sandbox authenticates when told "complete". */
const THREE_D_SECURE_CARD = "4000002760003184";
const DAY_MS = 24 * 60 * 60 * 1000;

let admin = "";
let owner: Viewer;

beforeAll(async () => {
  await seedOnce();
  admin = await adminCookie();
  const row = await db.query.users.findFirst({ where: eq(users.email, demoAccounts.admin.email) });
  if (!row) throw new Error("no admin");
  owner = { id: row.id, adminAccess: "allowed", staffRole: row.staffRole };
});

/** A shopper's order paid by the 3-D Secure card on the sandbox's card form, delivered by the admin with a proof, and chatted about. */
async function deliveredOrder(label: string) {
  const { orderId, sessionId, ...shopper } = await newCardCheckout(label);
  await payByCard(shopper.cookie, sessionId, THREE_D_SECURE_CARD, "complete");
  const form = new FormData();
  form.set("intent", "proof");
  form.set("note", "Gold handed over in game");
  form.set("image", new File([PNG], "proof.png", { type: "image/png" }));
  const proof = await fetchWorker(
    `/admin/orders/${orderId}`,
    { method: "POST", body: form, headers: { Origin: origin, Host: new URL(origin).host } },
    { cookie: admin },
  );
  expect(proof.status).toBe(200);
  const delivered = await postForm(
    `/admin/orders/${orderId}`,
    { intent: "status", to: "concluído", confirmed: "yes" },
    { cookie: admin, ip: "203.0.113.9" },
  );
  expect(delivered.status).toBeLessThan(400);
  const user = await db.query.users.findFirst({ where: eq(users.email, shopper.account.email) });
  if (!user) throw new Error("no user");
  await postToOrderConversation({ db, env }, { id: user.id, name: user.name }, orderId, "Got the gold, thanks!");
  return { ...shopper, orderId, userId: user.id };
}

async function openDispute(cookie: string, orderId: number) {
  const opened = await callApi(
    "POST",
    "/api/sandbox/disputes",
    { order_id: orderId, reason: "fraudulent" },
    { cookie },
  );
  expect(opened.status, await opened.clone().text()).toBe(201);
  const body: { dispute_id: string } = await opened.json();
  return body.dispute_id;
}

interface PackJson {
  dispute: { id: string; submission: string; due_by: string | null; note: string };
  order: { policies_accepted: string | null };
  lines: Array<{ nickname: string; server: string | null }>;
  proofs: Array<{ sha256: string; url: string }>;
  transcript: Array<{ content: string; from_support: boolean }>;
  timeline: Array<{ step: string; at: string; ip: string | null; country: string | null }>;
  sign_ins: Array<{ at: string; ip: string | null; country: string | null; method: string; device: string | null }>;
  charge: { three_d_secure: string | null; risk_level: string | null } | null;
}

async function packOf(orderId: number): Promise<PackJson> {
  const response = await callApi("GET", `/api/admin/orders/${orderId}/dispute`, undefined, { cookie: admin });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("a dispute opened through the sandbox on a delivered order", () => {
  it("gets an evidence pack from the store's records: proof and hash, chat, timeline, 3-D Secure, terms accepted", async () => {
    const { cookie, orderId } = await deliveredOrder("dispute-pack");
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    // What checkout showed: the store's default terms and refund policy, in the shopper's language.
    expect(order?.policiesAccepted).toBe("en terms@default refunds@default");

    const disputeId = await openDispute(cookie, orderId);
    expect((await db.query.orders.findFirst({ where: eq(orders.id, orderId) }))?.status).toBe("contestado");

    const pack = await packOf(orderId);
    expect(pack.dispute).toMatchObject({ id: disputeId, submission: "open", note: "" });
    const dueIn = new Date(pack.dispute.due_by ?? 0).getTime() - Date.now();
    expect(dueIn).toBeGreaterThan(6 * DAY_MS);
    expect(pack.lines[0]?.nickname).toBeTruthy();
    expect(pack.proofs).toHaveLength(1);
    const image = await env.MEDIA.get(pack.proofs[0]?.url.replace("/media/", "") ?? "", "arrayBuffer");
    const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", image ?? new ArrayBuffer(0)))]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");
    expect(pack.proofs[0]?.sha256).toBe(digest);
    expect(pack.transcript).toContainEqual(
      expect.objectContaining({ content: "Got the gold, thanks!", from_support: false }),
    );
    expect(pack.timeline.map((entry) => entry.step)).toEqual(["paid", "delivered"]);
    expect(pack.timeline[1]?.ip).toBe("203.0.113.9");
    expect(pack.charge).toMatchObject({ three_d_secure: "authenticated", risk_level: "normal" });
    expect(pack.order.policies_accepted).toBe("en terms@default refunds@default");

    const english = await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin })).text();
    expect(english).toContain("Dispute and evidence");
    expect(english).toContain("3-D Secure: authenticated");
    expect(english).toContain("Submit evidence to the bank");
    const portuguese = await (
      await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin, language: "pt" })
    ).text();
    expect(portuguese).toContain("Contestação e defesa");
  });

  it("is opened only by the order's own shopper", async () => {
    const { orderId } = await deliveredOrder("dispute-stranger");
    const stranger = await shopperSession("dispute-stranger-2");
    const refused = await callApi("POST", "/api/sandbox/disputes", { order_id: orderId }, { cookie: stranger.cookie });
    expect(refused.status).toBe(404);
    expect(await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId))).toEqual([]);
    const none = await callApi("GET", `/api/admin/orders/${orderId}/dispute`, undefined, { cookie: admin });
    expect(await none.json()).toEqual({ dispute: null });
    const unknown = await callApi("GET", "/api/admin/orders/999999/dispute", undefined, { cookie: admin });
    expect(unknown.status).toBe(404);
  });

  it("is submitted by the admin once, with their note, on the timeline, in the audit trail and the shopper's export", async () => {
    const { cookie, orderId, userId } = await deliveredOrder("dispute-admin");
    const disputeId = await openDispute(cookie, orderId);
    const submitted = await callApi(
      "POST",
      `/api/admin/orders/${orderId}/dispute/submit`,
      { note: "Delivered in game; the shopper thanked us in the chat." },
      { cookie: admin },
    );
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const pack: PackJson = await submitted.json();
    expect(pack.dispute).toMatchObject({
      submission: "submitted",
      note: "Delivered in game; the shopper thanked us in the chat.",
    });
    const again = await callApi("POST", `/api/admin/orders/${orderId}/dispute/submit`, {}, { cookie: admin });
    expect(again.status).toBe(409);

    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));
    expect(events.filter((event) => event.type === "dispute_evidence.submitted")).toHaveLength(1);
    const page = await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin })).text();
    expect(page).toContain("Dispute evidence sent to the bank");
    expect(page).toContain("Submitted to the bank");
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submit_dispute_evidence"), eq(auditLog.entityId, String(orderId))));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorUserId: owner.id, after: expect.objectContaining({ disputeId }) });

    const exported = await callApi("GET", `/api/users/${userId}/export`, undefined, { cookie });
    expect(exported.status).toBe(200);
    const data: { orders: Array<{ id: number; disputes: Array<{ reason: string; state: string }> }> } =
      await exported.json();
    expect(data.orders.find((row) => row.id === orderId)?.disputes).toEqual([
      expect.objectContaining({ reason: "fraudulent", state: "The store answered your bank with the order's records" }),
    ]);
  });

  it("refuses Submit to a role that does not move money", async () => {
    const { cookie, orderId } = await deliveredOrder("dispute-support");
    await openDispute(cookie, orderId);
    const support = { ...owner, staffRole: "support" as const };
    const refused = submitDisputeAsStaff(
      { db, viewer: support, from: { ip: null, device: null }, runEffect: async () => "done" },
      orderId,
      "",
    );
    await expect(refused).rejects.toMatchObject({ code: "forbidden" });
    expect((await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.orderId, orderId) }))?.submission).toBe(
      "open",
    );
  });
});

/** The production adapter over the stand-in, and a runner that performs every effect with it. */
function stripeAtStandIn() {
  const standIn = stripeStandIn({
    "POST /v1/files": (params) => ({ id: `file_${params.get("purpose")}_${crypto.randomUUID()}`, object: "file" }),
    "POST /v1/disputes/*": () => ({ id: "dp", object: "dispute", status: "under_review" }),
  });
  const provider = new StripePaymentProvider(createStripeClient("sk_test_disputes", standIn.client));
  const runner: EffectRunner = { ...orderEffectRunnerFor(env, db), provider: () => provider };
  return { ...standIn, provider, runner };
}

/** A delivered order whose bank opened a dispute due in `dueInMs`, as Stripe's event brings it; the event to replay. */
async function disputeDueIn(label: string, provider: StripePaymentProvider, dueInMs = DAY_MS / 2) {
  const { orderId } = await deliveredOrder(label);
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  const disputeId = `dp_test_${label}_${orderId}`;
  const event = await signedEvent("charge.dispute.created", {
    id: disputeId,
    object: "dispute",
    amount: order?.totalCents,
    currency: "brl",
    charge: `ch_test_${orderId}`,
    payment_intent: order?.providerPaymentId,
    reason: "product_not_received",
    status: "needs_response",
    evidence_details: { due_by: Math.floor((Date.now() + dueInMs) / 1000) },
    metadata: {},
  });
  const deps = webhookDeps(provider);
  expect(await receiveStripeWebhook(deps, event.payload, event.signature)).toBe("applied");
  return { orderId, disputeId, event, deps };
}

const submissionsOf = (requests: ReturnType<typeof stripeStandIn>["requests"], disputeId: string) =>
  requests.filter((request) => request.path === `/v1/disputes/${disputeId}`);

describe("submitting a dispute's evidence", () => {
  it("happens once when the admin's Submit, the automatic one and a replayed event race", async () => {
    const stripe = stripeAtStandIn();
    const { orderId, disputeId, event, deps } = await disputeDueIn("race", stripe.provider);
    const runEffect = (key: string) => attemptEffect(stripe.runner, key);
    const outcomes = await Promise.allSettled([
      submitDisputeAsStaff(
        { db, viewer: owner, from: { ip: "198.51.100.4", device: null }, runEffect },
        orderId,
        "Ours",
      ),
      submitDueEvidence({ db, runEffect }, new Date()),
      receiveStripeWebhook(deps, event.payload, event.signature),
      submitDueEvidence({ db, runEffect }, new Date()),
    ]);
    // The admin either won, or was told it had been submitted already.
    const adminOutcome = outcomes[0];
    if (adminOutcome.status === "rejected")
      expect(adminOutcome.reason).toMatchObject({ code: "dispute_already_submitted" });
    expect(outcomes[2]).toEqual({ status: "fulfilled", value: "duplicate" });

    const submissions = submissionsOf(stripe.requests, disputeId);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.params.get("submit")).toBe("true");
    expect(submissions[0]?.headers.get("Idempotency-Key")).toBe(disputeEvidenceKey(disputeId));
    const row = await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.disputeId, disputeId) });
    expect(row?.submission).toBe("submitted");
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "submit_dispute_evidence"), eq(auditLog.entityId, String(orderId))));
    expect(audited).toHaveLength(1);
    const told = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.type, "dispute_evidence.submitted")));
    expect(told).toHaveLength(1);
  });

  it("is left to the admin while the deadline is more than a day away, and a run submits a bounded number", async () => {
    const stripe = stripeAtStandIn();
    const { disputeId } = await disputeDueIn("not-due", stripe.provider, 3 * DAY_MS);
    const runEffect = (key: string) => attemptEffect(stripe.runner, key);
    await submitDueEvidence({ db, runEffect }, new Date());
    expect(
      (await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.disputeId, disputeId) }))?.submission,
    ).toBe("open");
    // Two days later it is a day from its deadline: the run submits it, with nobody's name on it.
    expect(await submitDueEvidence({ db, runEffect }, new Date(Date.now() + 2 * DAY_MS + 60_000))).toBeGreaterThan(0);
    const row = await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.disputeId, disputeId) });
    expect(row).toMatchObject({ submission: "submitted", submittedBy: null });
    expect(submissionsOf(stripe.requests, disputeId)).toHaveLength(1);
  });

  it("is retried until it lands while the provider is down, uploading the proof and the chat once", async () => {
    const stripe = stripeAtStandIn();
    const { orderId, disputeId } = await disputeDueIn("outage", stripe.provider);
    const runEffect = (key: string) => attemptEffect(stripe.runner, key);
    stripe.outage.down = true;
    await submitDisputeAsStaff({ db, viewer: owner, from: { ip: null, device: null }, runEffect }, orderId, "");
    const key = disputeEvidenceKey(disputeId);
    const waiting = await db.query.effects.findFirst({ where: eq(effects.key, key) });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(
      (await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.disputeId, disputeId) }))?.submission,
    ).toBe("submitting");
    expect(await (await packOfPage(orderId)).text()).toContain("Being sent to the bank");

    // Still down at the queue's next try; then it comes back.
    expect(typeof (await attemptEffect(stripe.runner, key))).toBe("object");
    stripe.outage.down = false;
    expect(await attemptEffect(stripe.runner, key)).toBe("done");
    expect(await attemptEffect(stripe.runner, key)).toBe("not_tried");

    const uploads = stripe.requests.filter((request) => request.path === "/v1/files");
    expect(uploads.map((upload) => upload.headers.get("Idempotency-Key")).sort()).toEqual([
      `${key}-customer_communication`,
      `${key}-service_documentation`,
    ]);
    expect(uploads.every((upload) => upload.params.get("purpose") === "dispute_evidence")).toBe(true);
    const [submission] = submissionsOf(stripe.requests, disputeId);
    expect(submission?.params.get("submit")).toBe("true");
    expect(submission?.params.get("evidence[service_documentation]")).toMatch(/^file_dispute_evidence_/);
    expect(submission?.params.get("evidence[customer_communication]")).toMatch(/^file_dispute_evidence_/);
    expect(submission?.params.get("evidence[access_activity_log]")).toContain("3-D Secure authenticated");
    expect(submission?.params.get("evidence[refund_policy_disclosure]")).toContain("en terms@default refunds@default");
    expect(submission?.params.get("evidence[uncategorized_text]")).toMatch(/SHA-256 [0-9a-f]{64}/);
    expect(
      (await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.disputeId, disputeId) }))?.submission,
    ).toBe("submitted");
  });
});

function packOfPage(orderId: number) {
  return fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin });
}

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("the account's sign-ins and the shopper's own steps in the pack", () => {
  it("lists the sign-ins from a week before the payment to a day after, and where the shopper confirmed and reviewed from", async () => {
    const { cookie, account, orderId, userId } = await deliveredOrder("dispute-sign-ins");
    // The shopper signs in again from Brazil, confirms receipt and reviews from there.
    const fromBrazil = { cf: { country: "BR" }, headers: { "User-Agent": CHROME_ON_WINDOWS } };
    await signIn(account, { ...fromBrazil, ip: "198.51.100.7" });
    const confirmed = await callApi("POST", `/api/orders/${orderId}/confirm`, undefined, {
      cookie,
      ip: "198.51.100.8",
      cf: { country: "BR" },
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const reviewed = await callApi(
      "POST",
      `/api/orders/${orderId}/reviews`,
      { line_id: line?.id, rating: 5, text: "Fast" },
      { cookie, ip: "198.51.100.9", cf: { country: "PT" } },
    );
    expect(reviewed.status, await reviewed.clone().text()).toBe(201);
    const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
    expect(order).toMatchObject({ receipt: "confirmed", receiptIp: "198.51.100.8", receiptCountry: "BR" });

    // Older and later sign-ins than the window, and one inside it, as they would have been written.
    const paid = Date.parse(order?.paidAt ?? "");
    const at = (offsetMs: number) => new Date(paid + offsetMs).toISOString();
    await db.insert(signIns).values([
      { userId, at: at(-8 * DAY_MS), ip: "192.0.2.1", country: "US", method: "password" },
      { userId, at: at(-6 * DAY_MS), ip: "192.0.2.2", country: "BR", method: "passkey" },
      { userId, at: at(2 * DAY_MS), ip: "192.0.2.3", country: "US", method: "password" },
    ]);

    await openDispute(cookie, orderId);
    const pack = await packOf(orderId);
    const ips = pack.sign_ins.map((row) => row.ip);
    expect(ips).not.toContain("192.0.2.1");
    expect(ips).not.toContain("192.0.2.3");
    expect(ips[0]).toBe("192.0.2.2");
    expect(pack.sign_ins).toContainEqual({
      at: expect.any(String),
      ip: "198.51.100.7",
      country: "BR",
      method: "password",
      device: "Chrome, Windows",
    });
    const steps = Object.fromEntries(pack.timeline.map((entry) => [entry.step, entry]));
    expect(steps.confirmed).toMatchObject({ ip: "198.51.100.8", country: "BR" });
    expect(steps.reviewed).toMatchObject({ ip: "198.51.100.9", country: "PT" });
    expect(steps.delivered).toMatchObject({ ip: "203.0.113.9", country: null });

    const page = await (await fetchWorker(`/admin/orders/${orderId}`, {}, { cookie: admin })).text();
    expect(page).toContain("Sign-ins around the purchase");
    expect(page).toContain("198.51.100.7, BR");

    // The text sent to the bank carries them in the access activity log.
    const stripe = stripeAtStandIn();
    const runEffect = (key: string) => attemptEffect(stripe.runner, key);
    await submitDisputeAsStaff({ db, viewer: owner, from: { ip: null, device: null }, runEffect }, orderId, "");
    const dispute = await db.query.orderDisputes.findFirst({ where: eq(orderDisputes.orderId, orderId) });
    const [submission] = submissionsOf(stripe.requests, dispute?.disputeId ?? "");
    const log = submission?.params.get("evidence[access_activity_log]") ?? "";
    expect(log).toContain("Receipt confirmed by the customer");
    expect(log).toContain("198.51.100.8, BR");
    expect(log).toContain("(from 198.51.100.7, BR; with a password; device: Chrome, Windows)");
    expect(log).toContain("(from 192.0.2.2, BR; with a passkey;");
    expect(log).not.toContain("192.0.2.1");
  });
});
