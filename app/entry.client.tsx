import { RemixBrowser } from "@remix-run/react";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslation } from "./i18n/load-translation.client";
import { TranslationProvider } from "./i18n/use-translation";

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>.
  const htmlLang = document.documentElement.lang;
  const language = isLanguage(htmlLang) ? htmlLang : fallbackLanguage;
  const texts = await loadTranslation(language);

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider initial={{ language, texts }}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

hydrate();
