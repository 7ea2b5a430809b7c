// The store's HTTP front door: the Hono API under /api, webhooks under /webhooks, and every
// other request handed to Remix. Anonymous catalogue reads are answered from the edge cache first.
// The Worker entry (workers/index.ts) and the Vite dev server both serve requests through this app.

import * as build from "virtual:remix/server-build";
import { createRequestHandler } from "@remix-run/cloudflare";
import { Hono } from "hono";
import { createDatabase } from "./db/client";
import { api } from "./http/api";
import { benchApi, requestD1 } from "./http/bench";
import { requireConfiguration } from "./http/configuration-gate";
import { requireSameOriginForms } from "./http/csrf";
import { edgeCache } from "./http/edge-cache";
import { rememberLanguageFromAddress } from "./http/language-choice";
import type { ApiEnv } from "./http/types";
import { webhooks } from "./http/webhooks";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build, import.meta.env?.MODE ?? "production");

export const app = new Hono<ApiEnv>();

// Bench mode's baseline and counters come first, so the baseline does no work at all.
app.route("/__bench", benchApi);
app.use("*", requireConfiguration);
app.use("*", rememberLanguageFromAddress);
app.use(
  "*",
  edgeCache((request, env, ctx) => app.fetch(request, env, ctx)),
);
app.use("*", async (c, next) => {
  c.set("db", createDatabase(requestD1(c.env)));
  await next();
});
app.route("/api", api);
app.route("/webhooks", webhooks);
// Remix actions (form posts) must come from this store's own pages.
app.all("*", requireSameOriginForms, (c) => {
  const context = getLoadContext({
    request: c.req.raw,
    context: { cloudflare: { env: c.env, ctx: c.executionCtx, cf: c.req.raw.cf } },
    db: c.var.db,
  });
  return handleRemixRequest(c.req.raw, context);
});

export default app;
