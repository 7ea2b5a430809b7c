// Every request gets an id: sent back as X-Request-Id, written into the log line of any error, and
// shown on the error page and in the API's error body, so a shopper's report leads to the log.
import { createMiddleware } from "hono/factory";
import { logUnloggedServerError, REQUEST_ID_HEADER } from "./server-errors";
import type { ApiEnv } from "./types";

export const requestId = createMiddleware<ApiEnv>(async (c, next) => {
  // Made here, never taken from the request: a client-chosen id could forge or flood log lines.
  c.set("requestId", crypto.randomUUID());
  await next();
  logUnloggedServerError(c.var.requestId, c.req.raw, c.res.status);
  // A websocket upgrade (101) cannot be copied into a new Response; it keeps its headers.
  if (c.res.status === 101) return;
  try {
    c.res.headers.set(REQUEST_ID_HEADER, c.var.requestId);
  } catch {
    // Headers of a response from the cache or a fetch are immutable: answer with a copy.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(REQUEST_ID_HEADER, c.var.requestId);
    c.res = copy;
  }
});
