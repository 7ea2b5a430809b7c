import type { SessionUser } from "../accounts/sessions";
import type { Database } from "../db/client";
import type { RequestContext } from "./load-context";

/** Hono generics shared by every sub-app: typed bindings and the per-request variables. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    /** This request's id, also sent back as X-Request-Id (request-id.ts). */
    requestId: string;
    /** This request's context (request-context.ts): what every endpoint and page reads of the request. */
    context: RequestContext;
    /** The signed-in user once `sessionUserOf` or `requireAuth` ran; null for a visitor. */
    user?: SessionUser | null;
    /** This answer's Content-Security-Policy nonce (security-headers.ts). */
    cspNonce: string;
  };
}

/** Handlers behind `requireAuth` see a user for certain. */
export interface AuthedApiEnv extends ApiEnv {
  Variables: ApiEnv["Variables"] & { user: SessionUser };
}
