import { Hono } from "hono";
import { apiError } from "../../edge/refusals";
import type { ApiEnv } from "../../edge/types";
import { logError } from "../../kernel/log";
import { InvalidSignatureError, receiveStripeWebhook } from "../../orders/payment-webhook";
import { webhookDepsFor } from "../../orders/payment-webhook-deps";

/** Payment-provider webhooks. Answers never echo what went wrong inside; Stripe retries on 5xx. */
export const webhooks = new Hono<ApiEnv>()
  .post("/stripe", async (c) => {
    const rawBody = await c.req.text();
    try {
      const outcome = await receiveStripeWebhook(
        webhookDepsFor(c.var.db, c.env, new URL(c.req.url).origin),
        rawBody,
        c.req.header("stripe-signature") ?? null,
      );
      return c.json({ received: true, outcome });
    } catch (error) {
      if (error instanceof InvalidSignatureError)
        return apiError(c, 400, "invalid_signature", "errors.invalidSignature");
      logError("stripe_webhook_failed", error);
      return apiError(c, 500, "webhook_failed", "errors.webhookFailed");
    }
  })
  .all("*", (c) => apiError(c, 404, "not_found", "errors.unknownWebhook"));
