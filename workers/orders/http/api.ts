// GET /api/orders and /api/orders/{id}: the signed-in shopper's own orders (admins may read any one);
// POST /api/orders/{id}/pay opens a new payment session for a pending order ("pay now");
// POST /api/orders/{id}/confirm and /problem are the shopper's word after delivery; /cancel asks to
// stop a boosting or carry run in progress; POST /api/orders/{id}/reviews rates a delivered line and
// PUT /api/orders/{id}/reviews/{reviewId} changes that review (workers/reviews/write.ts).
import { Hono } from "hono";
import { checkoutSchema } from "../../../shared/orders/schemas";
import { newReviewSchema, reviewEditSchema } from "../../../shared/reviews/schemas";
import { openOrderConversation, postToOrderConversation } from "../../chat/order-conversation";
import { pathId } from "../../edge/params";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { pressKeyHeader, readJson } from "../../edge/validation";
import { orderRecordJson } from "../../edge/wire/order-record-json";
import { ownReviewJson } from "../../edge/wire/review-json";
import { checkoutJson, orderJson } from "../../edge/wire/shapes-shopping";
import { editReview, postReview } from "../../reviews/write";
import { requestCancellation } from "../cancellation";
import { getOrderRecord } from "../order-record";
import { payPendingOrderAction } from "../payment-actions";
import { listOrders } from "../queries";
import { answerDelivery, problemSchema } from "../receipt";
import { paymentAttemptDepsOf } from "./checkout-for-request";

export const ordersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json((await listOrders(c.var.db, c.var.user.id)).map(orderJson)))
  .get("/:id", async (c) => {
    const id = pathId(c, "id");
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, id)));
  })
  .post("/:id/pay", async (c) => {
    const id = pathId(c, "id");
    const input = await readJson(c, checkoutSchema);
    const deps = paymentAttemptDepsOf(c.var.context);
    return c.json(checkoutJson(await payPendingOrderAction(deps, c.var.user, id, input)));
  })
  // After delivery, within the settings' window: the shopper's word, once (workers/orders/receipt.ts).
  .post("/:id/confirm", async (c) => {
    const id = pathId(c, "id");
    const confirmed = { kind: "confirmed" as const };
    await answerDelivery({ db: c.var.db, env: c.env, postToOrderConversation }, c.var.user, id, confirmed, {
      pressKey: pressKeyHeader(c),
      from: c.var.context.shopperFrom,
    });
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, id)));
  })
  .post("/:id/problem", async (c) => {
    const id = pathId(c, "id");
    const input = await readJson(c, problemSchema);
    const word = { kind: "problem" as const, message: input.message };
    await answerDelivery({ db: c.var.db, env: c.env, postToOrderConversation }, c.var.user, id, word, {
      pressKey: pressKeyHeader(c),
      from: c.var.context.shopperFrom,
    });
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, id)));
  })
  // A boosting or carry run in progress: the shopper asks to stop it, quoted the undone share as a
  // refund, which an admin approves or changes (workers/orders/cancellation.ts).
  .post("/:id/cancel", async (c) => {
    const id = pathId(c, "id");
    await requestCancellation(c.var.db, c.var.user, id);
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, id)));
  })
  // The order's own conversation with support; then the usual /api/chat/conversations/{id} calls and websocket.
  .post("/:id/conversation", async (c) => {
    const id = pathId(c, "id");
    const conversation = await openOrderConversation(c.var.db, c.var.user, id);
    return c.json({ id: conversation.id, status: conversation.status, order_id: id }, 200);
  })
  // The shopper's review of one delivered line, written in the language they are using.
  .post("/:id/reviews", async (c) => {
    const id = pathId(c, "id");
    const input = await readJson(c, newReviewSchema);
    const language = c.var.context.language;
    const deps = { db: c.var.db, env: c.env };
    const review = await postReview(deps, c.var.user, id, input, language, {
      pressKey: pressKeyHeader(c),
      from: c.var.context.shopperFrom,
    });
    return c.json(ownReviewJson(review), 201);
  })
  .put("/:id/reviews/:reviewId", async (c) => {
    const id = pathId(c, "id");
    const reviewId = pathId(c, "reviewId");
    const input = await readJson(c, reviewEditSchema);
    const language = c.var.context.language;
    const review = await editReview({ db: c.var.db, env: c.env }, c.var.user, id, reviewId, input, language);
    return c.json(ownReviewJson(review));
  });
