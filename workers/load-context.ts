// The one typed request context, built here for every request, in production (workers/app.ts)
// and under the Vite dev server alike. Its shape is declared once, on Remix's AppLoadContext.
// Loaders get the same database client as the API (counted in bench mode), and what the server's
// edge reads from the request (workers/request): routes never read the language or the currency
// themselves (docs/decisions/001-layout.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "../shared/i18n/config";
import type { Translate } from "../shared/i18n/translator";
import { translatorFor } from "../shared/i18n/translators";
import type { Currency } from "../shared/prices";
import type { Database } from "./db/client";
import { getCurrency } from "./request/currency";
import { getLanguage, isLanguageChosen } from "./request/language";
import { getCurrentStoreSettings, type StoreSettings } from "./services/settings/store-settings";

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
    /** The request's language: address, cookie, Accept-Language, English (workers/request/language.ts). */
    language: Language;
    /** Whether the visitor chose `language` (address or cookie) rather than the store guessing it. */
    languageChosen: boolean;
    /** A translate function fixed to `language`. */
    t: Translate;
    /** The request's currency: address, cookie, country (workers/request/currency.ts). */
    currency: Currency;
    /**
     * The store settings the page shows (links, contact, the dollar rate of shown prices), read once
     * for all its loaders: this isolate's copy while the catalogue version holds (getCurrentStoreSettings).
     * What charges money reads them from D1 itself.
     */
    shownSettings: () => Promise<StoreSettings>;
  }
}

/**
 * Read once per request: the edge cache has usually read the same already (each read is kept per
 * request), and a page's loaders, its actions and the renderer all take it from here.
 */
export async function getLoadContext({
  request,
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
}): Promise<AppLoadContext> {
  const [language, languageChosen, currency] = await Promise.all([
    getLanguage(request),
    isLanguageChosen(request),
    getCurrency(request),
  ]);
  let settings: Promise<StoreSettings> | undefined;
  return {
    cloudflare: context.cloudflare,
    db,
    shownSettings: () => {
      settings ??= getCurrentStoreSettings(db, context.cloudflare.env.CACHE_VERSIONS);
      return settings;
    },
    requestId,
    cspNonce,
    serverRenderOnly: {},
    language,
    languageChosen,
    t: translatorFor(language),
    currency,
  };
}
