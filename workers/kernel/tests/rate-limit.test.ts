import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { withinOneRateLimitWindow } from "../../../tests/workers/support/rate-limit-window";
import { consumeRateLimit } from "../rate-limit";

describe("rate limits", () => {
  // A burst straddling two of the limiter's fixed windows never reaches the limit (it happened once).
  beforeEach(() => withinOneRateLimitWindow(60, 5));

  it("allows the rule's budget per key, then refuses with the window as the wait", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt++) outcomes.push(await consumeRateLimit(env, "contact", "203.0.113.7"));
    expect(outcomes.slice(0, 10).every((outcome) => outcome.allowed)).toBe(true);
    expect(outcomes[10]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("counts each key on its own", async () => {
    for (let attempt = 0; attempt < 10; attempt++) await consumeRateLimit(env, "signup", "198.51.100.1");
    expect(await consumeRateLimit(env, "signup", "198.51.100.1")).toMatchObject({ allowed: false });
    expect(await consumeRateLimit(env, "signup", "198.51.100.2")).toEqual({ allowed: true });
  });

  it("caps sign-in attempts per IP at 120 a minute, successes included: far above a LAN house's", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 121; attempt++) outcomes.push(await consumeRateLimit(env, "login", "ip:192.0.2.9"));
    expect(outcomes.slice(0, 120).every((outcome) => outcome.allowed)).toBe(true);
    expect(outcomes[120]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
