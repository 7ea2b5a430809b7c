import { useLocation, useSubmit } from "@remix-run/react";
import { isLanguage, type Language, languageStorageKey } from "@shared/i18n/config";
import { useEffect, useRef } from "react";

/** A language the visitor chose before, as the browser remembers it (spec: local, then session storage). */
function rememberedLanguage(): Language | null {
  const stored = window.localStorage.getItem(languageStorageKey) ?? window.sessionStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : null;
}

/**
 * Keeps <html lang> on the language the server chose (the root loader's locale; the texts follow
 * with the loaders' data, shared/i18n/page-texts.ts), and applies the rest of the spec's detection
 * order: a language the visitor chose (address or cookie) is remembered in local storage; a
 * guessed one (from the browser's languages) gives way to a choice remembered there, which is then
 * sent to /set-language so the cookie holds it again.
 */
export function useSyncLanguage(locale: Language, chosen: boolean) {
  const submit = useSubmit();
  const location = useLocation();
  const here = location.pathname + location.search;
  // Asked once per visit: where the cookie cannot be kept, the guess stands instead of asking again.
  const restoring = useRef(false);

  useEffect(() => {
    if (chosen) {
      window.localStorage.setItem(languageStorageKey, locale);
      return;
    }
    const remembered = rememberedLanguage();
    if (remembered && remembered !== locale && !restoring.current) {
      restoring.current = true;
      submit(
        { lng: remembered, redirectTo: here },
        { method: "post", action: "/set-language", replace: true, preventScrollReset: true },
      );
    }
  }, [locale, chosen, here, submit]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
