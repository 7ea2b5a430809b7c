// Issue 33, the owner's charts: the admin dashboard's figures hand-computed over orders written
// straight to D1 — net revenue per day of payment in the admin's zone, each currency apart; orders by
// status; delivery times and on-time weeks measured as on the trust page; the slowest offers.
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper } from "../../../tests/workers/support/catalogue-rows";
import { deliveredOrder, measuredGame } from "../../../tests/workers/support/delivered-orders";
import { db } from "../../../tests/workers/support/worker";
import { deliveryStats, items, orders, payments } from "../../db/schema";
import { getDashboardCharts } from "../dashboard-charts";

const SAO_PAULO = "America/Sao_Paulo";
// A Friday; in São Paulo (UTC−3, no summer time) it is 09:00 on 20 November.
const revenueNow = new Date("2026-11-20T12:00:00.000Z");
// A Wednesday, more than 90 days after every revenue order: its week starts on Monday 8 March.
const deliveryNow = new Date("2027-03-10T12:00:00.000Z");

let refundRef = 0;

/** A paid order of `totalCents` (never delivered), with refunds of the given amounts. */
async function paidOrder(
  currency: "BRL" | "USD",
  totalCents: number,
  paidAt: string | null,
  options: { status?: string; refunds?: number[] } = {},
) {
  const shopper = await createShopper();
  const [order] = await db
    .insert(orders)
    .values({
      userId: shopper.id,
      status: options.status ?? (paidAt ? "processando" : "pendente"),
      paymentMethod: "credit_card",
      currency,
      totalCents,
      paidAt,
      createdAt: paidAt ?? revenueNow.toISOString(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert failed");
  for (const amountCents of options.refunds ?? []) {
    await db.insert(payments).values({
      orderId: order.id,
      kind: "refund",
      provider: "sandbox",
      providerRef: `re_chart_${++refundRef}`,
      amountCents,
      currency,
    });
  }
}

let fixture: Awaited<ReturnType<typeof measuredGame>>;
let slowItemId: number;

beforeAll(async () => {
  // Revenue, 30 days to 20 November in São Paulo: 22 October to 20 November.
  await paidOrder("BRL", 10_000, "2026-11-20T10:00:00.000Z");
  // 02:00 UTC on the 20th is 23:00 on the 19th in São Paulo.
  await paidOrder("BRL", 5_000, "2026-11-20T02:00:00.000Z");
  await paidOrder("USD", 2_000, "2026-11-19T15:00:00.000Z", { refunds: [500] });
  await paidOrder("BRL", 7_000, "2026-11-18T15:00:00.000Z", { status: "concluído", refunds: [600, 400] });
  // Refunded in full and cancelled: none of it kept.
  await paidOrder("BRL", 3_000, "2026-11-17T15:00:00.000Z", { status: "cancelado", refunds: [3_000] });
  // A dispute lost: cancelled without a refund row, the bank took the money back.
  await paidOrder("USD", 9_000, "2026-11-17T16:00:00.000Z", { status: "cancelado" });
  // Never paid.
  await paidOrder("BRL", 6_000, null);
  // 03:00 UTC on 22 October is the first minute of the first day in São Paulo; 02:00 is the day before.
  await paidOrder("BRL", 4_000, "2026-10-22T03:00:00.000Z");
  await paidOrder("BRL", 8_000, "2026-10-22T02:00:00.000Z");

  // Deliveries, all after revenueNow.
  fixture = await measuredGame("Charted");
  const base = { gameId: fixture.game.id, lines: [{ coinOfferId: fixture.coin.id }], currency: "USD" };
  const delivered = (paidAt: string, minutes: number | null, promiseMinutes: number) =>
    deliveredOrder({ ...base, paidAt: new Date(paidAt), minutes, promiseMinutes });
  // Week of 8 March: 10 min (on time), 45 min against 30 promised (late).
  await delivered("2027-03-09T12:00:00.000Z", 10, 60);
  await delivered("2027-03-09T13:00:00.000Z", 45, 30);
  // Delivered 02:00 UTC on Monday 8 March, still Sunday the 7th in São Paulo: the week of 1 March. Late.
  await delivered("2027-03-08T00:00:00.000Z", 120, 60);
  // Week of 22 February: exactly 15 min (promised 15: on time) and exactly 60 (promised 30: late).
  await delivered("2027-02-23T12:00:00.000Z", 15, 15);
  await delivered("2027-02-24T12:00:00.000Z", 60, 30);
  // Week of 15 February: 5 h and 25 h, both on time.
  await delivered("2027-02-16T12:00:00.000Z", 300, 600);
  await delivered("2027-02-17T12:00:00.000Z", 1_500, 2_000);
  // Within 90 days but before the 12 weeks (which start on 21 December).
  await delivered("2026-12-15T12:00:00.000Z", 5, 60);
  // More than 90 days back, and a paid order not delivered yet: in neither.
  await delivered("2026-12-01T12:00:00.000Z", 5, 60);
  await delivered("2027-03-09T14:00:00.000Z", null, 60);

  // The schedule's figures (delivery_stats), written as it would.
  const [slowItem] = await db
    .insert(items)
    .values({ gameId: fixture.game.id, kind: "item", name: "Rare mount", priceCents: 100, deliveryMinutes: 60 })
    .returning();
  if (!slowItem) throw new Error("item insert failed");
  slowItemId = slowItem.id;
  const stat = (
    subject: "coin_offer" | "item" | "sale_type",
    ref: string,
    medianMinutes: number,
    p90Minutes: number,
    count: number,
  ) => ({
    gameId: fixture.game.id,
    subject,
    ref,
    medianMinutes,
    p90Minutes,
    onTimeShare: 1,
    orders: count,
    computedAt: deliveryNow.toISOString(),
  });
  await db.insert(deliveryStats).values([
    stat("coin_offer", String(fixture.coin.id), 100, 500, 6),
    stat("item", String(fixture.boost.id), 300, 900, 5),
    // Slowest of all, but only 4 orders: too few to say anything.
    stat("item", String(slowItemId), 2_000, 5_000, 4),
    // A sale type is no offer.
    stat("sale_type", "boosting", 3_000, 9_999, 50),
  ]);
});

const day = (charts: Awaited<ReturnType<typeof getDashboardCharts>>, currency: string, date: string) => {
  const index = charts.revenue.days.indexOf(date);
  expect(index, date).toBeGreaterThanOrEqual(0);
  return charts.revenue.currencies.find((series) => series.currency === currency)?.cents[index];
};

describe("the dashboard's revenue per day", () => {
  it("counts the 30 days to today in the admin's zone, net of refunds, each currency apart", async () => {
    const charts = await getDashboardCharts(db, SAO_PAULO, revenueNow);
    expect(charts.revenue.days).toHaveLength(30);
    expect(charts.revenue.days[0]).toBe("2026-10-22");
    expect(charts.revenue.days.at(-1)).toBe("2026-11-20");
    expect(charts.revenue.currencies.map((series) => series.currency)).toEqual(["BRL", "USD"]);
    const brl = charts.revenue.currencies[0]?.cents ?? [];
    const usd = charts.revenue.currencies[1]?.cents ?? [];
    expect(day(charts, "BRL", "2026-11-20")).toBe(10_000);
    // The order paid at 02:00 UTC on the 20th counts on the 19th in São Paulo.
    expect(day(charts, "BRL", "2026-11-19")).toBe(5_000);
    expect(day(charts, "USD", "2026-11-19")).toBe(1_500);
    expect(day(charts, "BRL", "2026-11-18")).toBe(6_000);
    // Only cancelled orders that day: nothing kept.
    expect(day(charts, "BRL", "2026-11-17")).toBe(0);
    expect(day(charts, "USD", "2026-11-17")).toBe(0);
    // A day without orders.
    expect(day(charts, "BRL", "2026-11-01")).toBe(0);
    expect(day(charts, "BRL", "2026-10-22")).toBe(4_000);
    expect(brl.reduce((sum, cents) => sum + cents, 0)).toBe(25_000);
    expect(usd.reduce((sum, cents) => sum + cents, 0)).toBe(1_500);
  });

  it("moves the days with the time zone", async () => {
    const charts = await getDashboardCharts(db, "UTC", revenueNow);
    expect(day(charts, "BRL", "2026-11-20")).toBe(15_000);
    expect(day(charts, "BRL", "2026-11-19")).toBe(0);
    // Both late-October orders fall on the 22nd in UTC.
    expect(day(charts, "BRL", "2026-10-22")).toBe(12_000);
  });
});

describe("the dashboard's orders by status", () => {
  it("counts every order as it stands, every status named, none left out", async () => {
    const { statuses } = await getDashboardCharts(db, SAO_PAULO, revenueNow);
    expect(statuses).toEqual([
      { status: "pendente", orders: 1 },
      // Five paid revenue orders and the delivery that is still waiting.
      { status: "processando", orders: 6 },
      // One revenue order and nine deliveries.
      { status: "concluído", orders: 10 },
      { status: "cancelado", orders: 2 },
      { status: "revisão", orders: 0 },
      { status: "contestado", orders: 0 },
      { status: "em_analise", orders: 0 },
    ]);
  });
});

describe("the dashboard's delivery figures", () => {
  it("puts the last 90 days' deliveries in their time buckets, a bucket's lower end inside it", async () => {
    const { deliveryTimes } = await getDashboardCharts(db, SAO_PAULO, deliveryNow);
    // <15: 10, 5 · 15–60: 45, 15 · 1–4 h: 120, 60 · 4–24 h: 300 · 24 h+: 1500.
    expect(deliveryTimes).toEqual({ days: 90, orders: [2, 2, 2, 1, 1] });
  });

  it("gives the on-time share of each of the last 12 weeks from Monday in the admin's zone", async () => {
    const { onTimeWeeks } = await getDashboardCharts(db, SAO_PAULO, deliveryNow);
    expect(onTimeWeeks).toHaveLength(12);
    expect(onTimeWeeks[0]).toEqual({ weekStart: "2026-12-21", delivered: 0, onTime: 0, share: null });
    expect(onTimeWeeks.slice(-4)).toEqual([
      { weekStart: "2027-02-15", delivered: 2, onTime: 2, share: 1 },
      { weekStart: "2027-02-22", delivered: 2, onTime: 1, share: 0.5 },
      { weekStart: "2027-03-01", delivered: 1, onTime: 0, share: 0 },
      { weekStart: "2027-03-08", delivered: 2, onTime: 1, share: 0.5 },
    ]);
    expect(onTimeWeeks.slice(0, -4).every((week) => week.share === null)).toBe(true);
  });

  it("has nothing to measure before any delivery", async () => {
    const charts = await getDashboardCharts(db, SAO_PAULO, revenueNow);
    expect(charts.deliveryTimes.orders).toEqual([0, 0, 0, 0, 0]);
    expect(charts.onTimeWeeks.every((week) => week.delivered === 0 && week.share === null)).toBe(true);
  });

  it("lists the offers with the longest 90th percentile that have at least 5 orders, named", async () => {
    const { slowest } = await getDashboardCharts(db, SAO_PAULO, deliveryNow);
    expect(slowest).toEqual([
      { subject: "item", name: fixture.boost.name, game: "Charted", medianMinutes: 300, p90Minutes: 900, orders: 5 },
      {
        subject: "coin_offer",
        name: fixture.coin.coinName,
        game: "Charted",
        medianMinutes: 100,
        p90Minutes: 500,
        orders: 6,
      },
    ]);
  });
});
