// Orders' dates as the store's pages show them: in the viewer's time zone (./time-zone.ts). The
// orders themselves are shaped by the pages' loaders (workers/orders/order-view.ts).

import { intlLocale } from "@shared/i18n/config";
import { orderDateFormatter } from "@shared/time-zone";
import { usePageLanguage } from "./money";
import { useTimeZone } from "./time-zone";

/** Dates in the viewer's zone, the same on the server and in the browser, with the zone written next to them. */
export function useFormatDate() {
  return orderDateFormatter(intlLocale[usePageLanguage()], useTimeZone());
}
