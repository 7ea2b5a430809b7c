// The one typed request context, built here for every request, in production (workers/app.ts)
// and under the Vite dev server alike. Its shape is declared once, on Remix's AppLoadContext.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDatabase, type Database } from "./db/client";

export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  cf?: CfProperties;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: CloudflareContext;
    db: Database;
  }
}

export function getLoadContext({
  context,
}: {
  request: Request;
  context: { cloudflare: CloudflareContext };
}): AppLoadContext {
  return { cloudflare: context.cloudflare, db: createDatabase(context.cloudflare.env.DB) };
}
