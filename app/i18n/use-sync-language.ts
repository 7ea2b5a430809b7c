import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { defaultNS, type Language, languageStorageKey } from "./config";
import { loadTranslation } from "./load-translation.client";

/**
 * Keeps the client's i18next on the language the server chose (the root loader's locale),
 * loading that language's texts on first use, and remembers it in local storage.
 */
export function useSyncLanguage(locale: Language) {
  const { i18n } = useTranslation();
  useEffect(() => {
    window.localStorage.setItem(languageStorageKey, locale);
    document.documentElement.lang = locale;
    if (i18n.language === locale) return;
    let cancelled = false;
    (async () => {
      if (!i18n.hasResourceBundle(locale, defaultNS)) {
        i18n.addResourceBundle(locale, defaultNS, await loadTranslation(locale));
      }
      if (!cancelled) await i18n.changeLanguage(locale);
    })();
    return () => {
      cancelled = true;
    };
  }, [locale, i18n]);
}
