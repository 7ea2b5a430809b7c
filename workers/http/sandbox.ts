// /api/sandbox: the local payment sandbox's Pay action and its Pix bank buttons (development without a Stripe key only).
import { Hono } from "hono";
import { sandboxPaySchema, sandboxPixSchema } from "../../shared/orders/schemas";
import { getFixedT } from "../request/language";
import { isSandboxEnabled } from "../services/payments/provider-for-env";
import { paySandboxSession, settleSandboxPix } from "../services/payments/sandbox-payments";
import { webhookDepsFor } from "../services/payments/webhook-deps";
import { apiError } from "./refusals";
import { requireAuth } from "./session";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

export const sandboxApi = new Hono<AuthedApiEnv>()
  .use(async (c, next) => {
    if (!isSandboxEnabled(c.env)) {
      const t = await getFixedT(c.req.raw);
      return apiError(c, 404, "not_found", t("errors.notFoundText"));
    }
    await next();
  })
  .use(requireAuth)
  .post("/sessions/:sessionId/pay", async (c) => {
    const input = await readJson(c, sandboxPaySchema);
    if (!input.ok) return input.response;
    const deps = webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin);
    const result = await paySandboxSession(deps, {
      sessionId: c.req.param("sessionId"),
      userId: c.var.user.id,
      cardNumber: input.data.card_number,
      threeDSecure: input.data.three_d_secure,
    });
    // A declined card answers like Stripe's API: 402 with the provider's message for the shopper.
    return result.ok ? c.json(result) : apiError(c, 402, result.code, result.message);
  })
  .post("/sessions/:sessionId/pix", async (c) => {
    const input = await readJson(c, sandboxPixSchema);
    if (!input.ok) return input.response;
    const deps = webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin);
    return c.json(
      await settleSandboxPix(deps, {
        sessionId: c.req.param("sessionId"),
        userId: c.var.user.id,
        outcome: input.data.outcome,
      }),
    );
  });
