// The load context a loader gets, for calling one directly (no Worker in between): built by the
// Worker's own request context builder (workers/edge/load-context.ts), which reads the request's language,
// currency and sign-in as it does for every page and endpoint.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDatabase } from "../../../workers/db/client";
import { createRequestContext } from "../../../workers/edge/load-context";
import { origin } from "./store";

export function loadContextFor(env: Env, request = new Request(`${origin}/`)): Promise<AppLoadContext> {
  return createRequestContext({
    request,
    cloudflare: { env, ctx: { waitUntil: () => {}, passThroughOnException: () => {} } },
    db: createDatabase(env.DB),
    requestId: "test-request",
    cspNonce: "test-nonce",
  });
}
