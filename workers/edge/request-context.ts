// Builds the request context (workers/edge/load-context.ts) once per request, inside the D1 session and
// before everything that answers in the visitor's language: the configuration gate, the edge cache
// (its key holds the language and the currency), the API and the Remix pages (workers/app.ts).
import { createMiddleware } from "hono/factory";
import { createRequestContext } from "./load-context";
import type { ApiEnv } from "./types";

export const requestContext = createMiddleware<ApiEnv>(async (c, next) => {
  const context = await createRequestContext({
    request: c.req.raw,
    cloudflare: {
      env: c.env,
      // Asked for when used: tests call the app without an execution context on paths that never wait.
      ctx: {
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        passThroughOnException: () => c.executionCtx.passThroughOnException(),
      },
      cf: c.req.raw.cf,
    },
    db: c.var.db,
    requestId: c.var.requestId,
    cspNonce: c.var.cspNonce,
  });
  c.set("context", context);
  await next();
});
