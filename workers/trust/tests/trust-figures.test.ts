// Issue 33, the trust page's figures: for the last 30 and 365 days, from the store's own records,
// hand-computed over fixed records (tests/workers/support/delivered-orders.ts: trustRecords).
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trustRecords } from "../../../tests/workers/support/delivered-orders";
import { db } from "../../../tests/workers/support/worker";
import { auditLog, orderDisputes } from "../../db/schema";
import { getTrustFigures, refreshTrustFigures } from "../trust-figures";

const now = new Date("2026-11-20T12:00:00.000Z");

beforeAll(async () => {
  await trustRecords(now);
});

describe("the trust page's figures", () => {
  it("are computed on the first read when the schedule has not run yet", async () => {
    const { windows, computedAt } = await getTrustFigures(db, now);
    expect(computedAt).toBe(now.toISOString());
    expect(windows.map((window) => [window.days, window.delivered])).toEqual([
      [30, 3],
      [365, 5],
    ]);
  });

  it("count the last 30 days: deliveries, lateness paid back, withdrawals' refunds and disputes", async () => {
    await refreshTrustFigures(db, now);
    const { windows, computedAt } = await getTrustFigures(db);
    expect(computedAt).toBe(now.toISOString());
    expect(windows[0]).toEqual({
      days: 30,
      // 10 20 90 minutes, promised in 60: two on time; the median the middle, the 90th percentile the 3rd.
      delivered: 3,
      onTimeShare: 2 / 3,
      medianMinutes: 20,
      p90Minutes: 90,
      compensation: {
        count: 2,
        amounts: [
          { currency: "BRL", cents: 150 },
          { currency: "USD", cents: 200 },
        ],
      },
      // 0.5 and 1.5 minutes: the mean of the two.
      withdrawalRefund: { count: 2, medianMinutes: 1 },
      disputes: { opened: 2, won: 1, lost: 0, closed: 0 },
      // 5 and 4 stars; the hidden review is left out.
      reviews: { average: 4.5, count: 2 },
    });
  });

  it("count the last 365 days the same way, older records included", async () => {
    await refreshTrustFigures(db, now);
    const { windows } = await getTrustFigures(db);
    expect(windows[1]).toEqual({
      days: 365,
      // 10 20 30 40 90: four on time.
      delivered: 5,
      onTimeShare: 0.8,
      medianMinutes: 30,
      p90Minutes: 90,
      compensation: {
        count: 3,
        amounts: [
          { currency: "BRL", cents: 450 },
          { currency: "USD", cents: 200 },
        ],
      },
      withdrawalRefund: { count: 2, medianMinutes: 1 },
      disputes: { opened: 3, won: 1, lost: 1, closed: 0 },
      reviews: { average: 3.67, count: 3 },
    });
  });

  it("measure refunds and disputes answered over 90 days, compensation and older refunds left out", async () => {
    await refreshTrustFigures(db, now);
    const { refunds } = await getTrustFigures(db);
    expect(refunds).toEqual({
      days: 90,
      // 0.5 and 1.5 minutes (the withdrawals) and 10 (an admin's refund): the middle, and the 3rd of 3.
      refunds: { count: 3, medianMinutes: 1.5, p90Minutes: 10 },
      // Two opened 10 and 8 days ago, the first won; the one opened 120 days ago is outside.
      disputes: { opened: 2, answered: 1, answeredShare: 0.5 },
    });
  });

  it("leave out what happened after the run's time", async () => {
    await refreshTrustFigures(db, new Date(now.getTime() - 3.5 * 86_400_000));
    const { windows } = await getTrustFigures(db);
    // Seen 3.5 days earlier: the 4-day-old compensation is there, the 3-day-old one and the withdrawals not yet.
    expect(windows[0]?.compensation.count).toBe(1);
    expect(windows[0]?.withdrawalRefund.count).toBe(0);
  });

  it("count a dispute as answered once its evidence pack reached the provider", async () => {
    // The dispute opened 8 days ago (not won): its evidence is submitted now (decision 061).
    const opened = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "dispute_opened"))
      .orderBy(asc(auditLog.id));
    const orderId = Number(opened[1]?.entityId);
    await db.insert(orderDisputes).values({
      disputeId: "dp_answered",
      orderId,
      reason: "fraudulent",
      amountCents: 1000,
      currency: "BRL",
      submission: "submitted",
      submittedAt: new Date(now.getTime() - 86_400_000).toISOString(),
      createdAt: new Date(now.getTime() - 8 * 86_400_000).toISOString(),
    });
    await refreshTrustFigures(db, now);
    expect((await getTrustFigures(db)).refunds.disputes).toEqual({ opened: 2, answered: 2, answeredShare: 1 });
  });
});
