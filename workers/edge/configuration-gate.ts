// A deployed store missing a required secret must not serve shoppers half-configured (a checkout
// that cannot charge, emails that never leave). Everything but /api/health answers 503 until the
// owner sets what /api/health names.
import type { MiddlewareHandler } from "hono";
import { missingSettings } from "../kernel/configuration";
import { apiError } from "./refusals";
import type { ApiEnv } from "./types";

const unavailablePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Store unavailable</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1>The store is not open yet</h1>
<p>It is being set up. Please come back in a little while.</p>
<h1 lang="pt-BR">A loja ainda não está aberta</h1>
<p lang="pt-BR">Ela está sendo configurada. Volte daqui a pouco.</p>
</body></html>`;

export const requireConfiguration: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.path === "/api/health" || missingSettings(c.env).length === 0) return next();
  c.header("Retry-After", "300");
  if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/webhooks/")) {
    return apiError(c, 503, "unavailable", "errors.notConfigured");
  }
  return c.html(unavailablePage, 503);
};
