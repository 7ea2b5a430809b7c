// How long an order has waited, in the unit that says something: "waiting 12 minutes",
// "waiting 3 hours", "waiting 2 days" (a flat "0 h" told the admin nothing about new orders).
import type { Translate } from "../i18n/translator";

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
/** Up to two days an order's wait reads in hours, where the delivery promise is measured. */
const HOURS_UNTIL_MINUTES = 2 * DAY_MINUTES;

export function waitingText(t: Translate, minutes: number): string {
  if (minutes < 1) return t("vocabulary.waiting.justNow");
  if (minutes < HOUR_MINUTES) return t("vocabulary.waiting.minutes", { count: minutes });
  if (minutes < HOURS_UNTIL_MINUTES)
    return t("vocabulary.waiting.hours", { count: Math.floor(minutes / HOUR_MINUTES) });
  return t("vocabulary.waiting.days", { count: Math.floor(minutes / DAY_MINUTES) });
}
