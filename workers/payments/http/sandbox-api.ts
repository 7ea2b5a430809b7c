// /api/sandbox: the local payment sandbox's Pay action, its Pix bank buttons and its bank's disputes
// (development without a Stripe key only).
import { Hono } from "hono";
import { sandboxDisputeSchema, sandboxPaySchema, sandboxPixSchema } from "../../../shared/orders/schemas";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { notFound } from "../../kernel/domain-error";
import { webhookDepsFor } from "../../orders/payment-webhook-deps";
import { openSandboxDispute, paySandboxSession, settleSandboxPix } from "../../orders/sandbox-payments";
import { isSandboxEnabled } from "../provider-for-env";

export const sandboxApi = new Hono<AuthedApiEnv>()
  .use(async (c, next) => {
    if (!isSandboxEnabled(c.env)) throw notFound("errors.notFoundText");
    await next();
  })
  .use(requireAuth)
  .post("/sessions/:sessionId/pay", async (c) => {
    const input = await readJson(c, sandboxPaySchema);
    const deps = webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin);
    const { orderId } = await paySandboxSession(deps, {
      sessionId: c.req.param("sessionId"),
      userId: c.var.user.id,
      cardNumber: input.card_number,
      threeDSecure: input.three_d_secure,
    });
    // A declined card is refused like Stripe's API does (402 with its code), answered by onError.
    return c.json({ ok: true, orderId });
  })
  .post("/sessions/:sessionId/pix", async (c) => {
    const input = await readJson(c, sandboxPixSchema);
    const deps = webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin);
    return c.json(
      await settleSandboxPix(deps, {
        sessionId: c.req.param("sessionId"),
        userId: c.var.user.id,
        outcome: input.outcome,
      }),
    );
  })
  .post("/disputes", async (c) => {
    const input = await readJson(c, sandboxDisputeSchema);
    const deps = webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin);
    const opened = await openSandboxDispute(deps, {
      orderId: input.order_id,
      userId: c.var.user.id,
      reason: input.reason,
    });
    return c.json({ ok: true, dispute_id: opened.disputeId }, 201);
  });
