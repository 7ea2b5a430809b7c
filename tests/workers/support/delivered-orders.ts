// Orders as the delivery figures read them, written straight into D1 with chosen times: a game of
// their own (so the demo data adds nothing to the figures), a paid time, a delivery so many minutes
// later and a promise.
import { coinOffers, games, items, orderLines, orders } from "../../../workers/db/schema";
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
