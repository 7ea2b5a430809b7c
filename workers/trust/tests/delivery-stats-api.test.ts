// Issue 33's API: GET /api/games/{id} carries on each offer its measured delivery,
// `delivery_stats: {median_minutes, p90_minutes, on_time_share, orders}`, or null below 5 orders.
import { describe, expect, it } from "vitest";
import { deliveredOrders, measuredGame } from "../../../tests/workers/support/delivered-orders";
import { fetchWorker } from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { refreshDeliveryStats } from "../delivery-stats";

interface Offer {
  id: number;
  delivery_stats: { median_minutes: number; p90_minutes: number; on_time_share: number; orders: number } | null;
}

describe("GET /api/games/{id} with measured delivery", () => {
  it("gives each offer's figures as fractions and minutes once it has 5 orders, and null below", async () => {
    const now = new Date();
    const { game, coin, boost } = await measuredGame("Measured API");
    // Coins: 5 orders, 2 of them after the 30 minutes promised. 4 10 20 | 35 50: median 20, p90 the 5th.
    await deliveredOrders(
      { gameId: game.id, lines: [{ coinOfferId: coin.id }], promiseMinutes: 30 },
      now,
      2,
      [35, 4, 50, 20, 10],
    );
    // Boosting: 4 orders, one short of showing.
    await deliveredOrders(
      { gameId: game.id, lines: [{ itemId: boost.id }], promiseMinutes: 600 },
      now,
      2,
      [100, 200, 300, 400],
    );
    await refreshDeliveryStats(db, now);

    const response = await fetchWorker(`/api/games/${game.id}`);
    expect(response.status).toBe(200);
    const body = await response.json<{ coins: Offer[]; boosting: Offer[]; items: Offer[] }>();
    expect(body.coins).toEqual([
      expect.objectContaining({
        id: coin.id,
        delivery_stats: { median_minutes: 20, p90_minutes: 50, on_time_share: 0.6, orders: 5 },
      }),
    ]);
    expect(body.boosting).toEqual([expect.objectContaining({ id: boost.id, delivery_stats: null })]);
  });

  it("rounds the on-time share to two decimals", async () => {
    const now = new Date();
    const { game, coin } = await measuredGame("Measured thirds");
    // 2 of 6 late: 0.666… on time.
    await deliveredOrders(
      { gameId: game.id, lines: [{ coinOfferId: coin.id }], promiseMinutes: 30 },
      now,
      1,
      [1, 2, 3, 4, 40, 50],
    );
    await refreshDeliveryStats(db, now);
    const body = await (await fetchWorker(`/api/games/${game.id}`)).json<{ coins: Offer[] }>();
    expect(body.coins[0]?.delivery_stats).toEqual({
      median_minutes: 4,
      p90_minutes: 50,
      on_time_share: 0.67,
      orders: 6,
    });
  });
});
