// Reviews from delivered orders only: who may write one, when, how many, and what it shows.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newReviewSchema, reviewEditSchema } from "../../../shared/reviews/schemas";
import { validate } from "../../../shared/validation";
import { createShopper, db, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { insertDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { orderReviews, orders } from "../../db/schema";
import { getCatalogueVersion } from "../../kernel/catalogue-version";
import { DomainError } from "../../kernel/domain-error";
import { authorName, gameReviews, latestReviews, orderReviewsOf, reviewSummary } from "../read";
import { editReview, postReview } from "../write";

const deps = { db, env };
const DAY_MS = 24 * 60 * 60 * 1000;

async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  await seedCatalogue();
});

describe("writing a review", () => {
  it("rates a delivered line and shows first name and initial, language, game, sale type and the measured delivery time", async () => {
    const shopper = await createShopper("Maria da Silva Santos");
    const { order, itemLine, coinLine, game } = await insertDeliveredOrder(shopper.id, { deliveryMinutes: 18 });
    const versionBefore = await getCatalogueVersion(env.CACHE_VERSIONS);

    const review = await postReview(
      deps,
      shopper,
      order.id,
      { lineId: itemLine.id, rating: 5, text: "Chegou rápido" },
      "pt",
    );
    expect(review).toMatchObject({
      rating: 5,
      text: "Chegou rápido",
      language: "pt",
      author: "Maria S.",
      gameId: game.id,
      gameName: "World of Warcraft",
      saleType: "items",
      deliveryMinutes: 18,
      orderLineId: itemLine.id,
      hiddenReason: null,
    });
    const coinReview = await postReview(deps, shopper, order.id, { lineId: coinLine.id, rating: 4, text: "" }, "en");
    expect(coinReview.saleType).toBe("moeda");
    expect((await orderReviewsOf(db, order.id)).map((row) => row.orderLineId)).toEqual([itemLine.id, coinLine.id]);
    // Cached game and home pages show it at once.
    expect(await getCatalogueVersion(env.CACHE_VERSIONS)).not.toBe(versionBefore);
  });

  it("says a one-word name as it is", () => {
    expect(authorName("Cher")).toBe("Cher");
    expect(authorName("  ana   maria  ")).toBe("ana M.");
  });

  it("takes 1 to 5 whole stars and at most 1,000 characters of text", () => {
    const ok = validate(newReviewSchema, { line_id: 3, rating: 5, text: "a".repeat(1000) });
    expect(ok).toMatchObject({ success: true, output: { lineId: 3, rating: 5 } });
    for (const rating of [0, 6, 4.5, "5"]) {
      expect(validate(newReviewSchema, { line_id: 3, rating })).toMatchObject({
        success: false,
        issues: [{ field: "rating", message: "reviews.errors.ratingRequired" }],
      });
    }
    expect(validate(reviewEditSchema, { rating: 3, text: "a".repeat(1001) })).toMatchObject({
      success: false,
      issues: [{ field: "text", message: "reviews.errors.textTooLong" }],
    });
    expect(validate(reviewEditSchema, { rating: 3 })).toMatchObject({ success: true, output: { text: "" } });
  });

  it("refuses another shopper's order as not found", async () => {
    const owner = await createShopper("Owner Person");
    const stranger = await createShopper("Stranger Person");
    const { order, itemLine } = await insertDeliveredOrder(owner.id);
    const refusal = await refusalOf(
      postReview(deps, stranger, order.id, { lineId: itemLine.id, rating: 1, text: "" }, "en"),
    );
    expect([refusal.status, refusal.code]).toEqual([404, "order_not_found"]);
    expect(await orderReviewsOf(db, order.id)).toEqual([]);
  });

  it("refuses a line of another order", async () => {
    const shopper = await createShopper("Line Person");
    const first = await insertDeliveredOrder(shopper.id);
    const second = await insertDeliveredOrder(shopper.id);
    const refusal = await refusalOf(
      postReview(deps, shopper, first.order.id, { lineId: second.itemLine.id, rating: 5, text: "" }, "en"),
    );
    expect([refusal.status, refusal.code, refusal.field]).toEqual([404, "line_not_found", "line_id"]);
  });

  it("refuses, with a reason, an order not delivered, withdrawn or refunded in full, or delivered over 60 days ago", async () => {
    const shopper = await createShopper("Window Person");
    const cases = [
      { options: { status: "processando" as const }, code: "order_not_delivered" },
      { options: { status: "pendente" as const }, code: "order_not_delivered" },
      { options: { status: "contestado" as const }, code: "order_not_delivered" },
      // A withdrawal and a full refund both cancel the order (orders/withdrawal.ts, orders/refunds.ts).
      { options: { status: "cancelado" as const }, code: "order_cancelled" },
      { options: { deliveredAt: new Date(Date.now() - 61 * DAY_MS) }, code: "review_window_closed" },
    ];
    for (const { options, code } of cases) {
      const { order, itemLine } = await insertDeliveredOrder(shopper.id, options);
      const refusal = await refusalOf(
        postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 5, text: "" }, "en"),
      );
      expect([refusal.status, refusal.code]).toEqual([422, code]);
      expect(refusal.messageKey).toMatch(/^reviews\.errors\./);
    }
    const { order, itemLine } = await insertDeliveredOrder(shopper.id, {
      deliveredAt: new Date(Date.now() - 59 * DAY_MS),
    });
    await expect(
      postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 5, text: "" }, "en"),
    ).resolves.toMatchObject({ rating: 5 });
  });

  it("takes one review per line: a second is 409, and of two sent at once exactly one is written", async () => {
    const shopper = await createShopper("Twice Person");
    const { order, itemLine, coinLine } = await insertDeliveredOrder(shopper.id);
    await postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 5, text: "first" }, "en");
    const again = await refusalOf(
      postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 1, text: "second" }, "en"),
    );
    expect([again.status, again.code]).toEqual([409, "already_reviewed"]);

    const both = await Promise.allSettled([
      postReview(deps, shopper, order.id, { lineId: coinLine.id, rating: 4, text: "a" }, "en"),
      postReview(deps, shopper, order.id, { lineId: coinLine.id, rating: 2, text: "b" }, "en"),
    ]);
    expect(both.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = both.find((result) => result.status === "rejected");
    expect(rejected?.status === "rejected" && rejected.reason).toMatchObject({ status: 409, code: "already_reviewed" });
    const rows = await db.select().from(orderReviews).where(eq(orderReviews.orderLineId, coinLine.id));
    expect(rows).toHaveLength(1);
  });
});

describe("changing a review", () => {
  it("changes stars, text and language for 7 days, then refuses", async () => {
    const shopper = await createShopper("Edit Person");
    const { order, itemLine } = await insertDeliveredOrder(shopper.id);
    const written = await postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 2, text: "slow" }, "en");
    const edited = await editReview(
      deps,
      shopper,
      order.id,
      written.id,
      { rating: 4, text: "bom" },
      "pt",
      new Date(Date.now() + 6 * DAY_MS),
    );
    expect(edited).toMatchObject({ id: written.id, rating: 4, text: "bom", language: "pt" });
    const late = await refusalOf(
      editReview(deps, shopper, order.id, written.id, { rating: 1, text: "" }, "en", new Date(Date.now() + 8 * DAY_MS)),
    );
    expect([late.status, late.code]).toEqual([422, "review_edit_closed"]);
    const [row] = await db.select().from(orderReviews).where(eq(orderReviews.id, written.id));
    expect(row?.rating).toBe(4);
  });

  it("refuses someone else's review, or one named under another order, as not found", async () => {
    const shopper = await createShopper("Mine Person");
    const stranger = await createShopper("Other Person");
    const { order, itemLine } = await insertDeliveredOrder(shopper.id);
    const other = await insertDeliveredOrder(shopper.id);
    const written = await postReview(deps, shopper, order.id, { lineId: itemLine.id, rating: 3, text: "" }, "en");
    for (const [who, orderId] of [
      [stranger, order.id],
      [shopper, other.order.id],
    ] as const) {
      const refusal = await refusalOf(editReview(deps, who, orderId, written.id, { rating: 1, text: "" }, "en"));
      expect([refusal.status, refusal.code]).toEqual([404, "review_not_found"]);
    }
  });
});

describe("reading reviews", () => {
  it("averages and counts visible reviews of delivered orders, per game and since a time", async () => {
    const shopper = await createShopper("Summary Person");
    const other = await createShopper("Summary Other");
    const a = await insertDeliveredOrder(shopper.id);
    const b = await insertDeliveredOrder(other.id);
    const before = await reviewSummary(db, { gameId: a.game.id });
    const since = new Date().toISOString();
    await postReview(deps, shopper, a.order.id, { lineId: a.itemLine.id, rating: 5, text: "" }, "en");
    await postReview(deps, shopper, a.order.id, { lineId: a.coinLine.id, rating: 4, text: "" }, "en");
    const third = await postReview(deps, other, b.order.id, { lineId: b.itemLine.id, rating: 3, text: "" }, "pt");
    expect(await reviewSummary(db, { since })).toEqual({ average: 4, count: 3 });
    expect((await reviewSummary(db, { gameId: a.game.id })).count).toBe(before.count + 3);
    expect(await reviewSummary(db, { since: new Date(Date.now() + 60_000).toISOString() })).toEqual({
      average: null,
      count: 0,
    });

    // Hidden by an admin, or its order refunded in full afterwards: counted nowhere, shown nowhere.
    await db
      .update(orderReviews)
      .set({ hiddenAt: new Date().toISOString(), hiddenReason: "spam" })
      .where(eq(orderReviews.id, third.id));
    await db.update(orders).set({ status: "cancelado" }).where(eq(orders.id, a.order.id));
    expect(await reviewSummary(db, { since })).toEqual({ average: null, count: 0 });
    expect((await gameReviews(db, a.game.id, "en", { limit: 50 })).map((row) => row.id)).not.toContain(third.id);
  });

  it("lists a game's reviews in the page's language first, then the newest; the home page's only in its language", async () => {
    const shopper = await createShopper("Order Person");
    const first = await insertDeliveredOrder(shopper.id);
    const second = await insertDeliveredOrder(shopper.id);
    const pt = await postReview(
      deps,
      shopper,
      first.order.id,
      { lineId: first.itemLine.id, rating: 5, text: "ótimo" },
      "pt",
      { now: new Date(Date.now() - 60_000) },
    );
    const en = await postReview(
      deps,
      shopper,
      second.order.id,
      { lineId: second.itemLine.id, rating: 4, text: "great" },
      "en",
    );
    const inPt = await gameReviews(db, first.game.id, "pt", { limit: 50 });
    const ptIndex = inPt.findIndex((row) => row.id === pt.id);
    const enIndex = inPt.findIndex((row) => row.id === en.id);
    expect(ptIndex).toBeGreaterThanOrEqual(0);
    expect(ptIndex).toBeLessThan(enIndex);
    expect(inPt.slice(0, ptIndex).every((row) => row.language === "pt")).toBe(true);
    const inEn = await gameReviews(db, first.game.id, "en", { limit: 50 });
    expect(inEn.findIndex((row) => row.id === en.id)).toBeLessThan(inEn.findIndex((row) => row.id === pt.id));
    expect((await latestReviews(db, "pt", 50)).every((row) => row.language === "pt")).toBe(true);
    expect((await latestReviews(db, "en", 1))[0]?.id).toBe(en.id);
  });
});
