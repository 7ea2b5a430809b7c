// The store's HTTP front door: the Hono API under /api, webhooks under /webhooks, and every
// other request handed to Remix. Anonymous catalogue reads are answered from the edge cache first.
// The Worker entry (workers/index.ts) and the Vite dev server both serve requests through this app.

import * as build from "virtual:remix/server-build";
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { api } from "./api";
import { benchApi } from "./edge/bench";
import { requireConfiguration } from "./edge/configuration-gate";
import { cspReportApi } from "./edge/csp-report";
import { requireSameOriginForms } from "./edge/csrf";
import { d1Session } from "./edge/d1-session";
import { edgeCache } from "./edge/edge-cache";
import { rememberLanguageFromAddress } from "./edge/language-choice";
import { withRouteGuards } from "./edge/remix-route-guards";
import { requestContext } from "./edge/request-context";
import { requestId } from "./edge/request-id";
import { securityHeaders } from "./edge/security-headers";
import { answerServerError } from "./edge/server-errors";
import type { ApiEnv } from "./edge/types";
import { webhooks } from "./payments/http/webhooks-api";
import { keepCodeFromLink } from "./promotions/http/code-link";

// Remix shows error messages and stacks in any mode but "production"; only the Vite dev server
// gets them. The tests (mode "test") see exactly what a shopper sees in production.
const remixMode = import.meta.env?.MODE === "development" ? "development" : "production";
const handleRemixRequest = createRequestHandler(withRouteGuards(build), remixMode);

/**
 * The request Remix sees. X-Forwarded-Host is dropped: on Workers the URL is the authority, and
 * Remix compares that header with Origin before an action and throws (a 500) when they differ.
 */
function remixRequest(request: Request): Request {
  if (!request.headers.has("X-Forwarded-Host")) return request;
  const headers = new Headers(request.headers);
  headers.delete("X-Forwarded-Host");
  return new Request(request, { headers });
}

export const app = new Hono<ApiEnv>();

// Bench mode's baseline and counters come first, so the baseline does no work at all.
app.route("/__bench", benchApi);
app.use("*", requestId);
// Inside the request id (whose 5xx answers get the headers too), outside everything that answers.
app.use("*", securityHeaders);
app.onError(answerServerError);
// One D1 session per request, from the nearest replica unless the path or the shopper's bookmark says
// otherwise; opening it costs no query, so a cached answer pays nothing for it.
app.use("*", d1Session);
// The one request context (language, currency, caller, the signed-in person on first use…), for the
// API and the pages alike: before the configuration gate and the edge cache, which answer in the
// visitor's language and key their copies by it.
app.use("*", requestContext);
app.use("*", requireConfiguration);
app.use("*", rememberLanguageFromAddress);
app.use(
  "*",
  edgeCache((request, env, ctx) => app.fetch(request, env, ctx)),
);
// Before the API's same-origin JSON guard: browsers send these reports without an Origin.
app.route("/", cspReportApi);
app.route("/api", api);
app.route("/webhooks", webhooks);
// Remix actions (form posts) must come from this store's own pages.
// A shared link's `?code=` is kept for the visit before any page reads the cart (code-link.ts).
app.all("*", requireSameOriginForms, keepCodeFromLink, async (c) => {
  // Remix's getLoadContext: the request context the API's endpoints read, the very same object.
  return handleRemixRequest(remixRequest(c.req.raw), c.var.context);
});

export default app;
