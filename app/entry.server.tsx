import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { areaTexts } from "@workers/edge/page-texts.server";
import { logServerError } from "@workers/edge/server-errors";
import { logError } from "@workers/kernel/log";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerAreaTexts, shellWithoutRootData } from "./i18n/part-texts";
import { mergedTexts, TranslationProvider } from "./i18n/use-translation";
import { NonceContext } from "./lib/nonce";
import { ServerRenderOnly } from "./lib/server-render-only";

const ABORT_DELAY_MS = 5_000;

/**
 * Errors Remix meets outside the guarded loaders and actions (workers/edge/remix-route-guards.ts),
 * such as a failed render: one log line with the request id, as every 5xx has.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A page that does not exist (404) or a refusal is no failure of the store: the request's own info
  // line (workers/edge/request-id.ts) records it.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (!request.signal.aborted) logServerError(context.requestId, request, error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The language lives in a provider per render, so concurrent requests in other languages never
  // mix. The texts come with the routes' loader data, as in the browser (shared/i18n/page-texts.ts);
  // only a page without the root loader's data gets the shell's areas here (app/root.tsx marks it so
  // that the browser fetches the same before hydrating).
  const { language } = loadContext;
  const texts = remixContext.staticHandlerContext.loaderData.root
    ? undefined
    : mergedTexts(shellWithoutRootData.map((area) => areaTexts(language, area)));

  // Every inline script of the page carries this answer's nonce; none runs without it.
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <TranslationProvider language={language} texts={texts}>
        <ServerAreaTexts.Provider value={(area) => areaTexts(language, area)}>
          <ServerRenderOnly.Provider value={loadContext.serverRenderOnly}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
          </ServerRenderOnly.Provider>
        </ServerAreaTexts.Provider>
      </TranslationProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError("render_error", error);
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
