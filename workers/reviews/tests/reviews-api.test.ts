// POST /api/orders/{id}/reviews and PUT /api/orders/{id}/reviews/{reviewId}, and the game's rating
// in GET /api/games/{id}: what a client sees, refusals in the store's error body included.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { db } from "../../../tests/workers/support/catalogue-rows";
import { signedInWithDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";
import { orderReviews } from "../../db/schema";
import { changeOrderStatus } from "../../orders/change-status";

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedOnce();
});

const rate = (cookie: string, orderId: number, body: unknown, language: "en" | "pt" = "en") =>
  callApi("POST", `/api/orders/${orderId}/reviews`, body, { cookie, language });

describe("POST /api/orders/{id}/reviews", () => {
  it("answers 201 with the review: author, language, game, sale type and the order's delivery time", async () => {
    const { cookie, order, itemLine, game } = await signedInWithDeliveredOrder("reviewer", "Joana Pereira");
    const response = await rate(cookie, order.id, { line_id: itemLine.id, rating: 5, text: "Rápido!" }, "pt");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      rating: 5,
      text: "Rápido!",
      author: "Joana P.",
      language: "pt",
      game_id: game.id,
      game: "World of Warcraft",
      sale_type: "items",
      delivery_minutes: 18,
      line_id: itemLine.id,
      reply: null,
      hidden_reason: null,
    });
  });

  it("answers 409 to a second review of the line, and one 201 and one 409 to two sent at once", async () => {
    const { cookie, order, itemLine, coinLine } = await signedInWithDeliveredOrder("twice", "Joana Pereira");
    expect((await rate(cookie, order.id, { line_id: itemLine.id, rating: 4 })).status).toBe(201);
    const again = await rate(cookie, order.id, { line_id: itemLine.id, rating: 1 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: "already_reviewed",
      message: "You already reviewed this item. You can change your review instead.",
      details: [{ field: "line_id" }],
    });
    const both = await Promise.all([
      rate(cookie, order.id, { line_id: coinLine.id, rating: 5 }),
      rate(cookie, order.id, { line_id: coinLine.id, rating: 3 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderLineId, coinLine.id))).toHaveLength(1);
  });

  it("takes one review per item of an order: its other lines (other nicknames) answer 409", async () => {
    const { cookie, order, itemLine, coinLine, moreItemLines } = await signedInWithDeliveredOrder(
      "one-per-item",
      "Joana Pereira",
      ["Jaina", "Arthas"],
    );
    expect((await rate(cookie, order.id, { line_id: itemLine.id, rating: 5 })).status).toBe(201);
    for (const line of moreItemLines) {
      const again = await rate(cookie, order.id, { line_id: line.id, rating: 5, text: "another nickname" });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: "already_reviewed",
        message: "You already reviewed this item. You can change your review instead.",
        details: [{ field: "line_id" }],
      });
    }
    // Two lines of one item sent at once: one review.
    const {
      cookie: other,
      order: second,
      itemLine: first,
      moreItemLines: [twin],
    } = await signedInWithDeliveredOrder("one-per-item-race", "Joana Pereira", ["Jaina"]);
    const both = await Promise.all([
      rate(other, second.id, { line_id: first.id, rating: 5 }),
      rate(other, second.id, { line_id: twin?.id, rating: 5 }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, second.id))).toHaveLength(1);
    // The coin offer is another thing bought: it has its own review.
    expect((await rate(cookie, order.id, { line_id: coinLine.id, rating: 4 })).status).toBe(201);
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toHaveLength(2);
  });

  it("answers 404 for someone else's order, as the rest of the orders API does", async () => {
    const { order, itemLine } = await signedInWithDeliveredOrder("owner", "Joana Pereira");
    const stranger = await signIn(await createVerifiedAccount("stranger"));
    const response = await rate(stranger, order.id, { line_id: itemLine.id, rating: 1, text: "fake" });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "order_not_found" });
    expect((await callApi("GET", `/api/orders/${order.id}`, undefined, { cookie: stranger })).status).toBe(404);
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toEqual([]);
  });

  it("answers 422 with the reason for an order not delivered yet, and takes it once an admin delivers it", async () => {
    const { cookie, orderId } = await newPaidOrder("undelivered");
    const record = await callApi("GET", `/api/orders/${orderId}`, undefined, { cookie });
    const lineId = (await record.json<{ items: Array<{ id: number }> }>()).items[0]?.id;
    const early = await rate(cookie, orderId, { line_id: lineId, rating: 5 }, "pt");
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      error: "order_not_delivered",
      message: "Você poderá avaliar este pedido quando ele for entregue.",
    });
    await changeOrderStatus(db, { orderId, to: "concluído", reason: "admin", actorUserId: null });
    const delivered = await rate(cookie, orderId, { line_id: lineId, rating: 5 });
    expect(delivered.status).toBe(201);
    // Measured from the store's own payment and delivery records.
    expect((await delivered.json<{ delivery_minutes: number }>()).delivery_minutes).toBe(0);
  });

  it("answers 400 with a detail per field for stars out of range or text over 1,000 characters", async () => {
    const { cookie, order, itemLine } = await signedInWithDeliveredOrder("badinput", "Joana Pereira");
    const response = await rate(cookie, order.id, { line_id: itemLine.id, rating: 6, text: "a".repeat(1001) });
    expect(response.status).toBe(400);
    const body = await response.json<{ details: Array<{ field: string; message: string }> }>();
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: "rating", message: "Choose from 1 to 5 stars." },
        { field: "text", message: "Keep your review to 1,000 characters." },
      ]),
    );
  });

  it("needs a signed-in shopper", async () => {
    expect((await callApi("POST", "/api/orders/1/reviews", { line_id: 1, rating: 5 })).status).toBe(401);
  });
});

describe("PUT /api/orders/{id}/reviews/{reviewId}", () => {
  it("changes the review for 7 days, then answers 422; a stranger gets 404", async () => {
    const { cookie, order, itemLine } = await signedInWithDeliveredOrder("editor", "Joana Pereira");
    const written = await rate(cookie, order.id, { line_id: itemLine.id, rating: 2, text: "meh" });
    const { id } = await written.json<{ id: number }>();
    const path = `/api/orders/${order.id}/reviews/${id}`;
    const edited = await callApi("PUT", path, { rating: 5, text: "Actually great" }, { cookie });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id, rating: 5, text: "Actually great" });

    const stranger = await signIn(await createVerifiedAccount("editstranger"));
    const refused = await callApi("PUT", path, { rating: 1 }, { cookie: stranger });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: "review_not_found" });

    const eightDaysAgo = new Date(Date.now() - 8 * DAY_MS).toISOString();
    await db.update(orderReviews).set({ createdAt: eightDaysAgo }).where(eq(orderReviews.id, id));
    const late = await callApi("PUT", path, { rating: 1 }, { cookie });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ error: "review_edit_closed" });
  });
});

describe("GET /api/games/{id}", () => {
  it("carries the game's rating, and a new review shows in it at once", async () => {
    const { cookie, order, itemLine, coinLine, game } = await signedInWithDeliveredOrder("rating", "Joana Pereira");
    const read = () =>
      callApi("GET", `/api/games/${game.id}`).then((r) => r.json<{ rating: { average: number; count: number } }>());
    const before = (await read()).rating;
    await rate(cookie, order.id, { line_id: itemLine.id, rating: 5 });
    await rate(cookie, order.id, { line_id: coinLine.id, rating: 5 });
    const after = (await read()).rating;
    expect(after.count).toBe(before.count + 2);
    expect(after.average).toBeGreaterThan(0);
    expect(after.average).toBeLessThanOrEqual(5);
  });
});

describe("GET /api/games/{id}/reviews", () => {
  it("lists the game's reviews with author, language, sale type and delivery time, the caller's language first", async () => {
    const { cookie, order, itemLine, coinLine, game } = await signedInWithDeliveredOrder("list", "Joana Pereira");
    await rate(cookie, order.id, { line_id: itemLine.id, rating: 5, text: "Great" }, "en");
    await rate(cookie, order.id, { line_id: coinLine.id, rating: 4, text: "Ótimo" }, "pt");
    const inPt = await callApi("GET", `/api/games/${game.id}/reviews`, undefined, { language: "pt" });
    expect(inPt.status).toBe(200);
    const reviews = await inPt.json<Array<Record<string, unknown>>>();
    expect(reviews[0]).toMatchObject({
      rating: 4,
      text: "Ótimo",
      author: "Joana P.",
      language: "pt",
      sale_type: "moeda",
      delivery_minutes: 18,
    });
    expect(reviews.map((review) => review.text)).toContain("Great");
    const far = await callApi("GET", `/api/games/${game.id}/reviews?page=999999999`);
    expect(await far.json()).toEqual([]);
    expect((await callApi("GET", "/api/games/999999/reviews")).status).toBe(404);
  });
});
