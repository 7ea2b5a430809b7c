import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "../../workers/services/rate-limit";

describe("rate limits", () => {
  it("allows the rule's budget per key, then refuses with the window as the wait", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt++) outcomes.push(await consumeRateLimit(env, "contact", "203.0.113.7"));
    expect(outcomes.slice(0, 5).every((outcome) => outcome.allowed)).toBe(true);
    expect(outcomes[5]).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("counts each key on its own", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit(env, "signup", "198.51.100.1");
    expect(await consumeRateLimit(env, "signup", "198.51.100.1")).toMatchObject({ allowed: false });
    expect(await consumeRateLimit(env, "signup", "198.51.100.2")).toEqual({ allowed: true });
  });
});
