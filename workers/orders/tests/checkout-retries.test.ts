// Retrying a payment pays the same pending order: checkout again (the same cart, a changed cart,
// another method) and "pay now" on an order reuse the shopper's one pending order, stop its previous
// session, and never leave a trail of cancelled orders. A session already paid is never replaced.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  coinOf,
  createShopper,
  db,
  gameNamed,
  itemOf,
  seedCatalogue,
} from "../../../tests/workers/support/catalogue-rows";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { addToCart } from "../../cart/cart";
import { clearCartUndoably } from "../../cart/undo-clear";
import type { PaymentMethod } from "../../db/schema";
import { orderLines, orders } from "../../db/schema";
import type { CheckoutFlow, PaymentProvider, SessionClosing } from "../../payments/provider";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings } from "../../settings/store-settings";
import { startCheckout } from "../checkout";
import { payPendingOrder } from "../pay-pending-order";
import { paySandboxSession } from "../sandbox-payments";

const origin = "http://store.test";
const settings = defaultStoreSettings;

/** The sandbox provider, recording what checkout asks of it; `closing` plays the provider's answer to expire. */
function recordingProvider(closing: () => Promise<SessionClosing> = async () => "closed") {
  const sandbox = new SandboxPaymentProvider(origin);
  const created: Array<{ sessionId: string; orderId: number; attempt: string; totalCents: number }> = [];
  const expired: string[] = [];
  const provider: PaymentProvider = {
    name: "sandbox",
    submitDisputeEvidence: async () => {},
    async createCheckoutSession(request) {
      const session = await sandbox.createCheckoutSession(request);
      created.push({
        sessionId: session.sessionId,
        orderId: request.orderId,
        attempt: request.attempt,
        totalCents: request.totalCents,
      });
      return session;
    },
    async expireCheckoutSession(sessionId) {
      expired.push(sessionId);
      return await closing();
    },
    refund: () => sandbox.refund(),
  };
  return { provider, created, expired };
}

async function shopper() {
  const user = await createShopper();
  const wow = await gameNamed("World of Warcraft");
  const item = await itemOf(wow.id);
  const coin = await coinOf(wow.id);
  const add = (input: { itemId?: number; coinOfferId?: number; quantity: number }) =>
    addToCart({ db, currency: "BRL" }, user.id, {
      gameId: wow.id,
      nickname: "Thrall",
      server: "Azralon",
      platform: "PC",
      ...input,
    });
  await add({ itemId: item.id, quantity: 1 });
  return { user, item, coin, add };
}

function checkout(
  provider: PaymentProvider,
  user: { id: number; email: string },
  method: PaymentMethod = "credit_card",
  flow: CheckoutFlow = "embedded",
) {
  return startCheckout(
    { db, provider },
    { user, paymentMethod: method, flow, currency: "BRL", language: "en", origin, settings },
  );
}

function payNow(provider: PaymentProvider, user: { id: number; email: string }, orderId: number) {
  return payPendingOrder({ db, provider }, orderId, {
    user,
    paymentMethod: "debit_card",
    flow: "redirect",
    language: "pt",
    origin,
    settings,
  });
}

async function ordersOf(userId: number) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
}

async function linesOf(orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

beforeAll(seedCatalogue);

describe("checking out again", () => {
  it("pays the same pending order with a new session, stopping the previous one, and cancels nothing", async () => {
    const { user } = await shopper();
    const { provider, created, expired } = recordingProvider();
    const first = await checkout(provider, user);
    const second = await checkout(provider, user);
    expect(second.orderId).toBe(first.orderId);
    expect(second.session.sessionId).not.toBe(first.session.sessionId);
    expect(expired).toEqual([first.session.sessionId]);
    // Each attempt has its own idempotency at the provider, so the second really opens a new session.
    expect(created[0]?.attempt).not.toBe(created[1]?.attempt);
    const rows = await ordersOf(user.id);
    expect(rows.map((order) => [order.status, order.providerSessionId])).toEqual([
      ["pendente", second.session.sessionId],
    ]);
    expect(await linesOf(first.orderId)).toHaveLength(1);
  });

  it("brings the pending order up to date with a changed cart and another payment method", async () => {
    const { user, item, coin, add } = await shopper();
    const { provider } = recordingProvider();
    const first = await checkout(provider, user);
    await add({ coinOfferId: coin.id, quantity: 3 });
    const second = await checkout(provider, user, "debit_card", "redirect");
    expect(second.orderId).toBe(first.orderId);
    expect(second.totalCents).toBe(item.priceCents + coin.unitPriceCents * 3);
    expect(second.session.url).toBe(`${origin}/sandbox/checkout/${second.session.sessionId}`);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({ status: "pendente", paymentMethod: "debit_card", totalCents: second.totalCents });
    const lines = await linesOf(first.orderId);
    expect(lines.map((line) => [line.itemId, line.coinOfferId, line.quantity])).toEqual([
      [item.id, null, 1],
      [null, coin.id, 3],
    ]);
  });

  it("lets only the latest session pay: the replaced one is refused, the new one fulfils the order", async () => {
    const { user } = await shopper();
    const { provider } = recordingProvider();
    const first = await checkout(provider, user);
    const second = await checkout(provider, user, "debit_card", "redirect");
    await expect(
      paySandboxSession(webhookDeps(provider), { sessionId: first.session.sessionId, userId: user.id }),
    ).rejects.toMatchObject({ code: "session_not_found" });
    await paySandboxSession(webhookDeps(provider), { sessionId: second.session.sessionId, userId: user.id });
    expect((await ordersOf(user.id)).map((order) => order.status)).toEqual(["processando"]);
  });

  it("refuses to replace a session the shopper already paid, and leaves the order as it was", async () => {
    const { user, coin, add } = await shopper();
    const { provider, created } = recordingProvider(async () => "completed");
    const first = await checkout(provider, user);
    await add({ coinOfferId: coin.id, quantity: 2 });
    await expect(checkout(provider, user)).rejects.toMatchObject({ code: "payment_under_way", status: 409 });
    expect(created).toHaveLength(1);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({ providerSessionId: first.session.sessionId, totalCents: first.totalCents });
    expect(await linesOf(first.orderId)).toHaveLength(1);
  });

  it("changes nothing, and says the provider can't be reached, while it cannot say whether the previous session was paid", async () => {
    const { user } = await shopper();
    const { provider } = recordingProvider(async () => {
      throw new Error("provider down");
    });
    const first = await checkout(provider, user);
    await expect(checkout(provider, user, "debit_card", "redirect")).rejects.toMatchObject({
      code: "payment_provider_unavailable",
      status: 503,
      retryAfterSeconds: 30,
    });
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({ paymentMethod: "credit_card", providerSessionId: first.session.sessionId });
  });

  it("ends concurrent retries with one pending order, one recorded session and its lines once", async () => {
    const { user } = await shopper();
    const { provider, created, expired } = recordingProvider();
    await checkout(provider, user);
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => checkout(provider, user)));
    const succeeded = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ code: "checkout_in_progress" });
    }
    expect(succeeded.length).toBeGreaterThan(0);
    const rows = await ordersOf(user.id);
    expect(rows.map((order) => order.status)).toEqual(["pendente"]);
    const recorded = rows[0]?.providerSessionId;
    expect(succeeded.map((result) => result.session.sessionId)).toContain(recorded);
    // Every other session opened along the way was stopped.
    const others = created.map((session) => session.sessionId).filter((id) => id !== recorded);
    expect(others.every((id) => expired.includes(id))).toBe(true);
    expect(await linesOf(rows[0]?.id ?? 0)).toHaveLength(1);
  });
});

describe("pay now on a pending order", () => {
  it("pays the order as it was placed, whatever the cart holds now, with the method picked now", async () => {
    const { user, item, coin, add } = await shopper();
    const { provider, created, expired } = recordingProvider();
    const placed = await checkout(provider, user);
    await clearCartUndoably({ db, currency: "BRL" }, user.id);
    await add({ coinOfferId: coin.id, quantity: 5 });
    const paying = await payNow(provider, user, placed.orderId);
    expect(paying.orderId).toBe(placed.orderId);
    expect(paying.totalCents).toBe(item.priceCents);
    expect(created.at(-1)).toMatchObject({ orderId: placed.orderId, totalCents: item.priceCents });
    expect(expired).toEqual([placed.session.sessionId]);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      status: "pendente",
      paymentMethod: "debit_card",
      providerSessionId: paying.session.sessionId,
    });
    expect((await linesOf(placed.orderId)).map((line) => line.itemId)).toEqual([item.id]);
  });

  it("refuses an order that is no longer pending, another shopper's order and pix while switched off", async () => {
    const { user } = await shopper();
    const { provider } = recordingProvider();
    const placed = await checkout(provider, user);
    const other = await createShopper("Other");
    await expect(payNow(provider, other, placed.orderId)).rejects.toMatchObject({ code: "order_not_found" });
    await expect(
      payPendingOrder({ db, provider }, placed.orderId, {
        user,
        paymentMethod: "pix",
        flow: "redirect",
        language: "en",
        origin,
        settings: { ...settings, pixEnabled: false },
      }),
    ).rejects.toMatchObject({ code: "pix_unavailable" });
    await paySandboxSession(webhookDeps(provider), { sessionId: placed.session.sessionId, userId: user.id });
    await expect(payNow(provider, user, placed.orderId)).rejects.toMatchObject({
      code: "order_not_payable",
      status: 409,
    });
  });
});
