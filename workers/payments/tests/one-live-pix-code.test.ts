// One live Pix code per order: Finalize pressed again (a second tab, a reload, "pay now" on the same
// order) shows the code already open, so the first tab's code still pays; a changed cart makes a new
// code and the page still showing the old one learns it was replaced; paying either way moves every
// page watching the order on to paid.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addItemThroughApi } from "../../../tests/workers/support/cart-api";
import {
  addWarcraftToCart,
  coinOf,
  createShopper,
  db,
  gameNamed,
  itemOf,
  seedCatalogue,
} from "../../../tests/workers/support/catalogue-rows";
import { callApi, createVerifiedAccount, origin, signIn } from "../../../tests/workers/support/store";
import { stripeStandIn } from "../../../tests/workers/support/stripe-stand-in";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import type { PaymentMethod } from "../../db/schema";
import { orders, paymentSessions } from "../../db/schema";
import { startCheckout } from "../../orders/checkout";
import { payPendingOrder } from "../../orders/pay-pending-order";
import { paymentStateOf } from "../../orders/payment-state";
import { getOrderBySession } from "../../orders/queries";
import { settleSandboxPix } from "../../orders/sandbox-payments";
import { defaultStoreSettings } from "../../settings/store-settings";
import type { PaymentProvider } from "../provider";
import { SandboxPaymentProvider } from "../sandbox-provider";
import { createStripeClient, StripePaymentProvider } from "../stripe-provider";

/** The sandbox, counting the sessions it opens and the ones it is asked to stop. */
function countingSandbox() {
  const sandbox = new SandboxPaymentProvider(origin);
  const opened: string[] = [];
  const stopped: string[] = [];
  const provider: PaymentProvider = {
    name: "sandbox",
    submitDisputeEvidence: async () => {},
    async createCheckoutSession(request) {
      const session = await sandbox.createCheckoutSession(request);
      opened.push(session.sessionId);
      return session;
    },
    async expireCheckoutSession(sessionId) {
      stopped.push(sessionId);
      return sandbox.expireCheckoutSession();
    },
    refund: () => sandbox.refund(),
  };
  return { provider, opened, stopped };
}

const attempt = (user: { id: number; email: string }, paymentMethod: PaymentMethod = "pix") => ({
  user,
  paymentMethod,
  flow: paymentMethod === "credit_card" ? ("embedded" as const) : ("redirect" as const),
  language: "pt" as const,
  origin,
  settings: defaultStoreSettings,
});

function finalize(provider: PaymentProvider, user: { id: number; email: string }, method: PaymentMethod = "pix") {
  return startCheckout({ db, provider }, { ...attempt(user, method), currency: "BRL" });
}

async function shopperWithItem() {
  const user = await createShopper();
  const wow = await gameNamed("World of Warcraft");
  await addWarcraftToCart(user.id, { itemId: (await itemOf(wow.id)).id }, 1);
  return user;
}

beforeAll(seedCatalogue);

describe("one live Pix code per order", () => {
  it("a second Finalize and pay now on the order show the same code and session, and stop nothing", async () => {
    const user = await shopperWithItem();
    const { provider, opened, stopped } = countingSandbox();
    const first = await finalize(provider, user);
    const second = await finalize(provider, user);
    const payNow = await payPendingOrder({ db, provider }, first.orderId, attempt(user));
    for (const again of [second, payNow]) {
      expect(again.orderId).toBe(first.orderId);
      expect(again.totalCents).toBe(first.totalCents);
      expect(again.session).toEqual(first.session);
    }
    expect(opened).toEqual([first.session.sessionId]);
    expect(stopped).toEqual([]);
    expect(await paymentStateOf(db, user.id, first.session.sessionId)).toEqual({
      orderId: first.orderId,
      state: "pending",
    });
    // The first tab's code still pays the order.
    const paid: number[] = [];
    await settleSandboxPix(webhookDeps(provider, paid), {
      sessionId: first.session.sessionId,
      userId: user.id,
      outcome: "paid",
    });
    expect(paid).toEqual([first.orderId]);
  });

  it("a changed cart makes a new code; the old one reads as replaced and cannot pay; paying the new one moves both on", async () => {
    const user = await shopperWithItem();
    const { provider, stopped } = countingSandbox();
    const first = await finalize(provider, user);
    const wow = await gameNamed("World of Warcraft");
    await addWarcraftToCart(user.id, { coinOfferId: (await coinOf(wow.id)).id }, 2);
    const second = await finalize(provider, user);
    expect(second.orderId).toBe(first.orderId);
    expect(second.totalCents).toBeGreaterThan(first.totalCents);
    expect(second.session.sessionId).not.toBe(first.session.sessionId);
    expect(second.session.pix?.copyPaste).not.toBe(first.session.pix?.copyPaste);
    expect(stopped).toEqual([first.session.sessionId]);

    const stateOf = (sessionId: string) => paymentStateOf(db, user.id, sessionId);
    expect(await stateOf(first.session.sessionId)).toEqual({ orderId: first.orderId, state: "replaced" });
    expect(await stateOf(second.session.sessionId)).toEqual({ orderId: first.orderId, state: "pending" });
    const oldCode = { sessionId: first.session.sessionId, userId: user.id, outcome: "paid" as const };
    await expect(settleSandboxPix(webhookDeps(provider), oldCode)).rejects.toMatchObject({ status: 404 });

    await settleSandboxPix(webhookDeps(provider), { ...oldCode, sessionId: second.session.sessionId });
    for (const session of [first.session, second.session]) {
      expect(await stateOf(session.sessionId)).toEqual({ orderId: first.orderId, state: "paid" });
      // The success page a replaced code's tab moves on to finds the order it paid.
      expect(await getOrderBySession(db, user.id, session.sessionId)).toMatchObject({
        id: first.orderId,
        status: "processando",
      });
    }
  });

  it("another method, or a code about to run out, gets a new session and the old one reads as replaced", async () => {
    const user = await shopperWithItem();
    const { provider } = countingSandbox();
    const pix = await finalize(provider, user);
    const card = await finalize(provider, user, "credit_card");
    expect(card.session.sessionId).not.toBe(pix.session.sessionId);
    expect(await paymentStateOf(db, user.id, pix.session.sessionId)).toMatchObject({ state: "replaced" });

    const fresh = await finalize(provider, user);
    expect(fresh.session.pix?.copyPaste).toMatch(/^000201/);
    // A minute left: showing it again would hand the shopper a code that dies while they pay.
    await db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .where(eq(paymentSessions.sessionId, fresh.session.sessionId));
    const renewed = await finalize(provider, user);
    expect(renewed.session.sessionId).not.toBe(fresh.session.sessionId);
    const [order] = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ status: "pendente", providerSessionId: renewed.session.sessionId });
  });

  it("with Stripe, a second Finalize sends the shopper to the same Pix payment page, asking Stripe for nothing", async () => {
    const user = await shopperWithItem();
    let sessions = 0;
    const standIn = stripeStandIn({
      "POST /v1/checkout/sessions": () => {
        sessions += 1;
        return { id: `cs_test_pix_${sessions}`, object: "checkout.session", url: `https://checkout.test/${sessions}` };
      },
    });
    const stripe = new StripePaymentProvider(createStripeClient("sk_test_abc", standIn.client));
    const first = await finalize(stripe, user);
    const second = await finalize(stripe, user);
    expect(second.session).toEqual(first.session);
    expect(second.session.url).toBe("https://checkout.test/1");
    expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v1/checkout/sessions",
    ]);
  });

  it("POST /api/checkout twice (two tabs) answers the same code, and its status says replaced once the cart changed", async () => {
    const account = await createVerifiedAccount("pix-tabs");
    const cookie = await signIn(account);
    const wow = await gameNamed("World of Warcraft");
    const item = await itemOf(wow.id);
    await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 1 });
    const finalizeThroughApi = async () => {
      const answer = await callApi("POST", "/api/checkout", { metodo_pagamento: "pix" }, { cookie });
      expect(answer.status).toBe(200);
      return answer.json<{ orderId: number; sessionId: string; pix: { copy_paste: string; expires_at: string } }>();
    };
    const tab1 = await finalizeThroughApi();
    const tab2 = await finalizeThroughApi();
    expect(tab2).toEqual(tab1);

    await addItemThroughApi(cookie, { gameId: wow.id, itemId: item.id, quantity: 1 });
    const tab3 = await finalizeThroughApi();
    expect(tab3.sessionId).not.toBe(tab1.sessionId);
    const status = async (sessionId: string) =>
      (await callApi("GET", `/api/checkout/sessions/${sessionId}`, undefined, { cookie })).json();
    expect(await status(tab1.sessionId)).toEqual({ orderId: tab1.orderId, status: "replaced" });
    expect(await status(tab3.sessionId)).toEqual({ orderId: tab1.orderId, status: "pending" });
  });
});
