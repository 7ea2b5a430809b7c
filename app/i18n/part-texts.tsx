// Texts of what reaches the browser after the first load (./page-texts.ts): a part the server
// rendered with the page whose code the browser fetches later (app/lib/server-rendered-lazy.tsx), a
// panel opened on demand (./lazy-texts.tsx), and the shell of an error page that has no root loader
// data to bring them. They stay out of the page's loader data (issue #19: first-load bytes). The
// server renders with its areas' texts from this context (entry.server.tsx provides it); the
// browser fetches the same areas from /resources/texts, so both render from exactly the same texts.
import { fallbackLanguage, isLanguage, type Language } from "@shared/i18n/config";
import { mergeTexts, type PageArea } from "@shared/i18n/page-texts";
import type { TextTree } from "@shared/i18n/translator";
import { createContext, useContext } from "react";

/**
 * The areas of a page shown without the root loader's data (an address no route has, a failed root
 * loader): the shell as a visitor sees it. The server renders it with them (entry.server.tsx) and the
 * browser fetches them before hydrating (entry.client.tsx); app/root.tsx marks such a page.
 */
export const shellWithoutRootData = ["shell", "quickSignIn"] as const satisfies readonly PageArea[];

/** The server's texts of an area, in the request's language; none in the browser. */
export const ServerAreaTexts = createContext<((area: PageArea) => TextTree) | null>(null);

export const useServerAreaTexts = () => useContext(ServerAreaTexts);

const fetched = new Map<string, Promise<TextTree>>();

/**
 * An area's texts, fetched once per language (a failed fetch is asked again next time). The build's
 * version in the address lets the browser keep them for good.
 */
function fetchAreaTexts(language: Language, area: PageArea): Promise<TextTree> {
  const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
  const address = `/resources/texts?${new URLSearchParams({ language, area, v: version })}`;
  let texts = fetched.get(address);
  if (!texts) {
    texts = fetch(address).then((answer) => {
      if (!answer.ok) throw new Error(`${address}: ${answer.status}`);
      return answer.json() as Promise<TextTree>;
    });
    texts.catch(() => fetched.delete(address));
    fetched.set(address, texts);
  }
  return texts;
}

/** The language the page shows, for texts fetched ahead of a render (a preload on pointing at a button). */
export const shownLanguage = (): Language =>
  isLanguage(document.documentElement.lang) ? document.documentElement.lang : fallbackLanguage;

/** The texts of `areas` in one tree, each area fetched once per language. */
export function fetchTexts(language: Language, areas: readonly PageArea[]): Promise<TextTree> {
  return Promise.all(areas.map((area) => fetchAreaTexts(language, area))).then((trees) => mergeTexts(...trees));
}
