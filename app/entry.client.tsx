import { RemixBrowser } from "@remix-run/react";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadTranslation } from "./i18n/load-translation.client";
import { TranslationProvider } from "./i18n/use-translation";

/**
 * The loader data Remix streams into the page, decoded. `<RemixBrowser>` starts decoding it in its
 * first render and suspends, outside any Suspense boundary, until it is done (up to 0.5 s on the slow
 * phone of issue 30). React 18 hydrates a root synchronously when a key or a tap reaches it before
 * its shell has hydrated, and a shell that suspends then makes React throw (React error #345, "Root
 * did not complete"): a key typed or a button pressed just after the code came broke the page.
 * Started here, before hydrating, the decoding is done by the first render, which then never suspends.
 * Until then the page is the server's HTML, which works without script (decision 030).
 */
async function remixDataDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (pending) {
    // The promise of the decoding; anything else it might throw is left to the real render.
    if (pending instanceof Promise) await pending;
  }
}

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>. The texts come with the
  // routes' loader data (app/i18n/page-texts.ts), except on an error page whose root loader failed:
  // the server then rendered with every text of the language (app/root.tsx marks it), and so must we.
  const html = document.documentElement;
  const language = isLanguage(html.lang) ? html.lang : fallbackLanguage;
  const [texts] = await Promise.all([
    html.dataset.texts === "all" ? loadTranslation(language) : undefined,
    remixDataDecoded(),
  ]);

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
