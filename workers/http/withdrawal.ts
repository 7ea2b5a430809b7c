// POST /api/orders/{id}/withdraw: the shopper's 7-day withdrawal (owner only), over the same service
// as the order page's button (workers/services/orders/withdrawal.ts).
import { Hono } from "hono";
import type { Database } from "../db/client";
import { createMailer } from "../services/mail/mailer";
import { getOrder } from "../services/orders/queries";
import { type WithdrawalDeps, withdrawFromOrder } from "../services/orders/withdrawal";
import { paymentProviderFor } from "../services/payments/provider-for-env";
import { publicOrigin } from "../services/public-origin";
import { pathId } from "./params";
import { requireAuth } from "./session";
import { orderDetailJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";

/** The withdrawal's dependencies for a request (the sandbox provider answers on the request's own origin). */
export function withdrawalDepsFor(
  db: Database,
  env: Env,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): WithdrawalDeps {
  return {
    db,
    provider: paymentProviderFor(env, new URL(request.url).origin),
    mailer: createMailer(env, db),
    origin: publicOrigin(env),
    waitUntil,
  };
}

export const withdrawalApi = new Hono<AuthedApiEnv>().post("/:id/withdraw", requireAuth, async (c) => {
  const id = pathId(c, "id");
  const deps = withdrawalDepsFor(c.var.db, c.env, c.req.raw, (promise) => c.executionCtx.waitUntil(promise));
  const { refund } = await withdrawFromOrder(deps, c.var.user.id, id);
  const order = await getOrder(c.var.db, c.var.user.id, id);
  return c.json({
    order: orderDetailJson(order),
    refund: { id: refund.id, amount_cents: refund.amountCents, currency: refund.currency },
  });
});
