// Cross-site request forgery defences. The session cookie is SameSite=Lax, and on top of that
// every state-changing request must come from this store's own pages: its Origin header (or, for
// the rare browser that sends none, its Referer) must be this store's origin. The API also
// demands a JSON body type where there is a body, which a cross-site HTML form cannot send without a
// CORS preflight. Bodiless calls (the spec's client sends DELETE /cart/{id}, POST /cart/clear,
// /auth/logout, /auth/refresh and /chat/conversations without a Content-Type) need only the origin.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "./refusals";
import type { ApiEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The one origin check, for the API and the pages' actions alike. */
export function isSameOriginRequest(request: Request): boolean {
  const expected = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === expected;
  return originOf(request.headers.get("Referer")) === expected;
}

/** A state-changing request from another site (an API call, a page's form post, a websocket): 403 in the error shape. */
export function crossSiteRefused(c: Context) {
  return apiError(c, 403, "cross_site_request", "auth.messages.crossSite");
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";

/**
 * Whether the request carries a body: a Content-Type, a non-zero Content-Length or a chunked body
 * all count, so a body can never slip past the JSON check by leaving one of them out.
 */
function hasBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  if (request.headers.has("Content-Type") || request.headers.has("Transfer-Encoding")) return true;
  if (length !== null) return length.trim() !== "0";
  return request.body !== null;
}

/**
 * For /api: state-changing calls need a same-origin Origin (403); those with a body also need a
 * JSON content type (415).
 */
export const requireSameOriginJson = createMiddleware<ApiEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (!isSameOriginRequest(c.req.raw)) return crossSiteRefused(c);
  if (hasBody(c.req.raw) && !isJson(c.req.header("Content-Type"))) {
    return apiError(c, 415, "json_required", "auth.messages.jsonRequired");
  }
  await next();
});

/** For the pages: a Remix action (any non-GET request) must come from a same-origin page. */
export const requireSameOriginForms = createMiddleware<ApiEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || isSameOriginRequest(c.req.raw)) return next();
  return crossSiteRefused(c);
});
