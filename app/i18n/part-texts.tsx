// Texts of the parts the server renders with the page while the browser fetches their code after
// the first load (app/lib/server-rendered-lazy.tsx): they stay out of the page's loader data (issue
// #19: first-load bytes). The server renders a part with its area's texts from this context
// (entry.server.tsx provides it); the browser fetches the same area from /resources/texts when it
// fetches the part's code, so both render from exactly the same texts.
import type { Language } from "@shared/i18n/config";
import type { TextTree } from "@shared/i18n/translator";
import { createContext, useContext } from "react";
import type { PageArea } from "./page-texts";

/** The server's texts of an area, in the request's language; none in the browser. */
export const ServerAreaTexts = createContext<((area: PageArea) => TextTree) | null>(null);

export const useServerAreaTexts = () => useContext(ServerAreaTexts);

/** The address of an area's texts; the build's version in it lets the browser keep them for good. */
export function areaTextsAddress(language: Language, area: PageArea, version: string): string {
  const query = new URLSearchParams({ language, area, v: version });
  return `/resources/texts?${query}`;
}

const fetched = new Map<string, Promise<TextTree>>();

/** An area's texts, fetched once per language (a failed fetch is asked again next time). */
export function fetchAreaTexts(language: Language, area: PageArea): Promise<TextTree> {
  const version = (window as { __remixManifest?: { version?: string } }).__remixManifest?.version ?? "";
  const address = areaTextsAddress(language, area, version);
  let texts = fetched.get(address);
  if (!texts) {
    texts = fetch(address).then((answer) => {
      if (!answer.ok) throw new Error(`texts of ${area}: ${answer.status}`);
      return answer.json() as Promise<TextTree>;
    });
    texts.catch(() => fetched.delete(address));
    fetched.set(address, texts);
  }
  return texts;
}
