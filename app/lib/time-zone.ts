// The viewer's time zone in the components (docs/decisions/031-viewer-time-zone.md): the zone the
// page was rendered with (its loader's `timeZone`), so the browser's first render matches the
// server's; on a page without times from the server (the chat's messages come later), the browser's.
import { useMatches, useRevalidator } from "@remix-run/react";
import { dateTimeFormat } from "@shared/intl-formats";
import { isTimeZone, STORE_TIME_ZONE } from "@shared/time-zone";
import { useEffect } from "react";
import { useHydrated } from "./use-hydrated";

const browserTimeZone = () => dateTimeFormat("en").resolvedOptions().timeZone;

/** The zone of the deepest route whose loader returned one. */
function usePageTimeZone(): string | null {
  const zones = useMatches().map((match) => (match.data as { timeZone?: unknown } | undefined)?.timeZone);
  return zones.filter(isTimeZone).at(-1) ?? null;
}

export function useTimeZone(): string {
  const page = usePageTimeZone();
  const hydrated = useHydrated();
  if (page) return page;
  return hydrated ? browserTimeZone() : STORE_TIME_ZONE;
}

const REPORTED = "tz-reported";

/**
 * Tells the server the browser's zone once per session (it keeps it in an HttpOnly cookie); if
 * this page was rendered in another zone (the first visit), its data is loaded again in the right one.
 */
export function useReportTimeZone(): void {
  const page = usePageTimeZone();
  const { revalidate } = useRevalidator();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, not per navigation.
  useEffect(() => {
    const zone = browserTimeZone();
    if (!isTimeZone(zone) || sessionStorage.getItem(REPORTED) === zone) return;
    const body = new FormData();
    body.set("zone", zone);
    void fetch("/resources/time-zone", { method: "POST", body }).then((answer) => {
      if (!answer.ok) return;
      sessionStorage.setItem(REPORTED, zone);
      if (page !== null && page !== zone) revalidate();
    });
  }, []);
}
