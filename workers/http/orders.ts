// GET /api/orders and /api/orders/{id}: the signed-in shopper's own orders only; POST
// /api/orders/{id}/pay opens a new payment session for a pending order ("pay now").
import { Hono } from "hono";
import { getOrderRecord } from "../services/orders/order-record";
import { listOrders } from "../services/orders/queries";
import { checkoutSchema } from "../services/orders/schemas";
import { payPendingOrderFor } from "./checkout-for-request";
import { withDomainErrors } from "./domain-errors";
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
    return withDomainErrors(c, async () =>
      c.json(orderRecordJson(await getOrderRecord(c.var.db, c.var.user, param.id))),
    );
  })
  .post("/:id/pay", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    const input = await readJson(c, checkoutSchema);
    if (!input.ok) return input.response;
    return withDomainErrors(c, async () => {
      const result = await payPendingOrderFor({ db: c.var.db, env: c.env }, c.req.raw, {
        user: c.var.user,
        orderId: param.id,
        paymentMethod: input.data.metodo_pagamento,
        flow: input.data.flow,
      });
      return c.json(checkoutJson(result));
    });
  });
