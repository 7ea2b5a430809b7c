// GET /api/orders and /api/orders/{id}: the signed-in shopper's own orders (admins may read any one);
// POST /api/orders/{id}/pay opens a new payment session for a pending order ("pay now");
// POST /api/orders/{id}/confirm and /problem are the shopper's word after delivery; /cancel asks to
// stop a boosting or carry run in progress.
import { Hono } from "hono";
import { checkoutSchema } from "../../shared/orders/schemas";
import { openOrderConversation } from "../services/chat/order-conversation";
import { requestCancellation } from "../services/orders/cancellation";
import { getOrderRecord } from "../services/orders/order-record";
import { listOrders } from "../services/orders/queries";
import { answerDelivery, problemSchema } from "../services/orders/receipt";
import { payPendingOrderFor } from "./checkout-for-request";
import { orderRecordJson } from "./order-record-json";
import { readIdParam } from "./params";
import { requireAuth } from "./session";
import { checkoutJson, orderJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

export const ordersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json((await listOrders(c.var.db, c.var.user.id)).map(orderJson)))
  .get("/:id", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, param.id)));
  })
  .post("/:id/pay", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    const input = await readJson(c, checkoutSchema);
    if (!input.ok) return input.response;
    const result = await payPendingOrderFor({ db: c.var.db, env: c.env }, c.req.raw, {
      user: c.var.user,
      orderId: param.id,
      paymentMethod: input.data.metodo_pagamento,
      flow: input.data.flow,
    });
    return c.json(checkoutJson(result));
  })
  // After delivery, within the settings' window: the shopper's word, once (workers/services/orders/receipt.ts).
  .post("/:id/confirm", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    await answerDelivery({ db: c.var.db, env: c.env }, c.var.user, param.id, { kind: "confirmed" });
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, param.id)));
  })
  .post("/:id/problem", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    const input = await readJson(c, problemSchema);
    if (!input.ok) return input.response;
    const word = { kind: "problem" as const, message: input.data.message };
    await answerDelivery({ db: c.var.db, env: c.env }, c.var.user, param.id, word);
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, param.id)));
  })
  // A boosting or carry run in progress: the shopper asks to stop it, quoted the undone share as a
  // refund, which an admin approves or changes (workers/services/orders/cancellation.ts).
  .post("/:id/cancel", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    await requestCancellation(c.var.db, c.var.user, param.id);
    return c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, param.id)));
  })
  // The order's own conversation with support; then the usual /api/chat/conversations/{id} calls and websocket.
  .post("/:id/conversation", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    const conversation = await openOrderConversation(c.var.db, c.var.user, param.id);
    return c.json({ id: conversation.id, status: conversation.status, order_id: param.id }, 200);
  });
