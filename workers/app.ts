// The store's HTTP front door: the Hono API under /api, webhooks under /webhooks, and every
// other request handed to Remix. The Worker entry (workers/index.ts) and the Vite dev server
// both serve requests through this app.

import * as build from "virtual:remix/server-build";
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { createDatabase } from "./db/client";
import { api } from "./http/api";
import { requireSameOriginForms } from "./http/csrf";
import type { ApiEnv } from "./http/types";
import { webhooks } from "./http/webhooks";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build, import.meta.env?.MODE ?? "production");

export const app = new Hono<ApiEnv>();

app.use("*", async (c, next) => {
  c.set("db", createDatabase(c.env.DB));
  await next();
});
app.route("/api", api);
app.route("/webhooks", webhooks);
// Remix actions (form posts) must come from this store's own pages.
app.all("*", requireSameOriginForms, (c) => {
  const context = getLoadContext({
    request: c.req.raw,
    context: { cloudflare: { env: c.env, ctx: c.executionCtx, cf: c.req.raw.cf } },
  });
  return handleRemixRequest(c.req.raw, context);
});

export default app;
