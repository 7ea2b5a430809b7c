// Orders as the delivery figures read them, written straight into D1 with chosen times: a game of
// their own (so the demo data adds nothing to the figures), a paid time, a delivery so many minutes
// later and a promise.
import { eq } from "drizzle-orm";
import {
  auditLog,
  coinOffers,
  games,
  items,
  orderCompensations,
  orderLines,
  orderReviews,
  orders,
  paymentEvents,
  payments,
} from "../../../workers/db/schema";
import { createShopper } from "./catalogue-rows";
import { db } from "./worker";

const MINUTE_MS = 60_000;

export async function measuredGame(name: string) {
  const [game] = await db
    .insert(games)
    .values({ name, saleTypes: ["moeda", "boosting"] })
    .returning();
  if (!game) throw new Error("game insert failed");
  const [coin] = await db
    .insert(coinOffers)
    .values({ gameId: game.id, coinName: `${name} Gold`, baseUnit: 1000, unitPriceCents: 500, deliveryMinutes: 30 })
    .returning();
  const [boost] = await db
    .insert(items)
    .values({ gameId: game.id, kind: "boosting", name: `${name} rank boost`, priceCents: 9000, deliveryMinutes: 600 })
    .returning();
  if (!coin || !boost) throw new Error("offer insert failed");
  return { game, coin, boost };
}

export interface DeliveredOrder {
  gameId: number;
  /** What each line bought. */
  lines: Array<{ coinOfferId: number } | { itemId: number }>;
  paidAt: Date;
  /** Minutes from payment to delivery; null leaves the order undelivered. */
  minutes: number | null;
  /** The promise, in minutes from payment. */
  promiseMinutes: number;
  currency?: string;
}

export async function deliveredOrder(order: DeliveredOrder): Promise<number> {
  const shopper = await createShopper();
  const at = (minutes: number) => new Date(order.paidAt.getTime() + minutes * MINUTE_MS).toISOString();
  const [row] = await db
    .insert(orders)
    .values({
      userId: shopper.id,
      status: order.minutes === null ? "processando" : "concluído",
      paymentMethod: "credit_card",
      currency: order.currency ?? "BRL",
      totalCents: 1000,
      paidAt: order.paidAt.toISOString(),
      deliverBy: at(order.promiseMinutes),
      deliveredAt: order.minutes === null ? null : at(order.minutes),
      createdAt: at(-5),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("order insert failed");
  await db.insert(orderLines).values(
    order.lines.map((line) => ({
      orderId: row.id,
      gameId: order.gameId,
      coinOfferId: "coinOfferId" in line ? line.coinOfferId : null,
      itemId: "itemId" in line ? line.itemId : null,
      gameName: "Measured",
      name: "line",
      nickname: "Tester",
      unitPriceCents: 1000,
      quantity: 1,
      lineTotalCents: 1000,
      deliveryMinutes: order.promiseMinutes,
    })),
  );
  return row.id;
}

/** `count` delivered orders, paid `daysAgo` days before `now`, delivered after each of `minutes`. */
export async function deliveredOrders(
  base: Omit<DeliveredOrder, "minutes" | "paidAt">,
  now: Date,
  daysAgo: number,
  minutes: number[],
): Promise<number[]> {
  const paidAt = new Date(now.getTime() - daysAgo * 86_400_000);
  const ids: number[] = [];
  for (const each of minutes) ids.push(await deliveredOrder({ ...base, paidAt, minutes: each }));
  return ids;
}

const DAY_MS = 86_400_000;

/**
 * The trust page's records, `now` being the run's time: deliveries, compensations, withdrawals and
 * disputes inside the last 30 days and between 30 and 365 days before (figures in trust-figures tests).
 */
export async function trustRecords(now: Date) {
  const { game, coin } = await measuredGame(`Trusted ${crypto.randomUUID()}`);
  const base = { gameId: game.id, lines: [{ coinOfferId: coin.id }], promiseMinutes: 60 };
  const recent = await deliveredOrders(base, now, 5, [10, 20, 90]);
  const older = await deliveredOrders(base, now, 100, [30, 40]);
  const ago = (days: number, seconds = 0) => new Date(now.getTime() - days * DAY_MS + seconds * 1000).toISOString();
  const [a, b, c, d, e] = [...recent, ...older] as [number, number, number, number, number];
  await db.insert(orderCompensations).values([
    { orderId: a, percent: 10, amountCents: 150, currency: "BRL", refundRef: "re_1", createdAt: ago(4) },
    { orderId: b, percent: 10, amountCents: 200, currency: "USD", refundRef: "re_2", createdAt: ago(3) },
    { orderId: d, percent: 10, amountCents: 300, currency: "BRL", refundRef: "re_3", createdAt: ago(200) },
  ]);
  // Refunds asked for, each accepted by the provider `seconds` later (the store's event with the
  // refund's id).
  const askedRefund = async (
    orderId: number,
    ref: string,
    type: string,
    requestKey: string,
    days: number,
    seconds: number,
  ) => {
    await db.insert(payments).values({
      orderId,
      kind: "refund",
      provider: "sandbox",
      providerRef: ref,
      amountCents: 1000,
      currency: "BRL",
      requestKey,
      createdAt: ago(days),
    });
    await db.insert(paymentEvents).values({
      eventId: `${type}:${requestKey}`,
      provider: "sandbox",
      type,
      orderId,
      objectRef: ref,
      receivedAt: ago(days, seconds),
    });
  };
  // Withdrawals refunded 30 s and 90 s after the shopper asked.
  for (const [orderId, seconds] of [
    [c, 30],
    [e, 90],
  ] as const) {
    await askedRefund(orderId, `re_w${orderId}`, "shopper_withdrawal.refund", `withdrawal-${orderId}`, 2, seconds);
    await db.insert(auditLog).values({
      action: "withdrawal",
      entity: "order",
      entityId: String(orderId),
      createdAt: ago(2, seconds),
    });
  }
  // An admin's refund accepted 10 minutes after asking 50 days ago; another 120 days ago (outside 90
  // days); a compensation for lateness (nobody asked for it: left out of the refund times).
  await askedRefund(d, "re_admin_1", "admin.refund", "admin-1", 50, 600);
  await askedRefund(d, "re_admin_2", "admin.refund", "admin-2", 120, 60);
  await askedRefund(a, "re_comp_1", "late_delivery.compensation", "compensation-1", 4, 5);
  const dispute = (action: string, orderId: number, days: number, outcome?: string) => ({
    action,
    entity: "order",
    entityId: String(orderId),
    after: outcome ? { outcome } : { reason: "fraudulent" },
    createdAt: ago(days),
  });
  await db
    .insert(auditLog)
    .values([
      dispute("dispute_opened", a, 10),
      dispute("dispute_opened", b, 8),
      dispute("dispute_closed", a, 6, "won"),
      dispute("dispute_opened", d, 120),
      dispute("dispute_closed", d, 100, "lost"),
    ]);
  // Stars: 5 and 4 in the last 30 days, 2 before; a hidden 1 counts nowhere.
  const review = async (orderId: number, rating: number, days: number, hidden = false) => {
    const [line] = await db
      .select({ id: orderLines.id, userId: orders.userId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.orderId, orderId));
    if (!line) throw new Error(`order ${orderId} has no line`);
    await db.insert(orderReviews).values({
      orderId,
      orderLineId: line.id,
      offer: `line:${line.id}`,
      userId: line.userId,
      gameId: game.id,
      saleType: "moeda",
      rating,
      language: "en",
      createdAt: ago(days),
      updatedAt: ago(days),
      ...(hidden ? { hiddenAt: ago(days), hiddenReason: "spam" } : {}),
    });
  };
  await review(a, 5, 3);
  await review(b, 4, 2);
  await review(c, 1, 2, true);
  await review(d, 2, 150);
}
