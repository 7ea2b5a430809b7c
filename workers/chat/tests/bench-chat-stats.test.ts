import { describe, expect, it } from "vitest";
import {
  busiestWindow,
  formatSummary,
  MIN_INTERVAL_MS,
  percentile,
  planSends,
  RATE_LIMIT,
  summarize,
} from "../../../scripts/bench-chat/stats";

describe("the chat benchmark's send plan", () => {
  it("shares the messages out evenly, staggered, and keeps every user within the rate limit", () => {
    const plan = planSends(50, 500, 1_250);
    expect(plan).toHaveLength(500);
    const perClient = new Map<number, number>();
    for (const send of plan) perClient.set(send.client, (perClient.get(send.client) ?? 0) + 1);
    expect([...perClient.values()].every((count) => count === 10)).toBe(true);
    expect(plan.slice(0, 3).map((send) => send.atMs)).toEqual([0, 25, 50]);
    expect(plan.at(-1)?.atMs).toBe(9 * 1_250 + 49 * 25);
    expect(busiestWindow(plan, RATE_LIMIT.windowMs)).toBeLessThanOrEqual(RATE_LIMIT.messages);
    expect(busiestWindow(planSends(3, 90, MIN_INTERVAL_MS), RATE_LIMIT.windowMs)).toBe(RATE_LIMIT.messages);
  });

  it("refuses an interval that would break the rate limit", () => {
    expect(() => planSends(5, 10, MIN_INTERVAL_MS - 1)).toThrow(/at least 1000 ms/);
    expect(() => planSends(0, 10, 2_000)).toThrow();
  });

  it("counts a sliding window per client", () => {
    const plan = [0, 100, 9_999, 10_000].map((atMs, seq) => ({ client: 0, seq, atMs }));
    expect(busiestWindow(plan, 10_000)).toBe(3);
  });
});

describe("the chat benchmark's figures", () => {
  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it("sums a run into latency, deliveries and throughput", () => {
    const summary = summarize({
      clients: 3,
      sent: 4,
      refused: 1,
      latenciesMs: [10, 20, 30, 40, 50, 60],
      firstSendAt: 1_000,
      lastDeliveryAt: 3_000,
    });
    expect(summary).toEqual({
      clients: 3,
      messagesSent: 4,
      messagesRefused: 1,
      deliveriesExpected: 6,
      deliveriesReceived: 6,
      latencyMs: { p50: 30, p99: 60, mean: 35, max: 60 },
      durationSeconds: 2,
      messagesPerSecond: 1.5,
      deliveriesPerSecond: 3,
    });
    expect(formatSummary(summary)[3]).toBe("delivery latency: p50 30 ms, p99 60 ms (mean 35, max 60)");
  });
});
