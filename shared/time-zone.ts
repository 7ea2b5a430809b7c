// The one rule for times (docs/decisions/031-viewer-time-zone.md): every time shows in the viewer's
// time zone, the same one on the server's render and in the browser.
import { dateTimeFormat } from "./intl-formats";

/** Where a page renders before anything says where the viewer is: the store is in Brazil. */
export const STORE_TIME_ZONE = "America/Sao_Paulo";

/** An IANA zone name this runtime knows ("America/Manaus", "Europe/Lisbon", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 64) return false;
  try {
    // Throws for a zone this runtime does not know; a known one's formatter is kept (about 600 at most).
    dateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An order's dates as its pages and emails write them: day, month, year and time, with the zone named. */
export function orderDateFormatter(locale: string, timeZone: string): (iso: string) => string {
  const format = dateTimeFormat(locale, {
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  return (iso) => format.format(new Date(iso));
}
