// POST /api/orders/{id}/withdraw: the shopper's 7-day withdrawal (owner only), the same action as
// the order page's button (workers/orders/withdrawal.ts).
import { Hono } from "hono";
import { pathId } from "../../edge/params";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { orderDetailJson } from "../../edge/wire/shapes-shopping";
import { withdrawalDeps, withdrawFromOrder } from "../withdrawal";

export const withdrawalApi = new Hono<AuthedApiEnv>().post("/:id/withdraw", requireAuth, async (c) => {
  const id = pathId(c, "id");
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
  const deps = withdrawalDeps({ db: c.var.db, env: c.env, waitUntil }, new URL(c.req.url).origin);
  const { order, refund } = await withdrawFromOrder(deps, c.var.user, id, { order: true });
  return c.json({
    order: orderDetailJson(order),
    refund: { id: refund.id, amount_cents: refund.amountCents, currency: refund.currency },
  });
});
