// Every request gets an id: sent back as X-Request-Id, written into the log line of any error, and
// shown on the error page and in the API's error body, so a shopper's report leads to the log.
// It is also where each request's one log line is written: method, route, status and duration (a
// 5xx has its own line, with the stack, from server-errors.ts) and where a 5xx is remembered in D1
// for the admin dashboard.
import { createMiddleware } from "hono/factory";
import { createDatabase } from "../db/client";
import { logLine } from "../kernel/log";
import { recordServerError } from "../monitoring/server-errors";
import { logUnloggedServerError, REQUEST_ID_HEADER } from "./server-errors";
import type { ApiEnv } from "./types";

export const requestId = createMiddleware<ApiEnv>(async (c, next) => {
  // Made here, never taken from the request: a client-chosen id could forge or flood log lines.
  c.set("requestId", crypto.randomUUID());
  const started = Date.now();
  await next();
  const { status } = c.res;
  const path = new URL(c.req.url).pathname;
  if (status >= 500) {
    logUnloggedServerError(c.var.requestId, c.req.raw, status);
    // Its own session: the request's may be what failed.
    const remembered = recordServerError(createDatabase(c.env.DB.withSession("first-primary")), {
      requestId: c.var.requestId,
      method: c.req.method,
      path,
      status,
    }).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(remembered);
    } catch {
      await remembered; // called without an execution context (tests calling app.fetch directly)
    }
  } else {
    logLine("info", {
      event: "request",
      requestId: c.var.requestId,
      method: c.req.method,
      route: path,
      status,
      durationMs: Date.now() - started,
    });
  }
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
