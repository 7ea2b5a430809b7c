// Issue 34: discount codes. The rules a shopper meets (why a code does not apply), the discount
// worked out from D1 in cents, the limits under a rush (reserved at checkout, taken when paid, given
// back when the unpaid order ends), and the money after it: the charge, the webhook's amount check,
// the withdrawal, a stopped run's quote and late compensation, all on what the shopper paid.

import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/format-money";
import { type Currency, usdFromBrl } from "../../../shared/prices";
import {
  addWarcraftToCart,
  coinOf,
  createShopper,
  db,
  gameNamed,
  itemOf,
  seedCatalogue,
  shopperWithCart,
} from "../../../tests/workers/support/catalogue-rows";
import { origin } from "../../../tests/workers/support/store";
import { paidSession, signedEvent } from "../../../tests/workers/support/stripe-events";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import { storeActing } from "../../../tests/workers/support/worker";
import { getPromisedCart } from "../../cart/cart";
import { orderLines, orders, payments, promoCodeUses } from "../../db/schema";
import { expireUnpaidOrders } from "../../housekeeping/expire-unpaid-orders";
import { cancellationQuote } from "../../orders/cancellation";
import { startCheckout } from "../../orders/checkout";
import { compensateLateOrders } from "../../orders/compensation";
import { receiveStripeWebhook } from "../../orders/payment-webhook";
import { paySandboxSession } from "../../orders/sandbox-payments";
import { withdrawalDeps, withdrawFromOrder } from "../../orders/withdrawal";
import type { CheckoutSessionRequest } from "../../payments/provider";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings, pricingFor } from "../../settings/store-settings";
import { createCode, getCodeStats, type NewCode, setCodeActive } from "../codes";
import { lineDiscounts } from "../discount";

const provider = new SandboxPaymentProvider(origin);

let codeCounter = 0;
/** A fresh code with the given rules (10 % off everything unless told otherwise). */
function newCode(rules: Partial<NewCode> = {}) {
  codeCounter += 1;
  return createCode(storeActing, {
    code: `T${Date.now().toString(36)}${codeCounter}`,
    kind: "percent",
    percent: 10,
    ...rules,
  });
}

function checkout(user: { id: number; email: string }, code?: string, currency: Currency = "BRL", via = provider) {
  return startCheckout(
    { db, provider: via },
    {
      user,
      paymentMethod: "credit_card",
      flow: "redirect",
      currency,
      language: "en",
      origin,
      settings: defaultStoreSettings,
      code,
    },
  );
}

async function pay(result: { session: { sessionId: string } }, user: { id: number }) {
  return paySandboxSession(webhookDeps(provider), { sessionId: result.session.sessionId, userId: user.id });
}

async function orderRow(id: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!order) throw new Error("order missing");
  return order;
}

const usesOf = (codeId: number) => db.select().from(promoCodeUses).where(eq(promoCodeUses.codeId, codeId));

beforeAll(seedCatalogue);

describe("the discount in cents", () => {
  it("rounds a percent down on the eligible lines and splits it so the lines add up exactly", () => {
    // 10 % of 1001 + 999 = 200; split 100.1 / 99.9 → 100 + 99, the cent left to the larger remainder.
    expect(
      lineDiscounts({ kind: "percent", percent: 10, amountCents: null }, [
        { totalCents: 1001, eligible: true },
        { totalCents: 999, eligible: true },
        { totalCents: 5000, eligible: false },
      ]),
    ).toEqual([100, 100, 0]);
    expect(
      lineDiscounts({ kind: "percent", percent: 15, amountCents: null }, [{ totalCents: 333, eligible: true }]),
    ).toEqual([49]);
  });

  it("gives a fixed amount split by the lines' totals, and never the whole of them", () => {
    const split = lineDiscounts({ kind: "amount", percent: null, amountCents: 1000 }, [
      { totalCents: 3000, eligible: true },
      { totalCents: 3000, eligible: true },
      { totalCents: 3000, eligible: true },
    ]);
    expect(split).toEqual([334, 333, 333]);
    // More than the lines cost: one cent is still charged.
    expect(
      lineDiscounts({ kind: "amount", percent: null, amountCents: 99999 }, [
        { totalCents: 500, eligible: true },
        { totalCents: 700, eligible: false },
      ]),
    ).toEqual([499, 0]);
  });
});

describe("applying a code at checkout", () => {
  it("charges the discounted total, records the code and each line's discount, whatever the code's case", async () => {
    const { user, subtotal } = await shopperWithCart();
    const code = await newCode({ percent: 10 });
    const result = await checkout(user, code.code.toLowerCase());
    const discount = Math.floor(subtotal / 10);
    expect(result.totalCents).toBe(subtotal - discount);
    const order = await orderRow(result.orderId);
    expect(order).toMatchObject({ promoCode: code.code, discountCents: discount, totalCents: subtotal - discount });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(discount);
    expect(await usesOf(code.id)).toHaveLength(1);

    await pay(result, user);
    expect(await orderRow(result.orderId)).toMatchObject({ status: "processando" });
    const [charge] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "charge")));
    expect(charge?.amountCents).toBe(subtotal - discount);
    expect(await getCodeStats(db, code.id)).toMatchObject({
      uses: 1,
      reserved: 0,
      discountGiven: { BRL: discount, USD: 0 },
      revenue: { BRL: subtotal - discount, USD: 0 },
    });
  });

  it("asks the payment provider for lines that add up to the discounted total", async () => {
    const { user, subtotal } = await shopperWithCart();
    const code = await newCode({ kind: "amount", percent: null, amountBrlCents: 333, amountUsdCents: 100 });
    const asked: CheckoutSessionRequest[] = [];
    const recording = new SandboxPaymentProvider(origin);
    const open = recording.createCheckoutSession.bind(recording);
    recording.createCheckoutSession = (request) => {
      asked.push(request);
      return open(request);
    };
    await checkout(user, code.code, "BRL", recording);
    const [request] = asked;
    expect(request?.totalCents).toBe(subtotal - 333);
    expect(request?.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0)).toBe(subtotal - 333);
  });

  it("gives a fixed code's amount in the order's currency", async () => {
    const brl = await shopperWithCart();
    const code = await newCode({ kind: "amount", percent: null, amountBrlCents: 700, amountUsdCents: 150 });
    const inReais = await checkout(brl.user, code.code);
    expect(await orderRow(inReais.orderId)).toMatchObject({ currency: "BRL", discountCents: 700 });
    const usd = await shopperWithCart();
    const inDollars = await checkout(usd.user, code.code, "USD");
    expect(await orderRow(inDollars.orderId)).toMatchObject({ currency: "USD", discountCents: 150 });
  });

  it("holds a minimum given in one currency in the other, at the store's rate", async () => {
    const brl = await shopperWithCart();
    const usdSubtotal = (await getPromisedCart({ db, currency: "USD" }, brl.user.id)).totalCents;
    // A minimum in reais whose dollar equivalent is above the cart in dollars: refused in dollars too.
    const inReais = await newCode({ minTotalBrlCents: Math.max(brl.subtotal + 1, usdSubtotal * 10) });
    const usdMinimum = usdFromBrl(inReais.minTotalBrlCents ?? 0, pricingFor("USD", defaultStoreSettings).conversion);
    expect(usdMinimum).toBeGreaterThan(usdSubtotal);
    await expect(checkout(brl.user, inReais.code, "USD")).rejects.toMatchObject({
      code: "promo_below_minimum",
      params: { minimum: formatMoney(usdMinimum, "USD", "en") },
    });
    // A minimum in dollars alone holds for a cart in reais: US$ × the rate.
    const inDollars = await newCode({ minTotalUsdCents: Math.max(usdSubtotal + 1, brl.subtotal) });
    const brlMinimum = (inDollars.minTotalUsdCents ?? 0) * defaultStoreSettings.brlPerUsd;
    expect(brlMinimum).toBeGreaterThan(brl.subtotal);
    await expect(checkout(brl.user, inDollars.code, "BRL")).rejects.toMatchObject({
      code: "promo_below_minimum",
      params: { minimum: formatMoney(brlMinimum, "BRL", "en") },
    });
    // Under the equivalent, the code applies in both currencies.
    const low = await newCode({ minTotalBrlCents: 100 });
    expect((await checkout(brl.user, low.code, "USD")).totalCents).toBeLessThan(usdSubtotal);
  });

  it("gives a fixed amount set in one currency in the other at the store's rate", async () => {
    const inReais = await newCode({ kind: "amount", percent: null, amountBrlCents: 1000 });
    const usd = await shopperWithCart();
    const inDollars = await checkout(usd.user, inReais.code, "USD");
    // R$ 10 at 5 reais a dollar, rounded as the store rounds derived dollar prices (.99): US$ 1.99.
    expect(await orderRow(inDollars.orderId)).toMatchObject({ currency: "USD", discountCents: 199 });
    const dollarsOnly = await newCode({ kind: "amount", percent: null, amountUsdCents: 150 });
    const brl = await shopperWithCart();
    const inBrl = await checkout(brl.user, dollarsOnly.code, "BRL");
    expect(await orderRow(inBrl.orderId)).toMatchObject({ currency: "BRL", discountCents: 750 });
    await expect(newCode({ kind: "amount", percent: null })).rejects.toMatchObject({ code: "invalid_code" });
  });

  it("says why a code does not apply, and opens no order", async () => {
    const { user, subtotal } = await shopperWithCart();
    const tibia = await gameNamed("Tibia");
    const hour = 60 * 60 * 1000;
    const refused = async (code: string | Promise<{ code: string }>, reason: string, currency: Currency = "BRL") => {
      const name = typeof code === "string" ? code : (await code).code;
      await expect(checkout(user, name, currency)).rejects.toMatchObject({
        code: reason,
        status: 422,
        messageKey: expect.stringMatching(/^promotions\.refusals\./),
      });
    };
    await refused("NOSUCHCODE", "promo_unknown");
    await refused("no such code!", "promo_invalid");
    await refused(newCode({ startsAt: new Date(Date.now() + hour).toISOString() }), "promo_not_started");
    await refused(
      newCode({
        startsAt: new Date(Date.now() - 2 * hour).toISOString(),
        endsAt: new Date(Date.now() - hour).toISOString(),
      }),
      "promo_ended",
    );
    await refused(newCode({ minTotalBrlCents: subtotal + 1 }), "promo_below_minimum");
    await refused(newCode({ minTotalUsdCents: 1_000_000 }), "promo_below_minimum", "USD");
    await refused(newCode({ gameIds: [tibia.id] }), "promo_not_for_these_items");
    await refused(newCode({ saleTypes: ["boosting"] }), "promo_not_for_these_items");
    const paused = await newCode();
    await setCodeActive(storeActing, paused.id, false);
    await refused(paused.code, "promo_paused");
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it("discounts only the lines in the code's scope", async () => {
    const { user, item, coin } = await shopperWithCart();
    const code = await newCode({ percent: 20, coinOfferIds: [coin.id] });
    const result = await checkout(user, code.code);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, result.orderId));
    const coinLine = lines.find((line) => line.coinOfferId === coin.id);
    const itemLine = lines.find((line) => line.itemId === item.id);
    expect(coinLine?.discountCents).toBe(Math.floor((coin.unitPriceCents * 3 * 20) / 100));
    expect(itemLine?.discountCents).toBe(0);
  });

  it("refuses a second use to one shopper, and a first-order code after a paid order", async () => {
    const { user } = await shopperWithCart();
    const once = await newCode({ maxUsesPerShopper: 1 });
    const first = await newCode({ firstOrderOnly: true });
    await pay(await checkout(user, once.code), user);
    await addWarcraftToCart(user.id, { coinOfferId: (await coinOf((await gameNamed("World of Warcraft")).id)).id }, 1);
    await expect(checkout(user, once.code)).rejects.toMatchObject({ code: "promo_already_used" });
    await expect(checkout(user, first.code)).rejects.toMatchObject({ code: "promo_first_order_only" });
  });
});

describe("limits under a rush", () => {
  it("gives the last 5 uses to exactly 5 of 50 shoppers racing, and those 5 pay the discounted total", async () => {
    const code = await newCode({ maxUses: 7 });
    // Two uses already taken: five are left.
    for (let i = 0; i < 2; i += 1) {
      const { user } = await shopperWithCart();
      await pay(await checkout(user, code.code), user);
    }
    const shoppers: Awaited<ReturnType<typeof shopperWithCart>>[] = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await shopperWithCart());
    const results = await Promise.allSettled(shoppers.map(({ user }) => checkout(user, code.code)));
    const won = results.flatMap((result, index) =>
      result.status === "fulfilled" ? [{ result: result.value, shopper: shoppers[index] }] : [],
    );
    const lost = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(45);
    for (const reason of lost) expect(reason).toMatchObject({ code: "promo_used_up", status: 422 });
    // The losers have no order at all.
    const loserIds = shoppers.filter((s) => !won.some((w) => w.shopper === s)).map((s) => s.user.id);
    for (const id of loserIds) expect(await db.select().from(orders).where(eq(orders.userId, id))).toEqual([]);

    await Promise.all(won.map(({ result, shopper }) => shopper && pay(result, shopper.user)));
    for (const { result, shopper } of won) {
      const order = await orderRow(result.orderId);
      expect(order.status).toBe("processando");
      expect(order.totalCents).toBe((shopper?.subtotal ?? 0) - Math.floor((shopper?.subtotal ?? 0) / 10));
    }
    expect(await getCodeStats(db, code.id)).toMatchObject({ uses: 7, reserved: 0 });
  });

  it("gives one shopper racing in 10 tabs one use", async () => {
    const { user } = await shopperWithCart();
    const code = await newCode({ maxUsesPerShopper: 1 });
    await Promise.allSettled(Array.from({ length: 10 }, () => checkout(user, code.code)));
    const uses = await usesOf(code.id);
    expect(uses).toHaveLength(1);
    expect(
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.status, "pendente"))),
    ).toHaveLength(1);
  });

  it("gives the use of an unpaid order back when it expires", async () => {
    const code = await newCode({ maxUses: 1 });
    const holder = await shopperWithCart();
    await checkout(holder.user, code.code);
    const next = await shopperWithCart();
    await expect(checkout(next.user, code.code)).rejects.toMatchObject({ code: "promo_used_up" });
    expect(await getCodeStats(db, code.id)).toMatchObject({ uses: 0, reserved: 1 });

    await expireUnpaidOrders(db, new Date(Date.now() + 24 * 60 * 60 * 1000));
    const result = await checkout(next.user, code.code);
    expect(await orderRow(result.orderId)).toMatchObject({ promoCode: code.code });
  });

  it("moves the use with a pending order brought up to date, and drops it when the new checkout has no code", async () => {
    const { user } = await shopperWithCart();
    const code = await newCode({ maxUses: 1 });
    const first = await checkout(user, code.code);
    // The same order again with the code: its own use does not count against the limit.
    const again = await checkout(user, code.code);
    expect(again.orderId).toBe(first.orderId);
    expect(await usesOf(code.id)).toHaveLength(1);
    const without = await checkout(user);
    expect(await orderRow(without.orderId)).toMatchObject({ promoCode: null, discountCents: 0 });
    expect(await usesOf(code.id)).toEqual([]);
  });
});

describe("the money of a discounted order", () => {
  it("holds for review a payment of the undiscounted total", async () => {
    const { user, subtotal } = await shopperWithCart();
    const code = await newCode();
    const result = await checkout(user, code.code);
    const order = await orderRow(result.orderId);
    const event = await signedEvent("checkout.session.completed", paidSession({ ...order, totalCents: subtotal }));
    expect(await receiveStripeWebhook(webhookDeps(provider), event.payload, event.signature)).toBe("review");
    expect(await orderRow(order.id)).toMatchObject({ status: "revisão" });
  });

  it("refunds on withdrawal what was paid, not the undiscounted total", async () => {
    const { user, subtotal } = await shopperWithCart();
    const code = await newCode({ percent: 25 });
    const result = await checkout(user, code.code);
    await pay(result, user);
    const deps = withdrawalDeps({ db, env, waitUntil: () => {} }, origin);
    await withdrawFromOrder({ ...deps, provider }, user, result.orderId, { order: false });
    const refunds = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, result.orderId), eq(payments.kind, "refund")));
    expect(refunds.map((row) => row.amountCents)).toEqual([subtotal - Math.floor(subtotal / 4)]);
  });

  it("quotes a stopped run on what its line was paid", async () => {
    const user = await createShopper();
    const wow = await gameNamed("World of Warcraft");
    const boosting = await itemOf(wow.id, "boosting");
    await addWarcraftToCart(user.id, { itemId: boosting.id }, 1);
    const code = await newCode({ percent: 30 });
    const result = await checkout(user, code.code);
    await pay(result, user);
    const quote = await cancellationQuote(db, result.orderId);
    expect(quote?.quotedCents).toBe(boosting.priceCents - Math.floor((boosting.priceCents * 30) / 100));
  });

  it("compensates a late order on what was paid", async () => {
    const { user, subtotal } = await shopperWithCart();
    const code = await newCode({ percent: 50 });
    const result = await checkout(user, code.code);
    await pay(result, user);
    await db
      .update(orders)
      .set({ deliverBy: new Date(Date.now() - 60_000).toISOString(), compensationPercent: 10 })
      .where(eq(orders.id, result.orderId));
    await compensateLateOrders({ db, provider, notify: async () => {} }, new Date());
    const paid = subtotal - Math.floor(subtotal / 2);
    const refunds = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, result.orderId), eq(payments.kind, "refund")));
    expect(refunds.map((row) => row.amountCents)).toEqual([Math.round(paid / 10)]);
  });
});
