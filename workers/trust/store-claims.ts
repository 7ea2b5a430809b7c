// What the store says about itself on its About and Contact pages: when support answers (the
// supportHours setting), the delivery promise (the deliveryHours setting) and how it delivered
// lately (the trust page's figures, decision 039). No page states an hour or a speed of its own.

import { deliveryPromiseText } from "../../shared/delivery-promise";
import type { Language } from "../../shared/i18n/config";
import type { Translate } from "../../shared/i18n/translator";
import { supportHoursText } from "../../shared/settings/support-hours";
import { measuredClaimText, percentOf } from "../../shared/trust/measured-text";
import type { Database } from "../db/client";
import type { StoreSettings } from "../settings/store-settings";
import { getTrustFigures } from "./trust-figures";

/** The window the pages quote: the trust page's shorter one. */
const QUOTED_DAYS = 30;

export interface StoreClaims {
  /** The days the measured figures cover. */
  days: number;
  /** "Monday to Friday, 9:00 AM to 6:00 PM (Brasília time)". */
  supportHours: string;
  /** The promise of an offer without its own: "Delivered within 24 hours of the payment confirmation." */
  deliveryPromise: string;
  /** "In the last 30 days, half our orders were delivered within 20 min and 95% on time."; null before any delivery. */
  measuredDelivery: string | null;
  /** The share delivered on time in those days, as a whole percentage; null before any delivery. */
  onTimePercent: number | null;
}

export async function storeClaims(
  db: Database,
  settings: Pick<StoreSettings, "supportHours" | "deliveryHours">,
  text: { t: Translate; language: Language },
): Promise<StoreClaims> {
  const { t, language } = text;
  const figures = await getTrustFigures(db);
  const quoted = figures.windows.find((window) => window.days === QUOTED_DAYS);
  const median = quoted?.medianMinutes ?? null;
  const onTime = quoted?.onTimeShare ?? null;
  return {
    days: QUOTED_DAYS,
    supportHours: supportHoursText(t, language, settings.supportHours),
    deliveryPromise: deliveryPromiseText(t, settings.deliveryHours * 60),
    measuredDelivery: median === null || onTime === null ? null : measuredClaimText(t, QUOTED_DAYS, median, onTime),
    onTimePercent: onTime === null ? null : percentOf(onTime),
  };
}
