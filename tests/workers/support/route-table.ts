// The app's own route table, read from the running code rather than listed by hand: the Remix
// build's route manifest (every page loader and action) and the Hono app's registered routes
// (every /api and /webhooks endpoint). A route added tomorrow is in this list without a test edit.
import * as build from "virtual:remix/server-build";
import { app } from "../../../workers/app";

export interface RouteUnderTest {
  /** "page" for a Remix loader or action, "api" for a Hono endpoint. */
  kind: "page" | "api";
  method: string;
  /** The path pattern, with `:name` parameters (and `*` for a splat). */
  pattern: string;
  /** Remix index routes need `?index` for their action. */
  index: boolean;
}

function remixPattern(routeId: string): string {
  const segments: string[] = [];
  for (let route = build.routes[routeId]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

function pageRoutes(): RouteUnderTest[] {
  const routes: RouteUnderTest[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    const pattern = remixPattern(id);
    const index = route.index === true;
    if (route.module.loader) routes.push({ kind: "page", method: "GET", pattern, index });
    if (route.module.action) routes.push({ kind: "page", method: "POST", pattern, index });
  }
  return routes;
}

function apiRoutes(): RouteUnderTest[] {
  const seen = new Set<string>();
  const routes: RouteUnderTest[] = [];
  for (const { method, path } of app.routes) {
    // "ALL" entries are middleware and catch-alls (the Remix hand-off, the API's 404).
    if (method === "ALL" || path.endsWith("*")) continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ kind: "api", method, pattern: path, index: false });
  }
  return routes;
}

export function routeTable(): RouteUnderTest[] {
  return [...pageRoutes(), ...apiRoutes()];
}

/** The `:name` (and `*`) parameters of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");
}

/** The pattern with each parameter replaced by an already URL-encoded segment. */
export function fillPattern(pattern: string, segments: string[]): string {
  let next = 0;
  return pattern.replace(/:\w+|\*/g, () => segments[next++] ?? "1");
}

/** The encoded segments of `path` for each parameter of `pattern`, or null when it does not match. */
export function matchPattern(pattern: string, path: string): string[] | null {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:\w+/g, "([^/]+)")
    .replace(/\*/g, "(.*)");
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? match.slice(1) : null;
}
