// Measured delivery in words, beside each promise on the game page and on the trust page
// (issue 33). The figures themselves are computed by the server (workers/trust/measure.ts).
import type { Translate } from "../i18n/translator";

export interface DeliveryFigures {
  /** Half the orders were delivered within this many minutes (whole minutes, rounded). */
  medianMinutes: number;
  /** Nine in ten were delivered within this many minutes. */
  p90Minutes: number;
  /** The fraction (0 to 1) delivered by their promise. */
  onTimeShare: number;
  orders: number;
}

/** A measured time, rounded to what a shopper compares: minutes up to two hours, hours up to two days, then days. */
export function measuredDurationText(t: Translate, minutes: number): string {
  if (minutes < 120) return t("trust.duration.minutes", { count: Math.round(minutes) });
  if (minutes < 48 * 60) return t("trust.duration.hours", { count: Math.round(minutes / 60) });
  return t("trust.duration.days", { count: Math.round(minutes / (24 * 60)) });
}

/** A share from 0 to 1 as a whole percentage. */
export function percentOf(share: number): number {
  return Math.round(share * 100);
}

/** "In the last 30 days, half our orders were delivered within 20 min, and 95% on time.": what the store says of itself. */
export function measuredClaimText(t: Translate, days: number, medianMinutes: number, onTimeShare: number): string {
  return t("trust.claims.measured", {
    count: days,
    median: measuredDurationText(t, medianMinutes),
    percent: percentOf(onTimeShare),
  });
}

/** "Measured: half delivered within 22 min, 9 in 10 within 45 min, 70% on time (10 orders in 90 days)". */
export function measuredDeliveryText(t: Translate, figures: DeliveryFigures): string {
  return t("trust.measured.offer", {
    median: measuredDurationText(t, figures.medianMinutes),
    p90: measuredDurationText(t, figures.p90Minutes),
    percent: percentOf(figures.onTimeShare),
    count: figures.orders,
  });
}
