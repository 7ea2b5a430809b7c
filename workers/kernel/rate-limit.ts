// Named rate limits over Workers rate-limit bindings (wrangler.toml). Each rule is a fixed window
// per key: callers pick the key (an email, an IP, a user id) so one abuser cannot lock out others.
// Per-IP budgets are sized for many shoppers behind one address (CGNAT, LAN houses); the figures
// and the reasons are in docs/decisions/013-rate-limits.md. Failed sign-ins are throttled
// separately, in D1 (workers/accounts/sign-in-throttle.ts).
import { rateLimited } from "./domain-error";

const rules = {
  login: { binding: "RL_LOGIN", periodSeconds: 60 },
  signup: { binding: "RL_SIGNUP", periodSeconds: 60 },
  emailPerRecipient: { binding: "RL_EMAIL", periodSeconds: 60 },
  emailPerIp: { binding: "RL_EMAIL_IP", periodSeconds: 60 },
  contact: { binding: "RL_CONTACT", periodSeconds: 60 },
  chat: { binding: "RL_CHAT", periodSeconds: 10 },
  // Browsers' reports of what the Content-Security-Policy blocked: logged, so capped per address
  // (they share the contact form's budget of 10 a minute, under their own keys).
  cspReport: { binding: "RL_CONTACT", periodSeconds: 60 },
  // "Tell me when it's back" (issue 50): asks per address, on the contact form's budget under their own keys.
  stockAlert: { binding: "RL_CONTACT", periodSeconds: 60 },
} as const satisfies Record<string, { binding: keyof Env; periodSeconds: number }>;

export type RateLimitRule = keyof typeof rules;

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt for `key` under `rule`; refused attempts tell how long to wait (the window length). */
export async function consumeRateLimit(env: Env, rule: RateLimitRule, key: string): Promise<RateLimitOutcome> {
  const { binding, periodSeconds } = rules[rule];
  const { success } = await env[binding].limit({ key: `${rule}:${key}` });
  return success ? { allowed: true } : { allowed: false, retryAfterSeconds: periodSeconds };
}

/** `consumeRateLimits`, refusing (429, with the wait) when any of the limits is exhausted. */
export async function enforceRateLimits(env: Env, checks: Array<[RateLimitRule, string]>): Promise<void> {
  const outcome = await consumeRateLimits(env, checks);
  if (!outcome.allowed) throw rateLimited(outcome.retryAfterSeconds);
}

/**
 * Counts one attempt against each `[rule, key]` pair; refused when any of them is exhausted, with
 * the longest wait among them.
 */
export async function consumeRateLimits(env: Env, checks: Array<[RateLimitRule, string]>): Promise<RateLimitOutcome> {
  const outcomes = await Promise.all(checks.map(([rule, key]) => consumeRateLimit(env, rule, key)));
  const waits = outcomes.flatMap((outcome) => (outcome.allowed ? [] : [outcome.retryAfterSeconds]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) };
}
