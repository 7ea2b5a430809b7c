import { Hono } from "hono";
import type { ApiEnv } from "../../edge/types";
import { centsToDecimal } from "../../edge/wire/catalogue-json";
import { getTrustFigures, type TrustWindow } from "../trust-figures";

/** A window's figures in the API's words: shares are fractions from 0 to 1, times in minutes, money in decimals. */
function trustWindowJson(figures: TrustWindow) {
  return {
    days: figures.days,
    orders_delivered: figures.delivered,
    on_time_share: figures.onTimeShare === null ? null : Math.round(figures.onTimeShare * 100) / 100,
    median_minutes: figures.medianMinutes,
    p90_minutes: figures.p90Minutes,
    compensation: {
      count: figures.compensation.count,
      amounts: figures.compensation.amounts.map(({ currency, cents }) => ({ currency, amount: centsToDecimal(cents) })),
    },
    withdrawal_refund: {
      count: figures.withdrawalRefund.count,
      median_minutes:
        figures.withdrawalRefund.medianMinutes === null
          ? null
          : Math.round(figures.withdrawalRefund.medianMinutes * 100) / 100,
    },
    disputes: figures.disputes,
    rating: figures.reviews,
  };
}

/** GET /api/trust: the trust page's figures, the same for everyone, so shared caches may keep them a minute. */
export const trustApi = new Hono<ApiEnv>().get("/", async (c) => {
  const figures = await getTrustFigures(c.var.db);
  c.header("Cache-Control", "public, max-age=60");
  return c.json({ computed_at: figures.computedAt, windows: figures.windows.map(trustWindowJson) });
});
