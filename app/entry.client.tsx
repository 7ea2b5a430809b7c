import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage, isLanguage, languageStorageKey } from "./i18n/config";
import { loadTranslation } from "./i18n/load-translation.client";

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>.
  const htmlLang = document.documentElement.lang;
  const lng = isLanguage(htmlLang) ? htmlLang : fallbackLanguage;
  window.localStorage.setItem(languageStorageKey, lng);
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: fallbackLanguage,
    defaultNS,
    resources: { [lng]: { [defaultNS]: await loadTranslation(lng) } },
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
