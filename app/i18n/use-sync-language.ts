import { useEffect } from "react";
import { type Language, languageStorageKey } from "./config";
import { loadTranslation } from "./load-translation.client";
import { useShownTexts } from "./use-translation";

/**
 * Keeps the shown texts on the language the server chose (the root loader's locale), loading
 * that language's chunk on first use, and remembers it in local storage.
 */
export function useSyncLanguage(locale: Language) {
  const [shown, show] = useShownTexts();
  useEffect(() => {
    window.localStorage.setItem(languageStorageKey, locale);
    document.documentElement.lang = locale;
    if (shown.language === locale) return;
    let cancelled = false;
    loadTranslation(locale).then((texts) => {
      if (!cancelled) show({ language: locale, texts });
    });
    return () => {
      cancelled = true;
    };
  }, [locale, shown.language, show]);
}
