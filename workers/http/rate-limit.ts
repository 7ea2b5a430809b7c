import type { Context } from "hono";
import { getFixedT } from "../../app/i18n/i18n.server";
import { consumeRateLimit, type RateLimitRule } from "../services/rate-limit";
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
  const outcomes = await Promise.all(checks.map(([rule, key]) => consumeRateLimit(c.env, rule, key)));
  const waits = outcomes.flatMap((outcome) => (outcome.allowed ? [] : [outcome.retryAfterSeconds]));
  if (waits.length === 0) return null;
  const retryAfter = Math.max(...waits);
  const t = await getFixedT(c.req.raw);
  c.header("Retry-After", String(retryAfter));
  return apiError(c, 429, "rate_limited", t("errors.rateLimited", { seconds: retryAfter }));
}
