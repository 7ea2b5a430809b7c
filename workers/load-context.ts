// The one typed request context, built here for every request, in production (workers/app.ts)
// and under the Vite dev server alike. Its shape is declared once, on Remix's AppLoadContext.
// Loaders get the same database client as the API (counted in bench mode).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "./db/client";

export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  cf?: CfProperties;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    db: Database;
    /** This request's id (workers/http/request-id.ts), for the log line and the error page of a 5xx. */
    requestId: string;
    /** The nonce every inline script of this page carries (workers/http/security-headers.ts). */
    cspNonce: string;
    /**
     * What a loader leaves for the server's render of the page alone, kept out of the loader data the
     * browser downloads (issue #19): app/lib/server-render-only.tsx.
     */
    serverRenderOnly: { jsonLd?: string };
  }
}

export function getLoadContext({
  context,
  db,
  requestId,
  cspNonce,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
  db: Database;
  requestId: string;
  cspNonce: string;
}): AppLoadContext {
  return { cloudflare: context.cloudflare, db, requestId, cspNonce, serverRenderOnly: {} };
}
