// POST /resources/time-zone (app/routes/resources.time-zone.ts), in the edge with the cookie it sets
// (time-zone.server.ts): the browser reports its time zone once (app/lib/time-zone.ts), kept in the
// `tz` cookie, so the server renders every later page's times in it.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { isTimeZone } from "@shared/time-zone";
import { serializeTimeZoneCookie } from "@workers/edge/time-zone.server";

export async function action({ request }: ActionFunctionArgs) {
  const zone = (await request.formData()).get("zone");
  if (!isTimeZone(zone)) return new Response(null, { status: 400 });
  return new Response(null, { status: 204, headers: { "Set-Cookie": await serializeTimeZoneCookie(request, zone) } });
}
