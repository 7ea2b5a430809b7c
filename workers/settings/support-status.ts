// Whether support answers now and when it is back, from the one supportHours setting: the chat's
// online line and GET /api/support read it, on the server's clock.
import type { Language } from "../../shared/i18n/config";
import type { Translate } from "../../shared/i18n/translator";
import { isSupportOpen, nextOpening, supportHoursText } from "../../shared/settings/support-hours";
import { STORE_TIME_ZONE } from "../../shared/time-zone";
import type { StoreSettings } from "./store-settings";

export function supportStatus(
  settings: Pick<StoreSettings, "supportHours">,
  text: { t: Translate; language: Language },
  now: Date,
) {
  const hours = settings.supportHours;
  const open = isSupportOpen(hours, now);
  return {
    /** The hours in the reader's language. */
    hours: supportHoursText(text.t, text.language, hours),
    open,
    /** When support opens next, while it is closed. */
    nextOpening: open ? null : nextOpening(hours, now).toISOString(),
    schedule: { days: hours.days, opens: hours.opens, closes: hours.closes, timeZone: STORE_TIME_ZONE },
  };
}
