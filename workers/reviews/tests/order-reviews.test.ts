// The order page's review forms (issue 33): a form per delivered line, plain HTML that works without
// JavaScript, refusals under the form they answer, in both languages.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newPaidOrder, seedOnce } from "../../../tests/workers/support/admin";
import { signedInWithDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orderReviews } from "../../db/schema";

beforeAll(async () => {
  await seedOnce();
});

const pageOf = async (orderId: number, cookie: string, language: "en" | "pt" = "en") =>
  (await fetchWorker(`/orders/${orderId}`, {}, { cookie, language })).text();

describe("the order page's review forms", () => {
  it("offers a form per delivered line with five labelled star choices, in the page's language", async () => {
    const { cookie, order, itemLine, coinLine } = await signedInWithDeliveredOrder("page-forms");
    const html = await pageOf(order.id, cookie);
    expect(html.match(/type="radio" name="rating"/g)).toHaveLength(10);
    expect(html).toContain(`name="intent" value="review-${itemLine.id}"`);
    expect(html).toContain(`name="intent" value="review-${coinLine.id}"`);
    const text = visibleText(html);
    expect(text).toContain("Rate what you bought");
    expect(text).toContain(`Your stars for ${itemLine.name}`);
    expect(text).toContain("1 star");
    expect(text).toContain("5 stars");
    const pt = visibleText(await pageOf(order.id, cookie, "pt"));
    expect(pt).toContain("Avalie o que você comprou");
    expect(pt).toContain("5 estrelas");
  });

  it("offers one form per item however many lines (nicknames) it was bought in, and refuses a second review inline", async () => {
    const { cookie, order, itemLine, coinLine, moreItemLines } = await signedInWithDeliveredOrder(
      "page-one-per-item",
      "Test Shopper",
      ["Jaina", "Arthas"],
    );
    const html = await pageOf(order.id, cookie);
    // The item and the coin offer: two forms of five stars, not four.
    expect(html.match(/type="radio" name="rating"/g)).toHaveLength(10);
    expect(html).toContain(`name="intent" value="review-${itemLine.id}"`);
    expect(html).toContain(`name="intent" value="review-${coinLine.id}"`);
    for (const line of moreItemLines) expect(html).not.toContain(`value="review-${line.id}"`);

    await postForm(
      `/orders/${order.id}`,
      { intent: `review-${itemLine.id}`, line_id: String(itemLine.id), rating: "5" },
      { cookie },
    );
    // A form written by hand for another line of the item (an old tab): refused under it, nothing written.
    const twin = moreItemLines[0]?.id;
    const refused = await postForm(
      `/orders/${order.id}`,
      { intent: `review-${twin}`, line_id: String(twin), rating: "5" },
      { cookie, language: "pt" },
    );
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("Você já avaliou este item. Você pode alterar sua avaliação.");
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toHaveLength(1);
  });

  it("publishes a review posted without JavaScript, in the page's language, and lets it be changed", async () => {
    const { cookie, order, itemLine } = await signedInWithDeliveredOrder("page-post");
    const intent = `review-${itemLine.id}`;
    const posted = await postForm(
      `/orders/${order.id}`,
      { intent, line_id: String(itemLine.id), rating: "4", text: "Chegou certinho" },
      { cookie, language: "pt" },
    );
    expect(posted.status).toBe(200);
    expect(visibleText(await posted.text())).toContain("Obrigado! Sua avaliação foi publicada.");
    const [row] = await db.select().from(orderReviews).where(eq(orderReviews.orderLineId, itemLine.id));
    expect(row).toMatchObject({ rating: 4, text: "Chegou certinho", language: "pt" });

    const page = await pageOf(order.id, cookie);
    expect(page).toContain(`name="review_id" value="${row?.id}"`);
    expect(visibleText(page)).toContain("Save changes");
    const edited = await postForm(
      `/orders/${order.id}`,
      { intent, line_id: String(itemLine.id), review_id: String(row?.id), rating: "5", text: "Perfect" },
      { cookie },
    );
    expect(edited.status).toBe(200);
    const [after] = await db.select().from(orderReviews).where(eq(orderReviews.orderLineId, itemLine.id));
    expect(after).toMatchObject({ rating: 5, text: "Perfect", language: "en" });
  });

  it("answers a refusal under the form it came from", async () => {
    const { cookie, order, itemLine, coinLine } = await signedInWithDeliveredOrder("page-refusal");
    const refused = await postForm(
      `/orders/${order.id}`,
      { intent: `review-${coinLine.id}`, line_id: String(coinLine.id), rating: "9", text: "x".repeat(1001) },
      { cookie },
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const coinForm = html.slice(html.indexOf(`data-line="${coinLine.id}"`));
    const itemForm = html.slice(html.indexOf(`data-line="${itemLine.id}"`), html.indexOf(`data-line="${coinLine.id}"`));
    expect(visibleText(coinForm)).toContain("Choose from 1 to 5 stars.");
    expect(visibleText(coinForm)).toContain("Keep your review to 1,000 characters.");
    expect(visibleText(itemForm)).not.toContain("Choose from 1 to 5 stars.");
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toEqual([]);
  });

  it("shows no form before delivery, and refuses a post there with its reason", async () => {
    const { cookie, orderId } = await newPaidOrder("page-undelivered");
    const html = await pageOf(orderId, cookie);
    expect(html).not.toContain('name="rating"');
    const line = await db.query.orderLines.findFirst({ where: (lines, { eq: is }) => is(lines.orderId, orderId) });
    const refused = await postForm(
      `/orders/${orderId}`,
      { intent: `review-${line?.id}`, line_id: String(line?.id), rating: "5" },
      { cookie },
    );
    expect(refused.status).toBe(422);
  });
});
