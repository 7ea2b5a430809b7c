import { RemixBrowser } from "@remix-run/react";
import { fallbackLanguage, isLanguage } from "@shared/i18n/config";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { fetchTexts, shellWithoutRootData } from "./i18n/part-texts";
import { TranslationProvider } from "./i18n/use-translation";

/**
 * The loader data Remix streams into the page, decoded. `<RemixBrowser>` starts decoding it in its
 * first render and suspends, outside any Suspense boundary, until it is done (up to 0.5 s on the slow
 * phone of issue 30). React 18 hydrates a root synchronously when a key or a tap reaches it before
 * its shell has hydrated, and a shell that suspends then makes React throw (React error #345, "Root
 * did not complete"): a key typed or a button pressed just after the code came broke the page.
 * Started here, before hydrating, the decoding is done by the first render, which then never suspends.
 * Until then the page is the server's HTML, which works without script (decision 030). Remix makes
 * its router once the decoding is done, at that first render: after `routesDiscovered`.
 */
async function remixDataDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (pending) {
    // The promise of the decoding; anything else it might throw is left to the real render.
    if (pending instanceof Promise) await pending;
  }
}

interface RemixManifest {
  version: string;
  routes: Record<string, unknown>;
}

/**
 * Remix's route discovery, done before React takes over (decision 030, "#421 again"). Remix learns
 * the routes a page links to once it has hydrated, and then updates its router in a transition. On
 * a slow phone that transition's render reaches a part still waiting for its code (its server HTML
 * in place), React marks the part to be rendered anew (error #421), and the next urgent update (a
 * tap) commits that: the part's server HTML is thrown away. Learnt here, the routes are in the router
 * Remix makes: its own discovery then asks the same address (kept by the browser for good) and finds
 * nothing to add, so the router does not change. A failed fetch leaves discovery to Remix.
 */
async function routesDiscovered(): Promise<void> {
  const manifest = (window as unknown as { __remixManifest?: RemixManifest }).__remixManifest;
  if (!manifest) return;
  const paths = new Set<string>();
  for (const element of document.body.querySelectorAll("a[data-discover], form[data-discover]")) {
    const path = element.getAttribute(element.tagName === "FORM" ? "action" : "href");
    if (path) paths.add(new URL(path, window.location.origin).pathname);
  }
  if (paths.size === 0) return;
  const address = new URL("/__manifest", window.location.origin);
  for (const path of [...paths].sort()) address.searchParams.append("p", path);
  address.searchParams.set("version", manifest.version);
  try {
    const answer = await fetch(address);
    if (answer.status !== 200) return;
    const routes = (await answer.json()) as Record<string, unknown>;
    for (const [id, route] of Object.entries(routes)) manifest.routes[id] ??= route;
  } catch {
    // Remix discovers them itself after hydrating.
  }
}

async function hydrate() {
  // The server already chose the language and wrote it into <html lang>. The texts come with the
  // routes' loader data (shared/i18n/page-texts.ts), except on a page without the root loader's data:
  // the server then rendered the shell with its areas' texts (app/root.tsx marks it), and so must we.
  const html = document.documentElement;
  const language = isLanguage(html.lang) ? html.lang : fallbackLanguage;
  const [texts] = await Promise.all([
    html.dataset.texts === "shell" ? fetchTexts(language, shellWithoutRootData) : undefined,
    remixDataDecoded(),
    routesDiscovered(),
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
