// One press, one effect after delivery (issue 46, decision 042): the review, confirm-delivery and
// problem forms and their API calls take effect once, and the same press again (a double tap, a second
// submit, a retried request: the same key) answers as the first did; a later, different press still
// gets today's refusal.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import { signedInWithDeliveredOrder } from "../../../tests/workers/support/delivered-order";
import { formsOf } from "../../../tests/workers/support/page-forms";
import { callApi, fetchWorker, postForm } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orderReviews } from "../../db/schema";

beforeAll(seedOnce);

const withKey = (cookie: string, key: string) => ({ cookie, headers: { "Idempotency-Key": key } });

interface OrderAnswer {
  receipt: string | null;
  timeline: Array<{ kind: string }>;
}

describe("POST /api/orders/{id}/reviews with an Idempotency-Key", () => {
  const rate = (cookie: string, orderId: number, lineId: number, key: string, rating = 5) =>
    callApi("POST", `/api/orders/${orderId}/reviews`, { line_id: lineId, rating }, withKey(cookie, key));

  it("answers the same press again, one after the other or both at once, with the one review it wrote", async () => {
    const { cookie, order, itemLine, coinLine } = await signedInWithDeliveredOrder("press-review");
    const key = crypto.randomUUID();
    const first = await rate(cookie, order.id, itemLine.id, key);
    const second = await rate(cookie, order.id, itemLine.id, key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());

    const together = crypto.randomUUID();
    const both = await Promise.all([
      rate(cookie, order.id, coinLine.id, together),
      rate(cookie, order.id, coinLine.id, together),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(both.map((answer) => answer.json<{ id: number }>()));
    expect(b?.id).toBe(a?.id);
  });

  it("still refuses a different, later press of the same line as already reviewed", async () => {
    const { cookie, order, itemLine } = await signedInWithDeliveredOrder("press-review-again");
    expect((await rate(cookie, order.id, itemLine.id, crypto.randomUUID())).status).toBe(201);
    const later = await rate(cookie, order.id, itemLine.id, crypto.randomUUID(), 1);
    expect(later.status).toBe(409);
    expect(await later.json()).toMatchObject({ error: "already_reviewed" });
  });
});

describe("POST /api/orders/{id}/confirm and /problem with an Idempotency-Key", () => {
  it("answers the same confirmation again as the first, and refuses another press", async () => {
    const { cookie, order } = await signedInWithDeliveredOrder("press-confirm");
    const key = crypto.randomUUID();
    const confirm = (pressKey: string) =>
      callApi("POST", `/api/orders/${order.id}/confirm`, undefined, withKey(cookie, pressKey));
    const [first, second] = await Promise.all([confirm(key), confirm(key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [one, two] = [await first.json<OrderAnswer>(), await second.json<OrderAnswer>()];
    expect(two).toEqual(one);
    expect(one.receipt).toBe("confirmed");
    expect((await confirm(key)).status).toBe(200);
    const later = await confirm(crypto.randomUUID());
    expect(later.status).toBe(409);
    expect(await later.json()).toMatchObject({ error: "already_answered" });
  });

  it("reports a problem once for the same press sent twice: one timeline entry, one message to support", async () => {
    const { cookie, order } = await signedInWithDeliveredOrder("press-problem");
    const key = crypto.randomUUID();
    const report = () =>
      callApi("POST", `/api/orders/${order.id}/problem`, { message: "Half the gold" }, withKey(cookie, key));
    const first = await report();
    const second = await report();
    expect([first.status, second.status]).toEqual([200, 200]);
    const answer = await second.json<OrderAnswer>();
    expect(answer.timeline.filter((entry) => entry.kind === "problem")).toHaveLength(1);
    const conversation = await callApi("POST", `/api/orders/${order.id}/conversation`, undefined, { cookie });
    const { id } = await conversation.json<{ id: number }>();
    const messages = await callApi("GET", `/api/chat/conversations/${id}/messages`, undefined, { cookie });
    expect((await messages.json<Array<{ content: string }>>()).map((message) => message.content)).toEqual([
      "Half the gold",
    ]);
  });
});

describe("the order page's forms posted twice by the browser", () => {
  /** The order page's form for `intent`, as the server renders it, with `extra` typed in. */
  async function renderedForm(cookie: string, orderId: number, intent: string, extra: Record<string, string>) {
    const path = `/orders/${orderId}`;
    const forms = await formsOf(path, await fetchWorker(path, {}, { cookie }));
    const form = forms.find((candidate) =>
      candidate.fields.some(([name, value]) => name === "intent" && value === intent),
    );
    if (!form) throw new Error(`no ${intent} form on the page`);
    return { ...Object.fromEntries(form.fields), ...extra };
  }

  const post = (cookie: string, orderId: number, fields: Record<string, string>) =>
    postForm(`/orders/${orderId}`, fields, { cookie, headers: { "Sec-Fetch-Mode": "navigate" } });

  it("answers a review posted twice as published both times, and writes it once", async () => {
    const { cookie, order, itemLine } = await signedInWithDeliveredOrder("press-review-page");
    const form = await renderedForm(cookie, order.id, `review-${itemLine.id}`, { rating: "4", text: "Quick" });
    expect(form.press_key).toMatch(/^[\w.:-]{8,100}$/);
    const first = await post(cookie, order.id, form);
    const second = await post(cookie, order.id, form);
    expect([first.status, second.status]).toEqual([200, 200]);
    const page = visibleText(await second.text());
    expect(page).toContain("Your review is published.");
    expect(page).not.toContain("You already reviewed this item.");
    expect(await db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toHaveLength(1);
  });

  it("answers a confirmation posted twice as confirmed both times", async () => {
    const { cookie, order } = await signedInWithDeliveredOrder("press-confirm-page");
    const form = await renderedForm(cookie, order.id, "confirm", {});
    const answers = await Promise.all([post(cookie, order.id, form), post(cookie, order.id, form)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers)
      expect(visibleText(await answer.text())).not.toMatch(/You already answered for this order./);
  });
});
