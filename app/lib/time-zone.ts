// The viewer's time zone in the components (docs/decisions/031-viewer-time-zone.md): the zone the
// page was rendered with (its loader's `timeZone`), so the browser's first render matches the
// server's; on a page without times from the server (the chat's messages come later), the browser's.
import { useMatches } from "@remix-run/react";
import { dateTimeFormat } from "@shared/intl-formats";
import { isTimeZone, STORE_TIME_ZONE } from "@shared/time-zone";
import { useHydrated } from "./use-hydrated";

const browserTimeZone = () => dateTimeFormat("en").resolvedOptions().timeZone;

/** The zone of the deepest route whose loader returned one, out of the matched routes' data. */
function pageTimeZoneOf(routesData: unknown[]): string | null {
  const zones = routesData.map((data) => (data as { timeZone?: unknown } | undefined)?.timeZone);
  return zones.filter(isTimeZone).at(-1) ?? null;
}

function usePageTimeZone(): string | null {
  return pageTimeZoneOf(useMatches().map((match) => match.data));
}

export function useTimeZone(): string {
  const page = usePageTimeZone();
  const hydrated = useHydrated();
  if (page) return page;
  return hydrated ? browserTimeZone() : STORE_TIME_ZONE;
}

const REPORTED = "tz-reported";

/**
 * Tells the server the browser's zone once per session (it keeps it in an HttpOnly cookie), and
 * again on a page rendered in another zone; such a page's data is loaded again in the right one. A
 * page is rendered in another zone on the first visit, and also when it was asked for before the
 * earlier report's answer came back (a quick navigation): its request had no cookie yet, though the
 * session counts the zone as told. The shell calls it after hydrating, this module loaded on demand.
 */
export function reportTimeZone(routesData: unknown[], revalidate: () => void): void {
  const page = pageTimeZoneOf(routesData);
  const zone = browserTimeZone();
  if (!isTimeZone(zone)) return;
  const renderedElsewhere = page !== null && page !== zone;
  if (!renderedElsewhere && sessionStorage.getItem(REPORTED) === zone) return;
  const body = new FormData();
  body.set("zone", zone);
  void fetch("/resources/time-zone", { method: "POST", body }).then((answer) => {
    if (!answer.ok) return;
    sessionStorage.setItem(REPORTED, zone);
    if (renderedElsewhere) revalidate();
  });
}
