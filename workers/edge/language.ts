// How a request's language is told: detected once per request by the request context
// (workers/edge/load-context.ts), which the API, the edge cache and the Remix loaders all read
// (docs/decisions/001-layout.md).
import { createCookie } from "@remix-run/cloudflare";
import { languageFromAcceptLanguage } from "@shared/i18n/browser-language";
import { fallbackLanguage, isLanguage, type Language } from "@shared/i18n/config";

/** Remembers the visitor's language choice; read first, before Accept-Language. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * ?lng=, then the cookie, then Accept-Language, then English. The browser then applies the rest of
 * the spec's order (local and session storage) when nothing was chosen here
 * (app/i18n/use-sync-language.ts).
 */
export async function detectLanguage(request: Request): Promise<Language> {
  return (
    languageInAddress(request) ??
    (await languageInCookie(request)) ??
    languageFromAcceptLanguage(request.headers.get("Accept-Language")) ??
    fallbackLanguage
  );
}

/** The language the address asks for (`?lng=pt`), if it is one of ours. */
export function languageInAddress(request: Request): Language | null {
  const requested = new URL(request.url).searchParams.get("lng");
  return isLanguage(requested) ? requested : null;
}

/** The language the visitor's cookie holds, if any. */
export async function languageInCookie(request: Request): Promise<Language | null> {
  const stored = await languageCookie.parse(request.headers.get("Cookie"));
  return isLanguage(stored) ? stored : null;
}

/**
 * Whether the visitor chose the request's language (in the address or, before, with the cookie) rather
 * than the store guessing it from the browser: the page tells the browser, which then prefers a
 * choice it remembers in storage over the guess.
 */
export async function isLanguageChosen(request: Request): Promise<boolean> {
  return languageInAddress(request) !== null || (await languageInCookie(request)) !== null;
}

/** A Set-Cookie value storing the language; Secure whenever the store is served over https. */
export function serializeLanguageCookie(request: Request, language: Language): Promise<string> {
  return languageCookie.serialize(language, { secure: new URL(request.url).protocol === "https:" });
}
