// Who sends a request, as the domain services take it (workers/accounts/context.ts): read once
// by the request context (workers/edge/load-context.ts) for the REST API and the Remix routes alike, so no
// service reads a request.
import type { Language } from "../../shared/i18n/config";
import type { Caller } from "../accounts/context";
import type { SeenFrom } from "../accounts/seen-from";

/** The client's IP as Cloudflare reports it; a constant locally, where there is no such header. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** The browser and the place Cloudflare located the address in (none locally, where there is no request.cf). */
function seenFrom(request: Request): SeenFrom {
  const cf = request.cf;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return { userAgent: request.headers.get("User-Agent"), city: text(cf?.city), country: text(cf?.country) };
}

/** `language`: the request's, as the request context detected it. */
export function callerOf(request: Request, language: Language): Caller {
  return { ip: clientIp(request), language, seenFrom: seenFrom(request) };
}
