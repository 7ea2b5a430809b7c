// GET /resources/texts (app/routes/resources.texts.ts), in the edge with the texts it serves
// (page-texts.server.ts): the texts of one page area in one language (app/i18n/part-texts.tsx), what
// a part the server rendered needs once its code is in the browser. The address carries the build's
// version, so the browser keeps the answer for good and a new build asks a new address.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLanguage } from "@shared/i18n/config";
import { isPageArea } from "@shared/i18n/page-texts";
import { refusalResponse } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { notFound } from "@workers/kernel/domain-error";

export function loader({ request, context }: LoaderFunctionArgs) {
  return refusalResponse(context.t, async () => {
    const query = new URL(request.url).searchParams;
    const language = query.get("language");
    const area = query.get("area");
    if (!isLanguage(language) || !isPageArea(area)) throw notFound("errors.notFoundText");
    return new Response(pageTexts(language, area), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": query.has("v") ? "public, max-age=31536000, immutable" : "no-cache",
      },
    });
  });
}
