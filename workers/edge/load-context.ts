// The one request context: built once per request by the middleware in workers/edge/request-context.ts,
// handed to the Hono API as `c.var.context` and to Remix's loaders and actions as their `context` (the
// very same object), in production (workers/app.ts) and under the Vite dev server alike. Its type is
// this builder's, and Remix's AppLoadContext is declared as that type. What is read from the request
// (language, currency, the caller, the signed-in person) is read here and nowhere else; what costs a
// query is read on first use, once (docs/decisions/001-layout.md).
import { translatorFor } from "../../shared/i18n/translators";
import { readSignedIn, type SessionUser, type SignedIn } from "../accounts/sessions";
import type { Database } from "../db/client";
import { getCurrentStoreSettings, type StoreSettings } from "../settings/store-settings";
import { auditOriginOf, callerOf, shopperOriginOf } from "./caller";
import { detectCurrency } from "./currency";
import { detectLanguage, isLanguageChosen } from "./language";

export interface CloudflareContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  cf?: CfProperties;
}

export interface RequestContextInput {
  request: Request;
  cloudflare: CloudflareContext;
  /** This request's D1 session (workers/edge/d1-session.ts). */
  db: Database;
  /** This request's id (workers/edge/request-id.ts), for the log line and the error page of a 5xx. */
  requestId: string;
  /** The nonce every inline script of this page carries (workers/edge/security-headers.ts). */
  cspNonce: string;
}

/** A read made on first use and kept for the rest of the request. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= read();
    return kept;
  };
}

export async function createRequestContext({ request, cloudflare, db, requestId, cspNonce }: RequestContextInput) {
  const [language, languageChosen, currency] = await Promise.all([
    detectLanguage(request),
    isLanguageChosen(request),
    detectCurrency(request),
  ]);
  const { env } = cloudflare;
  let signedIn = once(() => readSignedIn(request, env, db));
  return {
    cloudflare,
    db,
    requestId,
    cspNonce,
    /** This request's own origin, for the addresses it hands out (a payment's return URLs). */
    origin: new URL(request.url).origin,
    /**
     * What a loader leaves for the server's render of the page alone, kept out of the loader data the
     * browser downloads (issue #19): app/lib/server-render-only.tsx.
     */
    serverRenderOnly: {} as { jsonLd?: string },
    /** The request's language: address, cookie, Accept-Language, English (workers/edge/language.ts). */
    language,
    /** Whether the visitor chose `language` (address or cookie) rather than the store guessing it. */
    languageChosen,
    /** A translate function fixed to `language`. */
    t: translatorFor(language),
    /** The request's currency: address, cookie, country (workers/edge/currency.ts). */
    currency,
    /** Who sends the request, as the services take it: IP, language, browser and place. */
    caller: callerOf(request, language),
    /** Where the request came from as a staff action's audit entry records it: address and device. */
    auditFrom: auditOriginOf(request),
    /** Where a shopper's own step came from, as a dispute's evidence shows it: address and country. */
    shopperFrom: shopperOriginOf(request),
    /** The sign-in behind this request with its session version, read from D1 once, on first use. */
    signedIn: (): Promise<SignedIn | null> => signedIn(),
    /** The signed-in person, or null for a visitor (or an ended, stale or disabled session). */
    user: async (): Promise<SessionUser | null> => (await signedIn())?.user ?? null,
    /**
     * Forgets the sign-in read so far: an action may have ended or changed the session, and the
     * loaders Remix runs after it in the same request must see what it left (remix-route-guards.ts).
     */
    readSignInAgain: () => {
      signedIn = once(() => readSignedIn(request, env, db));
    },
    /**
     * The store settings the page shows (links, contact, the dollar rate of shown prices), read once
     * for all its loaders: this isolate's copy while the catalogue version holds (getCurrentStoreSettings).
     * What charges money reads them from D1 itself.
     */
    shownSettings: once((): Promise<StoreSettings> => getCurrentStoreSettings(db, env.CACHE_VERSIONS)),
  };
}

export type RequestContext = Awaited<ReturnType<typeof createRequestContext>>;

declare module "@remix-run/cloudflare" {
  // Loaders and actions get the request context itself.
  interface AppLoadContext extends RequestContext {}
}
