// Who sends a request, as the domain services take it (workers/accounts/context.ts): read once
// by the request context (workers/edge/load-context.ts) for the REST API and the Remix routes alike, so no
// service reads a request.
import type { Language } from "../../shared/i18n/config";
import type { Caller } from "../accounts/context";
import { deviceSummary, type SeenFrom } from "../accounts/seen-from";
import type { AuditOrigin, ShopperOrigin } from "../kernel/audit-log";

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

/** Where a shopper's step came from: the address Cloudflare saw and the country it placed it in (none locally). */
export function shopperOriginOf(request: Request): ShopperOrigin {
  return {
    ip: request.headers.get("CF-Connecting-IP")?.slice(0, 64) || null,
    country: seenFrom(request).country,
  };
}

/** The longest user agent start kept when no browser or system is recognised (a script's "curl/8.5.0"). */
const UNKNOWN_AGENT_KEPT = 60;

/**
 * Where a staff action came from, for its audit entry: the address Cloudflare saw (none locally, where
 * there is no such header) and the browser and system its user agent names, kept short.
 */
export function auditOriginOf(request: Request): AuditOrigin {
  const { ip } = shopperOriginOf(request);
  const userAgent = request.headers.get("User-Agent");
  const { browser, system } = deviceSummary(userAgent);
  const named = [browser, system].filter((part): part is string => part !== null).join(", ");
  return { ip, device: named || userAgent?.slice(0, UNKNOWN_AGENT_KEPT) || null };
}
