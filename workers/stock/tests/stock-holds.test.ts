// Stock that can't be oversold (issue 50): opening a payment session holds the lines' stock in the
// batch that claims the order, a payment sells what it holds, a session that can no longer be paid
// gives it back, and a payment that comes after its hold lapsed takes what is still there or is
// refunded, once.
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addWarcraftToCart,
  coinOf,
  createShopper,
  db,
  gameNamed,
  itemOf,
  seedCatalogue,
} from "../../../tests/workers/support/catalogue-rows";
import { signedEvent } from "../../../tests/workers/support/stripe-events";
import { webhookDeps } from "../../../tests/workers/support/webhook-deps";
import {
  devEmails,
  effects,
  orderStatusHistory,
  orders,
  payments,
  stock,
  stockHistory,
  stockHolds,
} from "../../db/schema";
import { runHousekeeping } from "../../housekeeping/run";
import { startCheckout } from "../../orders/checkout";
import { payPendingOrder } from "../../orders/pay-pending-order";
import { receiveStripeWebhook } from "../../orders/payment-webhook";
import { webhookDepsFor } from "../../orders/payment-webhook-deps";
import { paySandboxSession } from "../../orders/sandbox-payments";
import { SandboxPaymentProvider } from "../../payments/sandbox-provider";
import { defaultStoreSettings } from "../../settings/store-settings";
import { releaseLapsedHolds } from "../holds";
import { changeStock } from "../stock-changes";

const origin = "http://store.test";
const provider = new SandboxPaymentProvider(origin);

function checkout(user: { id: number; email: string }) {
  return startCheckout(
    { db, provider },
    {
      user,
      paymentMethod: "debit_card",
      flow: "redirect",
      currency: "BRL",
      language: "en",
      origin,
      settings: defaultStoreSettings,
    },
  );
}

let admin: { id: number };
let item: Awaited<ReturnType<typeof itemOf>>;

async function stockItem(quantity: number, server = "Azralon") {
  await changeStock(db, {
    kind: "item",
    offerId: item.id,
    server,
    change: "set",
    quantity,
    reason: "test stock",
    actorUserId: admin.id,
  });
}

async function itemLine(server = "Azralon") {
  const row = await db.query.stock.findFirst({
    where: and(eq(stock.kind, "item"), eq(stock.offerId, item.id), eq(stock.server, server)),
  });
  return row ? { quantity: row.quantity, held: row.held } : null;
}

/** A shopper with `quantity` of the World of Warcraft item in the cart, for Azralon. */
async function shopperWanting(quantity = 1) {
  const user = await createShopper();
  await addWarcraftToCart(user.id, { itemId: item.id }, quantity);
  return user;
}

const statusOf = async (orderId: number) =>
  (await db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) }))?.status;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  await seedCatalogue();
  const wow = await gameNamed("World of Warcraft");
  item = await itemOf(wow.id);
  admin = await createShopper("Stock admin");
});

describe("holding stock while shoppers pay", () => {
  it("gives exactly 10 paid orders to 50 shoppers racing for the last 10 units, and refuses the rest with what is left", async () => {
    await stockItem(10);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWanting(1)));

    const outcomes = await Promise.allSettled(shoppers.map((user) => checkout(user)));
    const opened = outcomes.flatMap((outcome, index) =>
      outcome.status === "fulfilled" ? [{ user: shoppers[index], result: outcome.value }] : [],
    );
    const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(opened).toHaveLength(10);
    expect(refusals).toHaveLength(40);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: "out_of_stock", status: 409 });
    expect(refusals[0]).toMatchObject({ messageKey: "stock.refusals.soldOutOn", params: { server: "Azralon" } });
    expect(await itemLine()).toEqual({ quantity: 10, held: 10 });
    // A refused checkout leaves nothing behind: no order, no hold.
    const holds = await db.select().from(stockHolds).where(eq(stockHolds.state, "held"));
    expect(holds).toHaveLength(10);

    await Promise.all(
      opened.map(({ user, result }) =>
        paySandboxSession(webhookDeps(provider), { sessionId: result.session.sessionId, userId: user?.id ?? 0 }),
      ),
    );
    const statuses = await Promise.all(opened.map(({ result }) => statusOf(result.orderId)));
    expect(statuses).toEqual(Array.from({ length: 10 }, () => "processando"));
    expect(await itemLine()).toEqual({ quantity: 0, held: 0 });
    const sales = await db
      .select()
      .from(stockHistory)
      .where(and(eq(stockHistory.offerId, item.id), eq(stockHistory.change, "sale")));
    expect(sales).toHaveLength(10);
    expect(sales.map((sale) => sale.delta)).toEqual(Array.from({ length: 10 }, () => -1));
  });

  it("holds a coin offer's coins per server, and an unlimited server holds nothing", async () => {
    const wow = await gameNamed("World of Warcraft");
    const coin = await coinOf(wow.id);
    // Both carts were filled before the count: the cart's own check came before the stock did.
    const greedy = await createShopper();
    await addWarcraftToCart(greedy.id, { coinOfferId: coin.id }, 6);
    const modest = await createShopper();
    await addWarcraftToCart(modest.id, { coinOfferId: coin.id }, 5);
    await changeStock(db, {
      kind: "coin",
      offerId: coin.id,
      server: "Azralon",
      change: "set",
      quantity: coin.baseUnit * 5,
      reason: "restock",
      actorUserId: admin.id,
    });
    await expect(checkout(greedy)).rejects.toMatchObject({
      code: "out_of_stock",
      messageKey: "stock.refusals.coinsLeftOn",
      params: { count: 5, server: "Azralon" },
    });
    await checkout(modest);
    const line = await db.query.stock.findFirst({ where: and(eq(stock.kind, "coin"), eq(stock.offerId, coin.id)) });
    expect(line).toMatchObject({ quantity: coin.baseUnit * 5, held: coin.baseUnit * 5 });
  });

  it("gives held units back once the session can no longer be paid, and to the order's own next attempt", async () => {
    await stockItem(1, "Nemesis");
    const first = await createShopper();
    const wow = await gameNamed("World of Warcraft");
    const { addToCart } = await import("../../cart/cart");
    const addNemesis = (userId: number) =>
      addToCart({ db, currency: "BRL" }, userId, {
        gameId: wow.id,
        itemId: item.id,
        nickname: "Jaina",
        server: "Nemesis",
        platform: "PC",
        quantity: 1,
      });
    await addNemesis(first.id);
    const second = await createShopper();
    await addNemesis(second.id);
    const held = await checkout(first);
    // The same shopper paying the same order again (another method): the earlier session's hold makes way.
    const again = await payPendingOrder({ db, provider }, held.orderId, {
      user: first,
      paymentMethod: "pix",
      flow: "redirect",
      language: "en",
      origin,
      settings: defaultStoreSettings,
    });
    expect(again.session.sessionId).not.toBe(held.session.sessionId);
    expect(await itemLine("Nemesis")).toEqual({ quantity: 1, held: 1 });

    await expect(checkout(second)).rejects.toMatchObject({ code: "out_of_stock" });

    // The housekeeping run after the session's time is up: the unit is free again.
    const report = await runHousekeeping(db, env, minutesFromNow(40));
    expect(report.releaseLapsedHolds).not.toHaveProperty("failed");
    expect(await itemLine("Nemesis")).toEqual({ quantity: 1, held: 0 });
    const opened = await checkout(second);
    expect(await itemLine("Nemesis")).toEqual({ quantity: 1, held: 1 });
    expect(opened.orderId).not.toBe(held.orderId);
  });

  it("gives the stock back at once when the provider says the session expired", async () => {
    await stockItem(2, "Gallywix");
    const wow = await gameNamed("World of Warcraft");
    const { addToCart } = await import("../../cart/cart");
    const user = await createShopper();
    await addToCart({ db, currency: "BRL" }, user.id, {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Sylvanas",
      server: "Gallywix",
      platform: "PC",
      quantity: 2,
    });
    const opened = await checkout(user);
    expect(await itemLine("Gallywix")).toEqual({ quantity: 2, held: 2 });
    const order = await db.query.orders.findFirst({ where: eq(orders.id, opened.orderId) });
    const expired = await signedEvent("checkout.session.expired", {
      id: order?.providerSessionId,
      object: "checkout.session",
      status: "expired",
      payment_status: "unpaid",
      amount_total: order?.totalCents,
      currency: "brl",
      metadata: { order_id: String(order?.id) },
    });
    await receiveStripeWebhook(webhookDeps(provider), expired.payload, expired.signature);
    expect(await statusOf(opened.orderId)).toBe("cancelado");
    expect(await itemLine("Gallywix")).toEqual({ quantity: 2, held: 0 });
    // Nothing is released twice: the sweep leaves the line as it is.
    await releaseLapsedHolds(db, minutesFromNow(60));
    expect(await itemLine("Gallywix")).toEqual({ quantity: 2, held: 0 });
    const holds = await db.select().from(stockHolds).where(eq(stockHolds.orderId, opened.orderId));
    expect(holds.map((hold) => [hold.state, hold.quantity])).toEqual([["released", 2]]);
  });
});

describe("a payment that lands after its hold lapsed", () => {
  it("takes the stock when it is still there", async () => {
    await stockItem(3, "Goldrinn");
    const user = await createShopper();
    const wow = await gameNamed("World of Warcraft");
    const { addToCart } = await import("../../cart/cart");
    await addToCart({ db, currency: "BRL" }, user.id, {
      gameId: wow.id,
      itemId: item.id,
      nickname: "Arthas",
      server: "Goldrinn",
      platform: "PC",
      quantity: 1,
    });
    const opened = await checkout(user);
    await releaseLapsedHolds(db, minutesFromNow(33));
    expect(await itemLine("Goldrinn")).toEqual({ quantity: 3, held: 0 });
    await paySandboxSession(webhookDeps(provider), { sessionId: opened.session.sessionId, userId: user.id });
    expect(await statusOf(opened.orderId)).toBe("processando");
    expect(await itemLine("Goldrinn")).toEqual({ quantity: 2, held: 0 });
  });

  it("is refunded once, with the reason on the timeline and in the shopper's email, when the server sold out meanwhile", async () => {
    await stockItem(1, "Azralon");
    const late = await shopperWanting(1);
    const lateOrder = await checkout(late);
    // The session's time ran out (the sweep gave its unit back) before its payment arrived...
    await releaseLapsedHolds(db, minutesFromNow(33));
    // ...and another shopper bought the last unit meanwhile.
    const quick = await shopperWanting(1);
    const quickOrder = await checkout(quick);
    await paySandboxSession(webhookDeps(provider), { sessionId: quickOrder.session.sessionId, userId: quick.id });
    expect(await itemLine()).toEqual({ quantity: 0, held: 0 });

    const order = await db.query.orders.findFirst({ where: eq(orders.id, lateOrder.orderId) });
    if (!order) throw new Error("no order");
    const paid = await signedEvent("checkout.session.completed", {
      id: order.providerSessionId,
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      amount_total: order.totalCents,
      currency: "brl",
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id), user_id: String(order.userId) },
      payment_intent: `pi_late_${order.id}`,
    });
    const deps = webhookDepsFor(db, env, origin);
    expect(await receiveStripeWebhook(deps, paid.payload, paid.signature)).toBe("applied");
    // Stripe delivers it again: a duplicate, nothing refunded or told twice.
    expect(await receiveStripeWebhook(deps, paid.payload, paid.signature)).toBe("duplicate");

    expect(await statusOf(order.id)).toBe("cancelado");
    expect(await itemLine()).toEqual({ quantity: 0, held: 0 });
    const money = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(money.map((row) => [row.kind, row.amountCents]).sort()).toEqual([
      ["charge", order.totalCents],
      ["refund", order.totalCents],
    ]);
    const refunds = await db
      .select()
      .from(effects)
      .where(and(eq(effects.orderId, order.id), eq(effects.kind, "refund")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe("done");
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((row) => row.reason)).toContain("sold_out");
    const emails = await db.select().from(devEmails).where(eq(devEmails.to, late.email));
    const soldOut = emails.filter((email) => email.subject.includes("sold out"));
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]?.text).toContain("refunding everything you paid");
  });
});
