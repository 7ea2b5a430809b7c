// POST /api/checkout, GET /api/checkout/sessions/{id} (where a payment stands: the Pix panel polls
// it) and POST /api/stripe/cancel-order (spec section 7).
import { Hono } from "hono";
import { cancelOrderSchema, checkoutSchema } from "../../../shared/orders/schemas";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { checkoutJson } from "../../edge/wire/shapes-shopping";
import { effectRunnerFor } from "../../effects/runner";
import { paymentProviderFor } from "../../payments/provider-for-env";
import { cancelBySession } from "../cancel-by-shopper";
import { checkoutAction } from "../payment-actions";
import { paymentStateOf } from "../payment-state";
import { paymentAttemptDepsOf } from "./checkout-for-request";

export const checkoutApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .post("/", async (c) => {
    const input = await readJson(c, checkoutSchema);
    const deps = paymentAttemptDepsOf(c.var.context);
    return c.json(checkoutJson(await checkoutAction(deps, c.var.user, input)));
  })
  .get("/sessions/:sessionId", async (c) => {
    const { orderId, state } = await paymentStateOf(c.var.db, c.var.user.id, c.req.param("sessionId"));
    // Polled while a payment is awaited: never from a cache.
    c.header("Cache-Control", "no-store");
    return c.json({ orderId, status: state });
  });

export const stripeApi = new Hono<AuthedApiEnv>().use(requireAuth).post("/cancel-order", async (c) => {
  const input = await readJson(c, cancelOrderSchema);
  const provider = paymentProviderFor(c.env, new URL(c.req.url).origin);
  const effects = effectRunnerFor(c.env, c.var.db);
  const result = await cancelBySession({ db: c.var.db, provider, effects }, c.var.user.id, input.session_id);
  // Accepted, not done: the order is cancelled once the provider confirms its session is closed.
  return c.json(result, result.cancellation === "scheduled" ? 202 : 200);
});
