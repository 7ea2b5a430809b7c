import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Currency } from "../../../shared/prices";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import { createShopper, db, gameNamed, itemOf, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, origin, signIn } from "../../../tests/workers/support/store";
import { withStoreSetting } from "../../../tests/workers/support/store-setting";
import { signedEvent } from "../../../tests/workers/support/stripe-events";
import { stripeStandIn } from "../../../tests/workers/support/stripe-stand-in";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { addToCart, getCart } from "../../cart/cart";
import { orders, payments } from "../../db/schema";
import { startCheckout } from "../../orders/checkout";
import { paymentStateOf } from "../../orders/payment-state";
import { receiveStripeWebhook } from "../../orders/payment-webhook";
import { paySandboxSession, settleSandboxPix } from "../../orders/sandbox-payments";
import { defaultStoreSettings } from "../../settings/store-settings";
import { crc16CcittFalse, readPixFields } from "../pix-payload";
import type { PaymentProvider } from "../provider";
import { SandboxPaymentProvider } from "../sandbox-provider";
import { createStripeClient, StripePaymentProvider } from "../stripe-provider";

const sandbox = new SandboxPaymentProvider(origin);
const settings = defaultStoreSettings;

async function fillCart(userId: number, quantity = 1) {
  const wow = await gameNamed("World of Warcraft");
  const item = await itemOf(wow.id);
  await addToCart({ db, currency: "BRL" }, userId, {
    gameId: wow.id,
    itemId: item.id,
    nickname: "Thrall",
    server: "Azralon",
    platform: "PC",
    quantity,
  });
  return item;
}

function checkout(
  user: { id: number; email: string },
  method: "pix" | "credit_card" = "pix",
  options: { provider?: PaymentProvider; currency?: Currency; settings?: typeof settings } = {},
) {
  return startCheckout(
    { db, provider: options.provider ?? sandbox },
    {
      user,
      paymentMethod: method,
      flow: method === "pix" ? "redirect" : "embedded",
      currency: options.currency ?? "BRL",
      language: "pt",
      origin,
      settings: options.settings ?? settings,
    },
  );
}

async function orderRow(id: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw new Error("order missing");
  return order;
}

/** A Pix session event as Stripe sends it for the order's session. */
function pixSession(order: { id: number; totalCents: number; providerSessionId: string | null }, paid: boolean) {
  return {
    id: order.providerSessionId,
    object: "checkout.session",
    payment_status: paid ? "paid" : "unpaid",
    status: "complete",
    payment_method_types: ["pix"],
    amount_total: order.totalCents,
    currency: "brl",
    metadata: { order_id: String(order.id) },
    payment_intent: `pi_test_pix_${order.id}`,
  };
}

beforeAll(seedCatalogue);

describe("Pix through the webhook", () => {
  it("pays the order once on async_payment_succeeded, however often and in whatever order events arrive", async () => {
    const user = await createShopper();
    await fillCart(user.id);
    const { orderId } = await checkout(user);
    const order = await orderRow(orderId);
    const paid: number[] = [];
    // The shopper confirmed on the payment page: the session completes unpaid, nothing happens yet.
    const completed = await signedEvent("checkout.session.completed", pixSession(order, false));
    expect(await receiveStripeWebhook(webhookDeps(sandbox, paid), completed.payload, completed.signature)).toBe(
      "ignored",
    );
    expect((await orderRow(orderId)).status).toBe("pendente");

    const succeeded = await signedEvent("checkout.session.async_payment_succeeded", pixSession(order, true));
    const again = await signedEvent("checkout.session.async_payment_succeeded", pixSession(order, true));
    const outcomes = await Promise.all(
      [succeeded, succeeded, again, succeeded].map((event) =>
        receiveStripeWebhook(webhookDeps(sandbox, paid), event.payload, event.signature),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    // A failure or expiry arriving late changes nothing on a paid order.
    const lateFailure = await signedEvent("checkout.session.async_payment_failed", pixSession(order, false));
    const lateExpiry = await signedEvent("checkout.session.expired", {
      ...pixSession(order, false),
      status: "expired",
    });
    for (const event of [lateFailure, lateExpiry]) {
      expect(await receiveStripeWebhook(webhookDeps(sandbox, paid), event.payload, event.signature)).toBe("ignored");
    }
    expect(paid).toEqual([orderId]);
    expect((await orderRow(orderId)).status).toBe("processando");
    expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    expect(await paymentStateOf(db, user.id, order.providerSessionId ?? "")).toEqual({ orderId, state: "paid" });
  });

  it("holds a Pix payment of the wrong amount for review instead of fulfilling it", async () => {
    const user = await createShopper();
    await fillCart(user.id);
    const order = await orderRow((await checkout(user)).orderId);
    const short = await signedEvent("checkout.session.async_payment_succeeded", {
      ...pixSession(order, true),
      amount_total: order.totalCents - 1,
    });
    const paid: number[] = [];
    expect(await receiveStripeWebhook(webhookDeps(sandbox, paid), short.payload, short.signature)).toBe("review");
    expect(paid).toEqual([]);
    expect((await orderRow(order.id)).status).toBe("revisão");
  });

  it("cancels the order on async_payment_failed or expiry and keeps the cart; a new attempt gets a new code", async () => {
    for (const [type, state] of [
      ["checkout.session.async_payment_failed", "failed"],
      ["checkout.session.expired", "expired"],
    ] as const) {
      const user = await createShopper();
      await fillCart(user.id, 2);
      const first = await checkout(user);
      const order = await orderRow(first.orderId);
      const event = await signedEvent(type, pixSession(order, false));
      expect(await receiveStripeWebhook(webhookDeps(sandbox), event.payload, event.signature)).toBe("applied");
      expect(await receiveStripeWebhook(webhookDeps(sandbox), event.payload, event.signature)).toBe("duplicate");
      expect((await orderRow(order.id)).status).toBe("cancelado");
      expect(await paymentStateOf(db, user.id, first.session.sessionId)).toEqual({ orderId: order.id, state });
      const cart = await getCart({ db, currency: "BRL" }, user.id);
      expect(cart.lines.map((line) => line.line.quantity)).toEqual([2]);

      const retry = await checkout(user);
      expect(retry.orderId).not.toBe(order.id);
      expect(retry.session.pix?.copyPaste).not.toBe(first.session.pix?.copyPaste);
    }
  });
});

describe("Pix in the sandbox", () => {
  it("opens a session with a real BR Code for the order's total, expiring after the time set in settings", async () => {
    const user = await createShopper();
    const item = await fillCart(user.id, 3);
    const before = Date.now();
    const result = await checkout(user, "pix", { settings: { ...settings, pixExpiryMinutes: 15 } });
    const code = result.session.pix?.copyPaste ?? "";
    const fields = readPixFields(code);
    expect(fields.get("54")).toBe(((item.priceCents * 3) / 100).toFixed(2));
    expect(fields.get("53")).toBe("986");
    expect(fields.get("26")).toContain("br.gov.bcb.pix");
    expect(fields.get("63")).toBe(crc16CcittFalse(code.slice(0, -4)));
    const expiresAt = Date.parse(result.session.pix?.expiresAt ?? "");
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    expect(result.session.url).toBeNull();
  });

  it("simulate payment pays once; simulate failure and the code running out cancel and keep the cart", async () => {
    const payer = await createShopper();
    await fillCart(payer.id);
    const paying = await checkout(payer);
    const paid: number[] = [];
    const input = { sessionId: paying.session.sessionId, userId: payer.id };
    await settleSandboxPix(webhookDeps(sandbox, paid), { ...input, outcome: "paid" });
    await expect(settleSandboxPix(webhookDeps(sandbox, paid), { ...input, outcome: "paid" })).rejects.toMatchObject({
      code: "session_closed",
    });
    expect(paid).toEqual([paying.orderId]);
    expect((await orderRow(paying.orderId)).status).toBe("processando");

    const failing = await createShopper();
    await fillCart(failing.id);
    const failed = await checkout(failing);
    await settleSandboxPix(webhookDeps(sandbox), {
      sessionId: failed.session.sessionId,
      userId: failing.id,
      outcome: "failed",
    });
    expect((await orderRow(failed.orderId)).status).toBe("cancelado");
    expect((await getCart({ db, currency: "BRL" }, failing.id)).lines).toHaveLength(1);

    const waiting = await createShopper();
    await fillCart(waiting.id);
    const expiring = await checkout(waiting);
    const expiry = { sessionId: expiring.session.sessionId, userId: waiting.id, outcome: "expired" as const };
    // A code does not expire before its time, and cannot be paid after it.
    await expect(settleSandboxPix(webhookDeps(sandbox), expiry)).rejects.toMatchObject({ code: "session_closed" });
    const later = new Date(Date.parse(expiring.session.pix?.expiresAt ?? "") + 1000);
    await expect(settleSandboxPix(webhookDeps(sandbox), { ...expiry, outcome: "paid" }, later)).rejects.toMatchObject({
      code: "session_closed",
    });
    await settleSandboxPix(webhookDeps(sandbox), expiry, later);
    expect(await paymentStateOf(db, waiting.id, expiring.session.sessionId)).toMatchObject({ state: "expired" });
    expect((await getCart({ db, currency: "BRL" }, waiting.id)).lines).toHaveLength(1);
  });

  it("refuses another shopper's code, and a card for a Pix session", async () => {
    const owner = await createShopper();
    await fillCart(owner.id);
    const { session } = await checkout(owner);
    await expect(
      paySandboxSession(webhookDeps(sandbox), {
        sessionId: session.sessionId,
        userId: owner.id,
        cardNumber: "4242424242424242",
      }),
    ).rejects.toMatchObject({ code: "session_not_found" });
    const other = await createShopper("Other");
    await expect(
      settleSandboxPix(webhookDeps(sandbox), { sessionId: session.sessionId, userId: other.id, outcome: "paid" }),
    ).rejects.toMatchObject({ code: "session_not_found", status: 404 });
  });
});

describe("Pix availability", () => {
  it("is refused while the store switches it off, and for an order in another currency", async () => {
    const user = await createShopper();
    await fillCart(user.id);
    await expect(checkout(user, "pix", { settings: { ...settings, pixEnabled: false } })).rejects.toMatchObject({
      code: "pix_unavailable",
      status: 422,
    });
    await expect(checkout(user, "pix", { currency: "USD" })).rejects.toMatchObject({ code: "pix_brl_only" });
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("answers POST /api/checkout with the Pix code, and the switch in settings brings back the refusal", async () => {
    const account = await createVerifiedAccount("pix");
    const cookie = await signIn(account);
    const wow = await gameNamed("World of Warcraft");
    const item = await itemOf(wow.id);
    const addItem = () => addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 1 });
    await addItem();
    const answer = await callApi("POST", "/api/checkout", { metodo_pagamento: "pix" }, { cookie });
    expect(answer.status).toBe(200);
    const body = await answer.json<{
      orderId: number;
      sessionId: string;
      pix: { qr_code: string; copy_paste: string; expires_at: string };
    }>();
    expect(body.pix.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(body.pix.qr_code.split(",")[1] ?? "")).toContain("<svg");
    expect(readPixFields(body.pix.copy_paste).get("54")).toBe((item.priceCents / 100).toFixed(2));
    expect(Date.parse(body.pix.expires_at)).toBeGreaterThan(Date.now() + 29 * 60_000);

    const status = () => callApi("GET", `/api/checkout/sessions/${body.sessionId}`, undefined, { cookie });
    expect(await (await status()).json()).toEqual({ orderId: body.orderId, status: "pending" });
    const simulated = await callApi(
      "POST",
      `/api/sandbox/sessions/${body.sessionId}/pix`,
      { outcome: "paid" },
      { cookie },
    );
    expect(simulated.status).toBe(200);
    expect(await (await status()).json()).toEqual({ orderId: body.orderId, status: "paid" });
    // Another shopper learns nothing about the session.
    const stranger = await createVerifiedAccount("stranger");
    const strangerCookie = await signIn(stranger);
    expect(
      (await callApi("GET", `/api/checkout/sessions/${body.sessionId}`, undefined, { cookie: strangerCookie })).status,
    ).toBe(404);

    await withStoreSetting("pixEnabled", false, async () => {
      await addItem();
      const refused = await callApi("POST", "/api/checkout", { metodo_pagamento: "pix" }, { cookie });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: "pix_unavailable",
        details: [{ field: "metodo_pagamento" }],
      });
    });
  });
});

describe("3-D Secure", () => {
  let sessions = 0;
  const standIn = stripeStandIn({
    "POST /v1/checkout/sessions": () => {
      sessions += 1;
      return { id: `cs_test_3ds_${sessions}`, object: "checkout.session", url: null, client_secret: "cs_secret" };
    },
    // A newer attempt on the pending order stops its open session first.
    "GET /v1/checkout/sessions/*": () => ({ object: "checkout.session", status: "open" }),
    "POST /v1/checkout/sessions/*/expire": () => ({ object: "checkout.session", status: "expired" }),
  });
  const stripe = new StripePaymentProvider(createStripeClient("sk_test_abc", standIn.client));
  const lastRequest = () => standIn.requests.at(-1)?.params ?? new URLSearchParams();

  it("asks for it on a first paid order and above the total set in settings, otherwise leaves it to Stripe", async () => {
    const user = await createShopper();
    const item = await fillCart(user.id);
    const small = { ...settings, threeDSecureAboveCents: item.priceCents * 10 };
    const first = await checkout(user, "credit_card", { provider: stripe, settings: small });
    expect(lastRequest().get("payment_method_options[card][request_three_d_secure]")).toBe("any");
    expect(lastRequest().get("payment_method_types[0]")).toBe("card");

    // Paid: the next order is no longer the shopper's first.
    const order = await orderRow(first.orderId);
    const completed = await signedEvent("checkout.session.completed", {
      ...pixSession(order, true),
      payment_method_types: ["card"],
    });
    await receiveStripeWebhook(webhookDeps(stripe), completed.payload, completed.signature);
    expect((await orderRow(first.orderId)).status).toBe("processando");

    await checkout(user, "credit_card", { provider: stripe, settings: small });
    expect(lastRequest().get("payment_method_options[card][request_three_d_secure]")).toBe("automatic");
    await checkout(user, "credit_card", {
      provider: stripe,
      settings: { ...settings, threeDSecureAboveCents: item.priceCents - 1 },
    });
    expect(lastRequest().get("payment_method_options[card][request_three_d_secure]")).toBe("any");
  });

  it("opens a Stripe Pix session with the code's lifetime from settings and no card options", async () => {
    const user = await createShopper();
    await fillCart(user.id);
    const result = await checkout(user, "pix", { provider: stripe, settings: { ...settings, pixExpiryMinutes: 45 } });
    const params = lastRequest();
    expect(params.get("payment_method_types[0]")).toBe("pix");
    expect(params.get("payment_method_options[pix][expires_after_seconds]")).toBe("2700");
    expect(params.has("payment_method_options[card][request_three_d_secure]")).toBe(false);
    expect(Number(params.get("expires_at"))).toBeGreaterThan(Date.now() / 1000 + 44 * 60);
    expect(result.session.pix).toMatchObject({ copyPaste: null });
  });

  it("the sandbox's 3-D Secure test card waits for the bank: a failed check leaves the order payable, a completed one pays", async () => {
    const user = await createShopper();
    await fillCart(user.id);
    const { orderId, session } = await checkout(user, "credit_card");
    const card = { sessionId: session.sessionId, userId: user.id, cardNumber: "4000 0027 6000 3184" };
    const paid: number[] = [];
    await expect(paySandboxSession(webhookDeps(sandbox, paid), card)).rejects.toMatchObject({
      code: "authentication_required",
    });
    await expect(
      paySandboxSession(webhookDeps(sandbox, paid), { ...card, threeDSecure: "fail" }),
    ).rejects.toMatchObject({ code: "payment_intent_authentication_failure" });
    expect((await orderRow(orderId)).status).toBe("pendente");
    expect(await paySandboxSession(webhookDeps(sandbox, paid), { ...card, threeDSecure: "complete" })).toEqual({
      orderId,
    });
    expect(paid).toEqual([orderId]);
  });
});
