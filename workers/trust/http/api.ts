import { Hono } from "hono";
import type { ApiEnv } from "../../edge/types";
import { centsToDecimal } from "../../edge/wire/catalogue-json";
import { getTrustFigures, type RefundFigures, type TrustWindow } from "../trust-figures";

/** Minutes or a share to two decimals; null stays null. */
const twoDecimals = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** A window's figures in the API's words: shares are fractions from 0 to 1, times in minutes, money in decimals. */
function trustWindowJson(figures: TrustWindow) {
  return {
    days: figures.days,
    orders_delivered: figures.delivered,
    on_time_share: twoDecimals(figures.onTimeShare),
    median_minutes: figures.medianMinutes,
    p90_minutes: figures.p90Minutes,
    compensation: {
      count: figures.compensation.count,
      amounts: figures.compensation.amounts.map(({ currency, cents }) => ({ currency, amount: centsToDecimal(cents) })),
    },
    withdrawal_refund: {
      count: figures.withdrawalRefund.count,
      median_minutes: twoDecimals(figures.withdrawalRefund.medianMinutes),
    },
    disputes: figures.disputes,
    rating: figures.reviews,
  };
}

/** The refund and dispute answers figures in the same words. */
function refundFiguresJson(figures: RefundFigures) {
  return {
    days: figures.days,
    refunds: {
      count: figures.refunds.count,
      median_minutes: twoDecimals(figures.refunds.medianMinutes),
      p90_minutes: twoDecimals(figures.refunds.p90Minutes),
    },
    disputes: {
      opened: figures.disputes.opened,
      answered: figures.disputes.answered,
      answered_share: twoDecimals(figures.disputes.answeredShare),
    },
  };
}

/** GET /api/trust: the trust page's figures, the same for everyone, so shared caches may keep them a minute. */
export const trustApi = new Hono<ApiEnv>().get("/", async (c) => {
  const figures = await getTrustFigures(c.var.db);
  c.header("Cache-Control", "public, max-age=60");
  return c.json({
    computed_at: figures.computedAt,
    windows: figures.windows.map(trustWindowJson),
    refunds: refundFiguresJson(figures.refunds),
  });
});
