// Who sends a request, as the domain services take it (workers/services/auth/context.ts): read here,
// at the edge, for the REST API and the Remix routes alike, so no service reads a request.
import { getLanguage } from "../request/language";
import type { Caller } from "../services/auth/context";

/** The client's IP as Cloudflare reports it; a constant locally, where there is no such header. */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

export async function callerOf(request: Request): Promise<Caller> {
  return { ip: clientIp(request), language: await getLanguage(request) };
}
