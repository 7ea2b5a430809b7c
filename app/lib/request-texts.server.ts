import { translatorFor } from "@shared/i18n/translators";
import { getLanguage } from "~/i18n/i18n.server";

/** The request's language and a translate function fixed to it, for loaders that need both. */
export async function getRequestTexts(request: Request) {
  const language = await getLanguage(request);
  return { language, t: translatorFor(language) };
}
