import type { Context } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import { consumeRateLimits, type RateLimitRule } from "../services/rate-limit";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

/**
 * Counts an attempt against each `[rule, key]` pair; when any is exhausted, answers 429 with
 * Retry-After and a localized message. Returns null when the request may go on.
 */
export async function rateLimitResponse(
  c: Context<ApiEnv>,
  checks: Array<[RateLimitRule, string]>,
): Promise<Response | null> {
  const outcome = await consumeRateLimits(c.env, checks);
  return outcome.allowed ? null : rateLimitedResponse(c, outcome.retryAfterSeconds);
}

/** 429 with Retry-After and a localized message. */
export async function rateLimitedResponse(c: Context<ApiEnv>, retryAfterSeconds: number): Promise<Response> {
  const t = await getFixedT(c.req.raw);
  c.header("Retry-After", String(retryAfterSeconds));
  return apiError(c, 429, "rate_limited", t("errors.rateLimited", { seconds: retryAfterSeconds }));
}
