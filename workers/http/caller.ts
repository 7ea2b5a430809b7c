// Who sends a request, as the domain services take it (workers/services/auth/context.ts): read here,
// at the edge, for the REST API and the Remix routes alike, so no service reads a request.
import { getLanguage } from "../request/language";
import type { Caller } from "../services/auth/context";
import type { SeenFrom } from "../services/auth/seen-from";

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

export async function callerOf(request: Request): Promise<Caller> {
  return { ip: clientIp(request), language: await getLanguage(request), seenFrom: seenFrom(request) };
}
