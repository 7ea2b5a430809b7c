// The viewer's time zone on the server: the one the browser reported (the `tz` cookie, set by
// app/lib/time-zone.ts on the first visit), else the one Cloudflare places the request in
// (`request.cf.timezone`), else the store's. Pages that show times return it from their loader, so
// the browser hydrates with the zone the server rendered.
import { createCookie } from "@remix-run/cloudflare";
import { isTimeZone, STORE_TIME_ZONE } from "@shared/time-zone";

export const timeZoneCookie = createCookie("tz", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function viewerTimeZone(request: Request): Promise<string> {
  const stored = await timeZoneCookie.parse(request.headers.get("Cookie"));
  if (isTimeZone(stored)) return stored;
  const placed = (request as { cf?: { timezone?: unknown } }).cf?.timezone;
  return isTimeZone(placed) ? placed : STORE_TIME_ZONE;
}

export function serializeTimeZoneCookie(request: Request, zone: string): Promise<string> {
  return timeZoneCookie.serialize(zone, { secure: new URL(request.url).protocol === "https:" });
}
