// Issue 46's migration to one review per item per order, run on reviews written before it: each gets
// its line's item or coin offer, and of several reviews of one item in one order the first is kept.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createShopper, db, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { insertDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { orderReviews } from "../../db/schema";

beforeAll(seedCatalogue);

describe("the one-review-per-item migration", () => {
  it("keys existing reviews by what their line sold and keeps the first of an item's duplicates", async () => {
    const user = await createShopper();
    const { order, itemLine, coinLine, moreItemLines, game } = await insertDeliveredOrder(user.id, {
      moreItemNicknames: ["Jaina"],
    });
    // The table as it stood before: no key per item, so one shopper could review each line.
    await env.DB.prepare("DROP INDEX order_reviews_offer_idx").run();
    const at = new Date().toISOString();
    const review = (orderLineId: number, rating: number) => ({
      orderId: order.id,
      orderLineId,
      offer: "",
      userId: user.id,
      gameId: game.id,
      saleType: "items" as const,
      rating,
      language: "en",
      createdAt: at,
      updatedAt: at,
    });
    const twin = moreItemLines[0]?.id ?? 0;
    await db.insert(orderReviews).values([review(itemLine.id, 5), review(twin, 1), review(coinLine.id, 4)]);

    const migration = env.TEST_MIGRATIONS.find((each) => each.name.includes("one_review_per_item"));
    expect(migration).toBeDefined();
    // The column is there already (the test database has every migration); the rest runs as written.
    for (const query of migration?.queries.filter((sql) => !sql.trim().startsWith("ALTER")) ?? []) {
      await env.DB.prepare(query).run();
    }

    const kept = await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id));
    expect(kept.map(({ orderLineId, offer, rating }) => ({ orderLineId, offer, rating }))).toEqual([
      { orderLineId: itemLine.id, offer: `item:${itemLine.itemId}`, rating: 5 },
      { orderLineId: coinLine.id, offer: `coin:${coinLine.coinOfferId}`, rating: 4 },
    ]);
    // And the index holds from now on.
    await expect(
      db.insert(orderReviews).values({ ...review(twin, 2), offer: `item:${itemLine.itemId}` }),
    ).rejects.toThrow();
  });
});
