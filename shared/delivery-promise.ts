// The delivery promise in words. Each coin offer and item has its own delivery time in minutes,
// or the store's default (the deliveryHours setting); a cart or an order promises its longest line.
// The card, the panel, the cart, checkout and the order emails all say it through these functions.
import type { Translate } from "./i18n/translator";

/** A week: a longer promise is not one a shopper waits for. */
export const MAX_DELIVERY_MINUTES = 7 * 24 * 60;

/** An entry's promise in minutes: its own, or the store's default. */
export function promisedMinutes(own: number | null | undefined, defaultHours: number): number {
  return own ?? defaultHours * 60;
}

/** The longest promise among some lines (the store default when there are none). */
export function longestPromise(minutes: readonly number[], defaultHours: number): number {
  return minutes.length === 0 ? defaultHours * 60 : Math.max(...minutes);
}

/** "30 min", "2 hours": whole hours are said in hours. */
export function durationText(t: Translate, minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0
    ? t("deliveryPromise.hours", { count: minutes / 60 })
    : t("deliveryPromise.minutes", { count: minutes });
}

/** The sentence for the cart, checkout and emails. */
export function deliveryPromiseText(t: Translate, minutes: number): string {
  return minutes === 0
    ? t("deliveryPromise.instant")
    : t("deliveryPromise.withinTime", { time: durationText(t, minutes) });
}

/** The short form on a card or panel: "Delivered within 30 min". */
export function deliveryTimeText(t: Translate, minutes: number): string {
  return minutes === 0
    ? t("deliveryPromise.instantShort")
    : t("deliveryPromise.short", { time: durationText(t, minutes) });
}

/** How the order stands against its promise at `now`: minutes left, or minutes late. */
export function promiseStanding(deliverBy: string, now: number): { late: boolean; minutes: number } {
  const difference = Date.parse(deliverBy) - now;
  // Rounded towards the promise: "30 min left" until the 30th minute starts, "late by 30 min" once it is over.
  return difference < 0
    ? { late: true, minutes: Math.floor(-difference / 60_000) }
    : { late: false, minutes: Math.ceil(difference / 60_000) };
}

/** "23 min left", "late by 2 hours". */
export function timeLeftText(t: Translate, deliverBy: string, now: number): string {
  const { late, minutes } = promiseStanding(deliverBy, now);
  const time =
    minutes >= 120 ? t("deliveryPromise.hours", { count: Math.floor(minutes / 60) }) : durationText(t, minutes);
  return late ? t("deliveryPromise.lateBy", { time }) : t("deliveryPromise.timeLeft", { time });
}
