// What a loader leaves for the server's render alone (AppLoadContext.serverRenderOnly): the page's
// JSON-LD is in the HTML for crawlers, and the browser keeps that copy instead of downloading it a
// second time in the loader data (issue #19: first-load bytes). entry.server.tsx provides it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { createContext, useContext, useState } from "react";

export const ServerRenderOnly = createContext<AppLoadContext["serverRenderOnly"]>({});

const SELECTOR = 'script[type="application/ld+json"]';

/**
 * The page's JSON-LD: the loader's on the server; in the browser, the copy the server's HTML holds
 * (none after moving to another page inside the store, where crawlers never look).
 */
export function JsonLd() {
  const fromLoader = useContext(ServerRenderOnly).jsonLd;
  const [json] = useState(() =>
    typeof document === "undefined" ? fromLoader : (document.querySelector(SELECTOR)?.textContent ?? undefined),
  );
  if (json === undefined) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes everything that could close the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
