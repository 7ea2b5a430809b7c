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

/** What the zone's clock reads at `ms` (UTC), as milliseconds of a UTC clock reading the same. */
export function wallClockAt(ms: number, timeZone: string): number {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

/**
 * A time typed in a `datetime-local` field ("2026-12-01T10:00"), read in `timeZone`, as an ISO
 * instant; null when it is no such time. The zone's offset is read at the guess and read again at
 * the corrected instant, which settles the hours next to a daylight-saving change.
 */
export function zonedTimeToIso(typed: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(typed);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - (wallClockAt(wall, timeZone) - wall);
  const instant = wall - (wallClockAt(first, timeZone) - first);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** An ISO instant as a `datetime-local` field shows it in `timeZone` ("2026-12-01T10:00"). */
export function isoToZonedTime(iso: string, timeZone: string): string {
  return new Date(wallClockAt(new Date(iso).getTime(), timeZone)).toISOString().slice(0, 16);
}
