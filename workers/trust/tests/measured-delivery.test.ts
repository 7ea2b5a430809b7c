// Issue 33 on the game page: each offer's and sale type's measured delivery beside its promise, in
// the server's HTML (the page without JavaScript), in both languages; nothing below 5 orders, and
// the page's D1 round trips stay those of workers/catalogue/tests/game-page.test.ts; and the same
// figures in GET /api/games/{id}.
import { beforeAll, describe, expect, it } from "vitest";
import { deliveredOrders, measuredGame } from "../../../tests/workers/support/delivered-orders";
import { callApi, fetchWorker } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { refreshDeliveryStats } from "../delivery-stats";

let fixture: Awaited<ReturnType<typeof measuredGame>>;
let sparse: Awaited<ReturnType<typeof measuredGame>>;

beforeAll(async () => {
  const now = new Date();
  fixture = await measuredGame("Measured Page");
  sparse = await measuredGame("Measured Sparse");
  const coin = { gameId: fixture.game.id, lines: [{ coinOfferId: fixture.coin.id }], promiseMinutes: 30 };
  await deliveredOrders(coin, now, 1, [12, 3, 45, 7, 30, 18, 60, 9, 25, 40]);
  // Boosting in days: 1, 2, 2, 3 and 5 days, promised in 3.
  const boost = { gameId: fixture.game.id, lines: [{ itemId: fixture.boost.id }], promiseMinutes: 3 * 1440 };
  await deliveredOrders(boost, now, 10, [1440, 2880, 2880, 4320, 7200]);
  await deliveredOrders(
    { ...coin, gameId: sparse.game.id, lines: [{ coinOfferId: sparse.coin.id }] },
    now,
    1,
    [1, 2, 3, 4],
  );
  await refreshDeliveryStats(db, now);
});

const pageText = async (path: string, language: "en" | "pt" = "en") =>
  visibleText(await (await fetchWorker(path, {}, { language })).text());

describe("measured delivery on the game page", () => {
  it("shows the coin offer's figures beside its promise, and the sale type's, in English", async () => {
    const text = await pageText(`/game/${fixture.game.id}?type=moeda`);
    const measured =
      "Measured: half delivered within 22 min, 9 in 10 within 45 min, 70% on time (10 orders in 90 days)";
    expect(text).toContain(`Delivered within 30 min ${measured}`);
    expect(text).toContain(`Coins on this game. ${measured}`);
  });

  it("says them in Portuguese, with long times in days", async () => {
    const text = await pageText(`/game/${fixture.game.id}?type=boosting`, "pt");
    expect(text).toContain(
      "Medido: metade entregue em até 2 dias, 9 em 10 em até 5 dias, 80% no prazo (5 pedidos em 90 dias)",
    );
  });

  it("shows nothing for an offer with fewer than 5 delivered orders", async () => {
    const text = await pageText(`/game/${sparse.game.id}?type=moeda`);
    expect(text).toContain("Delivered within 30 min");
    expect(text).not.toContain("Measured:");
  });
});

describe("measured delivery in GET /api/games/{id}", () => {
  type Offer = { id: number; delivery_stats: { median_minutes: number; orders: number } | null };
  const detail = async (gameId: number) =>
    (await (await callApi("GET", `/api/games/${gameId}`)).json()) as { coins: Offer[]; boosting: Offer[] };

  it("gives each offer its figures, and null below 5 orders", async () => {
    const game = await detail(fixture.game.id);
    expect(game.coins.find((offer) => offer.id === fixture.coin.id)?.delivery_stats).toMatchObject({
      median_minutes: 22,
      orders: 10,
    });
    expect(game.boosting.find((offer) => offer.id === fixture.boost.id)?.delivery_stats).toMatchObject({
      median_minutes: 2880,
      orders: 5,
    });
    const few = await detail(sparse.game.id);
    expect(few.coins.find((offer) => offer.id === sparse.coin.id)?.delivery_stats).toBeNull();
  });
});
