import { RemixBrowser } from "@remix-run/react";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslation } from "./i18n/load-translation.client";
import { TranslationProvider } from "./i18n/use-translation";

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>. The texts come with the
  // routes' loader data (app/i18n/page-texts.ts), except on an error page whose root loader failed:
  // the server then rendered with every text of the language (app/root.tsx marks it), and so must we.
  const html = document.documentElement;
  const language = isLanguage(html.lang) ? html.lang : fallbackLanguage;
  const texts = html.dataset.texts === "all" ? await loadTranslation(language) : undefined;

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider language={language} texts={texts}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

hydrate();
