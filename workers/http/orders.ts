// GET /api/orders and /api/orders/{id}: the signed-in shopper's own orders only.
import { Hono } from "hono";
import { getOrder, listOrders } from "../services/orders/queries";
import { withDomainErrors } from "./domain-errors";
import { readIdParam } from "./params";
import { requireAuth } from "./session";
import { orderDetailJson, orderJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";

export const ordersApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json((await listOrders(c.var.db, c.var.user.id)).map(orderJson)))
  .get("/:id", async (c) => {
    const param = await readIdParam(c, "id");
    if (!param.ok) return param.response;
    return withDomainErrors(c, async () => c.json(orderDetailJson(await getOrder(c.var.db, c.var.user.id, param.id))));
  });
