// The edge cache of the catalogue: anonymous GETs of the catalogue pages (with their client-side
// navigation data) and of the catalogue API are kept in the Workers Cache API (caches.default),
// keyed by the catalogue version (bumped on every catalogue change), the page's language, the
// shopper's currency and the address with its query sorted. Requests that may belong to a signed-in
// shopper (any cookie but the language's, the currency's and the time zone's, or an Authorization header) never read or fill it, and a response that sets a
// cookie or asks not to be shared is never stored. Caches API writes are no-ops on *.workers.dev:
// the cache works on a custom domain and under wrangler dev.
import type { ExecutionContext } from "hono";
import { createMiddleware } from "hono/factory";
import { getCatalogueVersion } from "../kernel/catalogue-version";
import { benchSkipsCache } from "./bench";
import type { ApiEnv } from "./types";

declare global {
  // Workers' default cache; the DOM typings the app also loads do not know it.
  interface CacheStorage {
    readonly default: Cache;
  }
}

const FRESH_SECONDS = 60;
const STALE_SECONDS = 300;
/** What shared caches downstream are told; browsers always come back and get the edge copy. */
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
/** HIT, STALE (served, refreshed in the background), MISS (stored now) or BYPASS (bench only). */
export const EDGE_CACHE_STATUS = "x-edge-cache";
const STORED_AT = "x-edge-cache-stored-at";

const catalogueReads = [
  /^\/(?:_root\.data)?$/,
  /^\/games(?:\.data)?$/,
  /^\/game\/\d+(?:\.data)?$/,
  /^\/api\/games(?:\/\d+)?$/,
  /^\/api\/items\/\d+$/,
  /^\/api\/coins\/game\/\d+$/,
];

export function isCatalogueRead(pathname: string): boolean {
  return catalogueReads.some((pattern) => pattern.test(pathname));
}

/**
 * Cookies that only choose how the catalogue reads (language, currency) or that it does not read at
 * all (the time zone: catalogue pages show no times): never a session.
 */
const choiceCookies = new Set(["lng", "cur", "tz"]);

/** Any cookie but the language's, the currency's and the time zone's may be a session, and an Authorization header is one. */
export function mayBeSignedIn(request: Request): boolean {
  if (request.headers.has("authorization")) return true;
  const cookies = request.headers.get("cookie") ?? "";
  return cookies.split(";").some((cookie) => {
    const name = cookie.split("=", 1)[0]?.trim() ?? "";
    return name !== "" && !choiceCookies.has(name);
  });
}

export function edgeCacheKey(url: URL, version: string, language: string, currency: string): string {
  const query = new URLSearchParams(url.search);
  query.sort();
  const search = query.size > 0 ? `?${query}` : "";
  return `${url.origin}/__edge-cache/${encodeURIComponent(version)}/${language}/${currency}${url.pathname}${search}`;
}

function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/private|no-store/.test(cacheControl);
}

/** The stored copy lives through the stale window and remembers when it was made. */
function forStorage(response: Response): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("cache-control", `public, s-maxage=${FRESH_SECONDS + STALE_SECONDS}`);
  copy.headers.set(STORED_AT, String(Date.now()));
  copy.headers.delete("vary");
  return copy;
}

function served(response: Response, status: "HIT" | "STALE" | "MISS"): Response {
  const copy = new Response(response.body, response);
  copy.headers.delete(STORED_AT);
  copy.headers.set("cache-control", PUBLIC_CACHE_CONTROL);
  // The key holds the language and the currency; downstream caches only see the headers they came from.
  copy.headers.set("vary", "Accept-Language, Cookie, CF-IPCountry");
  copy.headers.set(EDGE_CACHE_STATUS, status);
  return copy;
}

type Render = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** Requests re-rendered in the background to refresh a stale copy: they skip the lookup. */
const refreshing = new WeakSet<Request>();

/** `render` answers a request through the whole app; it refreshes stale copies in the background. */
export function edgeCache(render: Render) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== "GET" || !isCatalogueRead(url.pathname)) return next();
    if (mayBeSignedIn(request)) {
      await next();
      if (!c.res.headers.has("cache-control")) c.header("Cache-Control", "private, no-cache");
      return;
    }
    if (benchSkipsCache(c.env, request)) {
      await next();
      c.header(EDGE_CACHE_STATUS, "BYPASS");
      return;
    }

    const version = await getCatalogueVersion(c.env.CACHE_VERSIONS);
    const { language, languageChosen: chosen, currency } = c.var.context;
    // A page tells the browser whether its language was chosen or guessed (the root loader's
    // `languageChosen`): the two answers are kept apart.
    const key = edgeCacheKey(url, version, chosen ? language : `${language}-guessed`, currency);
    const cache = caches.default;
    if (!refreshing.has(request)) {
      const copy = await cache.match(key);
      if (copy) {
        const stale = Date.now() - Number(copy.headers.get(STORED_AT)) > FRESH_SECONDS * 1000;
        if (stale) {
          const again = new Request(request);
          refreshing.add(again);
          const refreshed = Promise.resolve(render(again, c.env, c.executionCtx)).then((res) => res.body?.cancel());
          c.executionCtx.waitUntil(refreshed);
        }
        return served(copy, stale ? "STALE" : "HIT");
      }
    }

    await next();
    if (!isStorable(c.res)) return;
    c.executionCtx.waitUntil(cache.put(key, forStorage(c.res.clone())));
    c.res = served(c.res, "MISS");
  });
}
