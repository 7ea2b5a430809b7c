// Languages of the store. English is the default and the fallback.
export const supportedLanguages = ["en", "pt"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";
export const defaultNS = "translation";
/** Key in local storage where the client keeps the chosen language (spec section 3). */
export const languageStorageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** BCP 47 tags for Intl formatting. */
export const intlLocale: Record<Language, string> = { en: "en-US", pt: "pt-BR" };
