// Issue 33, measured delivery: per coin offer, item and game's sale type, the median and 90th
// percentile minutes from payment to delivery over the last 90 days of delivered orders, the share
// delivered by the promise and how many orders that is, hand-computed over fixed orders here.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { deliveredOrder, deliveredOrders, measuredGame } from "../../../tests/workers/support/delivered-orders";
import { db } from "../../../tests/workers/support/worker";
import { deliveryStats } from "../../db/schema";
import worker from "../../index";
import { refreshDeliveryStats } from "../delivery-stats";
import { measure } from "../measure";

const onTimeIn = (minutes: number) => ({ minutes, onTime: true });

describe("the figures of some deliveries", () => {
  it("takes the median as the middle value, or the mean of the two middle ones, rounded to a minute", () => {
    expect(measure([5, 1, 3].map(onTimeIn))).toMatchObject({ medianMinutes: 3 });
    // 3 7 9 12 18 | 25 30 40 45 60: (18 + 25) / 2 = 21.5
    expect(measure([12, 3, 45, 7, 30, 18, 60, 9, 25, 40].map(onTimeIn))).toMatchObject({ medianMinutes: 22 });
  });

  it("takes the 90th percentile by nearest rank: a time that happened, that nine in ten did not exceed", () => {
    // 10 values: the 9th; 3 values: the 3rd (ceil 2.7); 11 values: the 10th (ceil 9.9); 1 value: itself.
    expect(measure([12, 3, 45, 7, 30, 18, 60, 9, 25, 40].map(onTimeIn))?.p90Minutes).toBe(45);
    expect(measure([5, 1, 3].map(onTimeIn))?.p90Minutes).toBe(5);
    expect(measure([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(onTimeIn))?.p90Minutes).toBe(10);
    expect(measure([42].map(onTimeIn))).toEqual({ medianMinutes: 42, p90Minutes: 42, onTimeShare: 1, orders: 1 });
  });

  it("counts the share delivered by the promise, and nothing when there was no delivery", () => {
    const deliveries = [10, 20, 30, 40].map((minutes) => ({ minutes, onTime: minutes <= 20 }));
    expect(measure(deliveries)).toMatchObject({ onTimeShare: 0.5, orders: 4 });
    expect(measure([])).toBeNull();
  });
});

describe("the figures per offer and sale type", () => {
  const now = new Date("2026-11-20T12:00:00.000Z");
  let fixture: Awaited<ReturnType<typeof measuredGame>>;
  const statsOf = async () => (await db.select().from(deliveryStats)).filter((row) => row.gameId === fixture.game.id);

  beforeEach(async () => {
    fixture = await measuredGame(`Measured ${crypto.randomUUID()}`);
  });

  it("matches a hand computation over the last 90 days, leaving out older and undelivered orders", async () => {
    const coin = { gameId: fixture.game.id, lines: [{ coinOfferId: fixture.coin.id }], promiseMinutes: 30 };
    await deliveredOrders(coin, now, 3, [12, 3, 45, 7, 30, 18, 60, 9, 25, 40]);
    // Delivered 91 days ago: outside the window. Paid but not delivered: no delivery time yet.
    await deliveredOrders(coin, now, 91, [500]);
    await deliveredOrder({ ...coin, paidAt: new Date(now.getTime() - 60_000), minutes: null });

    await refreshDeliveryStats(db, now);

    // 3 7 9 12 18 25 30 | 40 45 60: seven of ten within 30 minutes.
    const expected = { medianMinutes: 22, p90Minutes: 45, onTimeShare: 0.7, orders: 10 };
    expect(await statsOf()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: "coin_offer", ref: String(fixture.coin.id), ...expected }),
        expect.objectContaining({ subject: "sale_type", ref: "moeda", ...expected }),
      ]),
    );
    expect(await statsOf()).toHaveLength(2);
  });

  it("counts an order once per offer however many lines bought it, and for each offer it bought", async () => {
    const paidAt = new Date(now.getTime() - 86_400_000);
    const both = [{ coinOfferId: fixture.coin.id }, { coinOfferId: fixture.coin.id }, { itemId: fixture.boost.id }];
    await deliveredOrder({ gameId: fixture.game.id, lines: both, paidAt, minutes: 100, promiseMinutes: 600 });

    await refreshDeliveryStats(db, now);

    const one = { medianMinutes: 100, p90Minutes: 100, onTimeShare: 1, orders: 1 };
    expect(
      (await statsOf()).map(({ subject, ref, medianMinutes, p90Minutes, onTimeShare, orders }) => ({
        subject,
        ref,
        ...{ medianMinutes, p90Minutes, onTimeShare, orders },
      })),
    ).toEqual(
      expect.arrayContaining([
        { subject: "coin_offer", ref: String(fixture.coin.id), ...one },
        { subject: "item", ref: String(fixture.boost.id), ...one },
        { subject: "sale_type", ref: "moeda", ...one },
        { subject: "sale_type", ref: "boosting", ...one },
      ]),
    );
  });

  it("is rewritten by the scheduled run: a new delivery counts after the next run, one leaving the window drops", async () => {
    const boost = { gameId: fixture.game.id, lines: [{ itemId: fixture.boost.id }], promiseMinutes: 600 };
    // Paid 89.9 days before the run: it leaves the 90-day window a few hours later.
    await deliveredOrder({ ...boost, paidAt: new Date(now.getTime() - 89.9 * 86_400_000), minutes: 60 });
    await deliveredOrders(boost, now, 1, [120, 240]);

    const run = async (at: Date) => {
      const ctx = createExecutionContext();
      worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: at.getTime() }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    const boostOrders = async () =>
      (await statsOf()).find((row) => row.subject === "item" && row.ref === String(fixture.boost.id))?.orders;

    await run(now);
    expect(await boostOrders()).toBe(3);
    await deliveredOrders(boost, now, 0.5, [700]);
    expect(await boostOrders()).toBe(3);
    await run(now);
    expect(await boostOrders()).toBe(4);
    await run(new Date(now.getTime() + 86_400_000));
    expect(await boostOrders()).toBe(3);
  });
});
