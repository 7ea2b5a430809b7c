import { Hono } from "hono";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

/** Payment-provider webhooks; the Stripe endpoint arrives with checkout. */
export const webhooks = new Hono<ApiEnv>().all("*", (c) => apiError(c, 404, "not_found", "Unknown webhook."));
