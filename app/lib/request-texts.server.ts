import { translatorFor } from "@shared/i18n/translators";
import { getLanguage } from "@workers/request/language";
import { pageTexts } from "~/i18n/i18n.server";
import type { PageArea } from "~/i18n/page-texts";

/** The request's language and a translate function fixed to it, for loaders that need both. */
export async function getRequestTexts(request: Request) {
  const language = await getLanguage(request);
  return { language, t: translatorFor(language) };
}

/** The texts of `areas` in the request's language, for a loader's `pageTexts` (app/i18n/page-texts.ts). */
export async function getPageTexts(request: Request, ...areas: PageArea[]) {
  return pageTexts(await getLanguage(request), ...areas);
}
