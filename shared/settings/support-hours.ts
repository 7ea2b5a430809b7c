// When support answers (the supportHours setting): the weekdays and the opening and closing times
// in the store's time zone. Whether the chat is online, when it is back, and every page that states
// the hours (About, Contact, the chat, WhatsApp) read this one setting (docs/decisions/046-claims-from-settings.md).
import * as v from "valibot";
import { intlLocale, type Language } from "../i18n/config";
import type { Translate } from "../i18n/translator";
import { dateTimeFormat } from "../intl-formats";
import { STORE_TIME_ZONE } from "../time-zone";

/** ISO weekdays: Monday is 1, Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "09:00" … "23:59", and "24:00" for a day that closes at midnight. */
export const CLOCK_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const minutesOfDay = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export const supportHoursSchema = v.pipe(
  v.object({
    days: v.pipe(v.array(v.picklist(WEEKDAYS)), v.minLength(1)),
    opens: v.pipe(v.string(), v.regex(CLOCK_TIME)),
    closes: v.pipe(v.string(), v.regex(CLOCK_TIME)),
  }),
  v.check((hours) => minutesOfDay(hours.opens) < minutesOfDay(hours.closes)),
);
export type SupportHours = v.InferOutput<typeof supportHoursSchema>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const storeClock = () =>
  dateTimeFormat("en-US", {
    timeZone: STORE_TIME_ZONE,
    hourCycle: "h23",
    weekday: "short",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
const SHORT_WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The store's wall clock at `at`: its weekday, minute of the day, and how far it is from UTC. */
function storeWallClock(at: Date): { weekday: Weekday; minute: number; offsetMinutes: number } {
  const parts = Object.fromEntries(
    storeClock()
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const [year, month, day, hour, minute] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number);
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  return {
    weekday: (SHORT_WEEKDAYS.indexOf(parts.weekday ?? "") + 1) as Weekday,
    minute: (hour ?? 0) * 60 + (minute ?? 0),
    offsetMinutes: Math.round((wallAsUtc - Math.floor(at.getTime() / MINUTE) * MINUTE) / MINUTE),
  };
}

/** Whether support answers at `at`. */
export function isSupportOpen(hours: SupportHours, at: Date): boolean {
  const { weekday, minute } = storeWallClock(at);
  return hours.days.includes(weekday) && minute >= minutesOfDay(hours.opens) && minute < minutesOfDay(hours.closes);
}

/** The next moment support opens after `at`: within a week, since every schedule has a day. */
export function nextOpening(hours: SupportHours, at: Date): Date {
  const now = storeWallClock(at);
  const opens = minutesOfDay(hours.opens);
  const startOfToday = at.getTime() - now.minute * MINUTE - (at.getTime() % MINUTE);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (((now.weekday - 1 + ahead) % 7) + 1) as Weekday;
    if (!hours.days.includes(weekday)) continue;
    const guess = startOfToday + ahead * DAY + opens * MINUTE;
    // A change of the zone's offset between now and then (daylight saving) moves the wall clock.
    const opening = guess - (storeWallClock(new Date(guess)).offsetMinutes - now.offsetMinutes) * MINUTE;
    if (opening > at.getTime()) return new Date(opening);
  }
  throw new Error("support hours without a day");
}

/** Every day, from midnight to midnight. */
const aroundTheClock = (hours: SupportHours) =>
  hours.days.length === 7 && minutesOfDay(hours.opens) === 0 && minutesOfDay(hours.closes) === 24 * 60;

// 1 January 2024 was a Monday: the names of the days and times of the day, in the reader's language.
export const weekdayName = (language: Language, day: Weekday) =>
  dateTimeFormat(intlLocale[language], { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, day));
const clockText = (language: Language, clock: string) =>
  dateTimeFormat(intlLocale[language], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(
    Date.UTC(2024, 0, 1, 0, minutesOfDay(clock)),
  );

/** The days as runs: Monday to Friday, Sunday. */
function dayRuns(t: Translate, language: Language, days: readonly Weekday[]): string {
  if (days.length === 7) return t("support.schedule.everyDay");
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: Weekday[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const [first, last] = [run[0] ?? 1, run.at(-1) ?? 1];
      return first === last
        ? weekdayName(language, first)
        : t("support.schedule.dayRange", { first: weekdayName(language, first), last: weekdayName(language, last) });
    })
    .join(", ");
}

/** "Monday to Friday, 9:00 AM to 6:00 PM (Brasília time)", in the reader's language. */
export function supportHoursText(t: Translate, language: Language, hours: SupportHours): string {
  if (aroundTheClock(hours)) return t("support.schedule.aroundTheClock");
  return t("support.schedule.hours", {
    days: dayRuns(t, language, hours.days),
    opens: clockText(language, hours.opens),
    closes: clockText(language, hours.closes),
  });
}
