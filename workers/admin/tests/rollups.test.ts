// Issue 52: the dashboard reads rollups the database keeps in the same transaction as every write
// (docs/decisions/069-rollups.md). Whatever happens to orders, in whatever order (paid, refunded, a
// refund's reservation given back, cancelled, delivered, lines written late, unpaid ones deleted),
// the rollups say what a scan of the orders says by the one definition of net revenue and delivery.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper } from "../../../tests/workers/support/catalogue-rows";
import { measuredGame } from "../../../tests/workers/support/delivered-orders";
import { db } from "../../../tests/workers/support/worker";
import {
  deliveryRollups,
  gameRevenueRollups,
  orderLines,
  orderStatusCounts,
  orders,
  payments,
  revenueRollups,
} from "../../db/schema";
import { deliveredOrdersQuery, deliveriesOf } from "../../trust/delivered-orders";
import { DELIVERY_BUCKET_ENDS } from "../dashboard-charts";
import { earningOrders, lineNetCents, orderNetCents } from "../net-revenue";
import { quarterHourOf } from "../rollups";

const MINUTE_MS = 60_000;
const START = Date.parse("2026-11-02T10:00:00.000Z");

/** The row a write returned (the test fails here if it returned none). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("a write returned nothing");
  return value;
}

/** A small deterministic random source, so a failing sequence can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

/** What a scan of the orders says, by the definitions the dashboard used before the rollups. */
async function scanned() {
  const [paid, games, statuses, delivered] = await db.batch([
    db
      .select({ paidAt: orders.paidAt, currency: orders.currency, net: orderNetCents.as("net") })
      .from(orders)
      .where(earningOrders()),
    db
      .select({
        gameId: orderLines.gameId,
        currency: orders.currency,
        cents: sql<number>`sum(${lineNetCents})`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(earningOrders())
      .groupBy(orderLines.gameId, orders.currency),
    db
      .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .groupBy(orders.status),
    deliveredOrdersQuery(db, "0000", "9999"),
  ]);
  const revenue = new Map<string, number>();
  for (const row of paid) {
    const key = `${quarterHourOf(new Date(row.paidAt as string))} ${row.currency}`;
    revenue.set(key, (revenue.get(key) ?? 0) + row.net);
  }
  const deliveries = new Map<string, number[]>();
  deliveriesOf(delivered).forEach((delivery) => {
    const bucket = quarterHourOf(new Date(delivery.deliveredAt));
    const figures = deliveries.get(bucket) ?? [0, 0, 0, 0, 0, 0, 0];
    const at = DELIVERY_BUCKET_ENDS.findIndex((end) => delivery.minutes < end);
    figures[0] = (figures[0] as number) + 1;
    figures[1] = (figures[1] as number) + (delivery.onTime ? 1 : 0);
    const bucketAt = 2 + (at === -1 ? DELIVERY_BUCKET_ENDS.length : at);
    figures[bucketAt] = (figures[bucketAt] as number) + 1;
    deliveries.set(bucket, figures);
  });
  return {
    revenue: Object.fromEntries([...revenue].filter(([, cents]) => cents !== 0)),
    games: Object.fromEntries(
      games.map((row) => [`${row.gameId} ${row.currency}`, Math.round(row.cents)]).filter(([, c]) => c !== 0),
    ),
    statuses: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    deliveries: Object.fromEntries(deliveries),
  };
}

/** What the rollups say, in the same shape. */
async function rolledUp() {
  const [revenue, games, statuses, deliveries] = await db.batch([
    db.select().from(revenueRollups),
    db.select().from(gameRevenueRollups),
    db.select().from(orderStatusCounts),
    db.select().from(deliveryRollups),
  ]);
  return {
    revenue: Object.fromEntries(
      revenue.filter((row) => row.netCents !== 0).map((row) => [`${row.bucket} ${row.currency}`, row.netCents]),
    ),
    games: Object.fromEntries(
      games.map((row) => [`${row.gameId} ${row.currency}`, Math.round(row.netCents)]).filter(([, c]) => c !== 0),
    ),
    statuses: Object.fromEntries(statuses.filter((row) => row.orders !== 0).map((row) => [row.status, row.orders])),
    deliveries: Object.fromEntries(
      deliveries
        .filter((row) => row.delivered !== 0)
        .map((row) => [
          row.bucket,
          [row.delivered, row.onTime, row.under15, row.under60, row.under240, row.under1440, row.later],
        ]),
    ),
  };
}

let gameIds: number[] = [];
let refundSeq = 0;

beforeAll(async () => {
  gameIds = [(await measuredGame("Rollup One")).game.id, (await measuredGame("Rollup Two")).game.id];
});

describe("the dashboard's rollups", () => {
  it("say what a scan of the orders says after 300 writes of every kind, in any order", async () => {
    const random = randomFrom(52);
    const at = (minutes: number) => new Date(START + minutes * MINUTE_MS).toISOString();
    const live: number[] = [];
    const reservations: number[] = [];
    for (let step = 0; step < 300; step += 1) {
      const orderId = live[random(Math.max(1, live.length))];
      const action = live.length === 0 ? 0 : random(9);
      if (action === 0 || action === 1) {
        // A new order, sometimes already paid when written and its lines written after it.
        const paidFirst = random(3) === 0;
        const lineCents = [1_000 + random(9_000), 500 + random(3_000)];
        const discount = random(2) === 0 ? 0 : random(400);
        const [order] = await db
          .insert(orders)
          .values({
            // One unpaid order per shopper at a time, as the store allows.
            userId: (await createShopper("Rollup Shopper")).id,
            status: paidFirst ? "processando" : "pendente",
            paymentMethod: "pix",
            currency: random(2) === 0 ? "BRL" : "USD",
            totalCents: (lineCents[0] as number) + (lineCents[1] as number) - discount,
            discountCents: discount,
            paidAt: paidFirst ? at(step * 7) : null,
          })
          .returning({ id: orders.id });
        await db.insert(orderLines).values(
          lineCents.map((cents, index) => ({
            orderId: must(order).id,
            gameId: must(gameIds[index]),
            gameName: `Rollup ${index}`,
            name: "line",
            nickname: "Nick",
            unitPriceCents: cents,
            quantity: 1,
            lineTotalCents: cents,
            discountCents: index === 0 ? discount : 0,
          })),
        );
        live.push(must(order).id);
      } else if (action === 2 && orderId) {
        await db
          .update(orders)
          .set({ status: "processando", paidAt: at(step * 7 + random(20)), deliverBy: at(step * 7 + 60) })
          .where(and(eq(orders.id, orderId), eq(orders.status, "pendente")));
      } else if (action === 3 && orderId) {
        const [reserved] = await db
          .insert(payments)
          .values({
            orderId,
            kind: "refund",
            provider: "sandbox",
            providerRef: `re_${++refundSeq}`,
            amountCents: 1 + random(300),
            currency: "BRL",
          })
          .returning({ id: payments.id });
        if (random(2) === 0) reservations.push(must(reserved).id);
      } else if (action === 4 && reservations.length > 0) {
        // The provider refused a refund: its reservation is given back.
        await db.delete(payments).where(eq(payments.id, must(reservations.pop())));
      } else if (action === 5 && orderId) {
        await db.update(orders).set({ status: "cancelado" }).where(eq(orders.id, orderId));
      } else if (action === 6 && orderId) {
        // Delivered a whole number of minutes after payment, on a bucket's edge now and then.
        const [order] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
        if (order?.paidAt) {
          const minutes = must([15, 60, 240, 1440, random(3_000)][random(5)]);
          const deliveredAt = new Date(Date.parse(order.paidAt) + minutes * MINUTE_MS).toISOString();
          await db
            .update(orders)
            .set({ status: "concluído", deliveredAt, deliverBy: at(step * 7 + random(200)) })
            .where(eq(orders.id, orderId));
        }
      } else if (action === 7 && orderId) {
        // An unpaid order given up: its lines, then itself.
        const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        if (order?.status === "pendente") {
          await db.batch([
            db.delete(orderLines).where(eq(orderLines.orderId, orderId)),
            db.delete(orders).where(eq(orders.id, orderId)),
          ]);
          live.splice(live.indexOf(orderId), 1);
        }
      } else if (action === 8 && orderId) {
        await db.update(orders).set({ deliveredAt: null }).where(eq(orders.id, orderId));
      }
      if (step % 50 === 49) expect(await rolledUp()).toEqual(await scanned());
    }
    const final = await scanned();
    expect(await rolledUp()).toEqual(final);
    // The sequence did exercise every figure.
    expect(Object.keys(final.revenue).length).toBeGreaterThan(5);
    expect(Object.keys(final.deliveries).length).toBeGreaterThan(5);
    expect(Object.keys(final.statuses)).toEqual(
      expect.arrayContaining(["pendente", "processando", "cancelado", "concluído"]),
    );
  });
});
