import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_COIN_UNITS } from "../../../shared/cart/limits";
import { createShopper, db, seedCatalogue, shopperWithCart } from "../../../tests/workers/support/catalogue-rows";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { paidSession, refundedCharge, signedEvent } from "../../../tests/workers/support/stripe-events";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { getCart } from "../../cart/cart";
import { cartLines, items, orderLines, orderStatusHistory, orders, payments } from "../../db/schema";
import { DomainError } from "../../kernel/domain-error";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings } from "../../settings/store-settings";
import { startCheckout } from "../checkout";
import { InvalidSignatureError, receiveStripeWebhook } from "../payment-webhook";
import { paySandboxSession } from "../sandbox-payments";

const provider = new SandboxPaymentProvider(origin);
const checkoutDeps = { db, provider };
const settings = defaultStoreSettings;

function checkout(user: { id: number; email: string }) {
  return startCheckout(checkoutDeps, {
    user,
    paymentMethod: "credit_card",
    flow: "redirect",
    currency: "BRL",
    language: "en",
    origin,
    settings,
  });
}

async function orderRow(id: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw new Error("order missing");
  return order;
}

beforeAll(seedCatalogue);

describe("checkout", () => {
  it("creates a pending order priced from D1 with snapshot lines, and a sandbox session to pay it", async () => {
    const { user, item, coin, subtotal } = await shopperWithCart();
    const result = await checkout(user);
    expect(result.totalCents).toBe(subtotal);
    expect(result.session.url).toBe(`${origin}/sandbox/checkout/${result.session.sessionId}`);
    const order = await orderRow(result.orderId);
    expect(order).toMatchObject({
      status: "pendente",
      totalCents: subtotal,
      currency: "BRL",
      providerSessionId: result.session.sessionId,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemId: item.id,
          name: item.name,
          nickname: "Thrall",
          server: "Azralon",
          platform: "PC",
          unitPriceCents: item.priceCents,
          quantity: 2,
        }),
        expect.objectContaining({
          coinOfferId: coin.id,
          coinAmount: coin.baseUnit * 3,
          unitPriceCents: coin.unitPriceCents,
          quantity: 3,
        }),
      ]),
    );
    // The cart stays until the payment is confirmed.
    expect((await getCart({ db, currency: "BRL" }, user.id)).lines).toHaveLength(2);
  });

  it("refuses an empty cart, and pix while the store has switched it off", async () => {
    const user = await createShopper();
    await expect(checkout(user)).rejects.toMatchObject({ code: "empty_cart" });
    const { user: other } = await shopperWithCart();
    await expect(
      startCheckout(checkoutDeps, {
        user: other,
        paymentMethod: "pix",
        flow: "redirect",
        currency: "BRL",
        language: "pt",
        origin,
        settings: { ...settings, pixEnabled: false },
      }),
    ).rejects.toMatchObject({ code: "pix_unavailable" });
  });

  it("asks the shopper to review a cart whose item was archived, and opens no order", async () => {
    const { user, item } = await shopperWithCart();
    await db.update(items).set({ archivedAt: new Date().toISOString() }).where(eq(items.id, item.id));
    await expect(checkout(user)).rejects.toMatchObject({ code: "cart_changed", status: 409 });
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    await db.update(items).set({ archivedAt: null }).where(eq(items.id, item.id));
  });

  it("refuses a line above the line limit the game page and cart enforce (a cart saved under older limits), and opens no order", async () => {
    const { user } = await shopperWithCart();
    // Written around the cart service, as an older limit would have let it be stored.
    await db
      .update(cartLines)
      .set({ quantity: MAX_COIN_UNITS + 1 })
      .where(and(eq(cartLines.userId, user.id), isNotNull(cartLines.coinOfferId)));
    await expect(checkout(user)).rejects.toMatchObject({
      code: "quantity_too_large",
      messageKey: "checkout.lineAboveLimit",
    });
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("leaves one payable order when the same cart is checked out twice at once", async () => {
    const { user } = await shopperWithCart();
    const outcomes = await Promise.allSettled([checkout(user), checkout(user)]);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DomainError);
    }
    const pending = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(pending.filter((order) => order.status === "pendente")).toHaveLength(1);
  });

  it("leaves no order behind and the cart as it was when the payment session cannot be opened", async () => {
    const { user } = await shopperWithCart();
    const cartBefore = await getCart({ db, currency: "BRL" }, user.id);
    const failing = {
      ...provider,
      name: "sandbox" as const,
      submitDisputeEvidence: async () => {},
      createCheckoutSession: () => Promise.reject(new Error("down")),
      expireCheckoutSession: async () => "closed" as const,
      refund: provider.refund,
    };
    await expect(
      startCheckout(
        { ...checkoutDeps, provider: failing },
        { user, paymentMethod: "credit_card", flow: "redirect", currency: "BRL", language: "en", origin, settings },
      ),
    ).rejects.toMatchObject({ code: "payment_provider_unavailable", status: 503, retryAfterSeconds: 30 });
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    expect(await getCart({ db, currency: "BRL" }, user.id)).toEqual(cartBefore);
  });
});

describe("stripe webhook", () => {
  it("fulfils exactly once when the same event arrives 5 times concurrently", async () => {
    const { user } = await shopperWithCart();
    const { orderId } = await checkout(user);
    const order = await orderRow(orderId);
    const event = await signedEvent("checkout.session.completed", paidSession(order));
    const paid: number[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        receiveStripeWebhook(webhookDeps(provider, paid), event.payload, event.signature),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(paid).toEqual([orderId]);
    expect((await orderRow(orderId)).status).toBe("processando");
    expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((row) => row.toStatus)).toEqual(["pendente", "processando"]);
  });

  it("fulfils once whatever order its events arrive in (shuffled duplicates, a second 'paid' event, a late expiry)", async () => {
    const { user } = await shopperWithCart();
    const { orderId } = await checkout(user);
    const order = await orderRow(orderId);
    const completed = await signedEvent("checkout.session.completed", paidSession(order));
    const intent = await signedEvent("payment_intent.succeeded", {
      id: `pi_test_${orderId}`,
      object: "payment_intent",
      amount: order.totalCents,
      amount_received: order.totalCents,
      currency: "brl",
      metadata: { order_id: String(orderId) },
    });
    const expired = await signedEvent("checkout.session.expired", {
      ...paidSession(order),
      payment_status: "unpaid",
      status: "expired",
    });
    const deliveries = [completed, intent, expired, completed, intent].sort(() => Math.random() - 0.5);
    const paid: number[] = [];
    const outcomes = await Promise.all(
      deliveries.map((event) => receiveStripeWebhook(webhookDeps(provider, paid), event.payload, event.signature)),
    );
    expect(outcomes).toContain("duplicate");
    const final = await orderRow(orderId);
    // An expiry may land first and cancel the order; then the payment is refunded, never kept for nothing.
    const charges = await db.select().from(payments).where(eq(payments.orderId, orderId));
    if (final.status === "processando") {
      expect(paid).toEqual([orderId]);
      expect(charges.map((row) => row.kind)).toEqual(["charge"]);
    } else {
      expect(final.status).toBe("cancelado");
      expect(paid).toEqual([]);
      expect(charges.map((row) => row.kind).sort()).toEqual(["charge", "refund"]);
    }
  });

  it("changes nothing for a forged, tampered or stale signature", async () => {
    const { user } = await shopperWithCart();
    const { orderId } = await checkout(user);
    const order = await orderRow(orderId);
    const forged = await signedEvent("checkout.session.completed", paidSession(order), { secret: "whsec_attacker" });
    const genuine = await signedEvent("checkout.session.completed", paidSession(order));
    const tampered = genuine.payload.replace(`"amount_total":${order.totalCents}`, '"amount_total":1');
    const stale = await signedEvent("checkout.session.completed", paidSession(order), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [tampered, genuine.signature],
      [stale.payload, stale.signature],
      [genuine.payload, null],
    ] as const) {
      await expect(receiveStripeWebhook(webhookDeps(provider), payload, signature)).rejects.toBeInstanceOf(
        InvalidSignatureError,
      );
    }
    expect((await orderRow(orderId)).status).toBe("pendente");
    expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  });

  it("cancels a pending order when its session expires, and refunds on charge.refunded once", async () => {
    const { user: first } = await shopperWithCart();
    const expiring = await orderRow((await checkout(first)).orderId);
    const expired = await signedEvent("checkout.session.expired", {
      ...paidSession(expiring),
      payment_status: "unpaid",
    });
    expect(await receiveStripeWebhook(webhookDeps(provider), expired.payload, expired.signature)).toBe("applied");
    expect((await orderRow(expiring.id)).status).toBe("cancelado");

    const { user: second } = await shopperWithCart();
    const paidOrder = await orderRow((await checkout(second)).orderId);
    const completed = await signedEvent("checkout.session.completed", paidSession(paidOrder));
    await receiveStripeWebhook(webhookDeps(provider), completed.payload, completed.signature);
    const refunded = await signedEvent("charge.refunded", refundedCharge(paidOrder, paidOrder.totalCents));
    expect(await receiveStripeWebhook(webhookDeps(provider), refunded.payload, refunded.signature)).toBe("applied");
    expect(await receiveStripeWebhook(webhookDeps(provider), refunded.payload, refunded.signature)).toBe("duplicate");
    expect((await orderRow(paidOrder.id)).status).toBe("cancelado");
    const kinds = (await db.select().from(payments).where(eq(payments.orderId, paidOrder.id))).map((row) => row.kind);
    expect(kinds.sort()).toEqual(["charge", "refund"]);
  });

  it("answers the HTTP endpoint: 400 without a valid signature, 200 with one", async () => {
    const { user } = await shopperWithCart();
    const order = await orderRow((await checkout(user)).orderId);
    const event = await signedEvent("checkout.session.completed", paidSession(order));
    const post = (signature: string) =>
      fetchWorker("/webhooks/stripe", {
        method: "POST",
        body: event.payload,
        headers: { "stripe-signature": signature },
      });
    const refused = await post("t=1,v1=deadbeef");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "invalid_signature",
      message: "Invalid signature.",
      requestId: expect.any(String),
    });
    const accepted = await post(event.signature);
    expect(accepted.status).toBe(200);
    expect((await orderRow(order.id)).status).toBe("processando");
    expect((await getCart({ db, currency: "BRL" }, user.id)).lines).toEqual([]);
  });
});

describe("payment sandbox", () => {
  it("pays with Stripe's success test card and declines 4000 0000 0000 0002 with Stripe's message", async () => {
    const { user } = await shopperWithCart();
    const embedded = await startCheckout(checkoutDeps, {
      user,
      paymentMethod: "credit_card",
      flow: "embedded",
      currency: "BRL",
      language: "en",
      origin,
      settings,
    });
    expect(embedded.session.clientSecret).toMatch(/^cs_test_sbx_\w+_secret_\w+$/);
    const sessionId = embedded.session.sessionId;
    const declined = paySandboxSession(webhookDeps(provider), {
      sessionId,
      userId: user.id,
      cardNumber: "4000 0000 0000 0002",
    });
    // Stripe's message, as a key the caller translates (sandbox.card.declined: "Your card was declined.").
    await expect(declined).rejects.toMatchObject({
      code: "card_declined",
      status: 402,
      messageKey: "sandbox.card.declined",
    });
    expect((await orderRow(embedded.orderId)).status).toBe("pendente");
    const paid: number[] = [];
    expect(
      await paySandboxSession(webhookDeps(provider, paid), {
        sessionId,
        userId: user.id,
        cardNumber: "4242 4242 4242 4242",
      }),
    ).toEqual({ orderId: embedded.orderId });
    expect((await orderRow(embedded.orderId)).status).toBe("processando");
    expect(paid).toEqual([embedded.orderId]);
    await expect(paySandboxSession(webhookDeps(provider), { sessionId, userId: user.id })).rejects.toMatchObject({
      code: "session_closed",
    });
  });

  it("does not let another shopper pay or see someone's session", async () => {
    const { user } = await shopperWithCart();
    const stranger = await createShopper();
    const { session } = await checkout(user);
    await expect(
      paySandboxSession(webhookDeps(provider), { sessionId: session.sessionId, userId: stranger.id }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
