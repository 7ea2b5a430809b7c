import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLanguage } from "./i18n/config";
import { getLanguage } from "./i18n/i18n.server";
import { resources } from "./i18n/resources";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // One i18next instance per request, so concurrent requests in other languages never mix.
  const i18n = createInstance();
  const lng = await getLanguage(request);
  await i18n.use(initReactI18next).init({
    lng,
    resources,
    defaultNS,
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
  });

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
    </I18nextProvider>,
    {
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error("render error", error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Crawlers get the whole page at once; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
