import { createCookie } from "@remix-run/cloudflare";
import { RemixI18Next } from "remix-i18next/server";
import { defaultNS, fallbackLanguage, isLanguage, type Language, supportedLanguages } from "./config";
import { resources } from "./resources";

/** Remembers the visitor's language choice; read first, before Accept-Language. */
export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: languageCookie,
  },
  i18next: { resources, defaultNS, fallbackLng: fallbackLanguage, interpolation: { escapeValue: false } },
});

export async function getLanguage(request: Request): Promise<Language> {
  const detected = await i18nServer.getLocale(request);
  return isLanguage(detected) ? detected : fallbackLanguage;
}

/** A Set-Cookie value storing the language; Secure whenever the store is served over https. */
export function serializeLanguageCookie(request: Request, language: Language): Promise<string> {
  return languageCookie.serialize(language, { secure: new URL(request.url).protocol === "https:" });
}

/** A translate function fixed to the request's language, for loaders and actions. */
export async function getFixedT(request: Request) {
  return i18nServer.getFixedT(await getLanguage(request));
}
