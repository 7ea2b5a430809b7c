import type { Language } from "@shared/i18n/config";
import type { Translation } from "@shared/i18n/locales/en";

// Every text of one language, for the one page that cannot get its texts from loader data: the error
// page shown when the root loader itself failed (entry.client.tsx). Each language is its own chunk,
// loaded only then.
const loaders: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import("@shared/i18n/locales/en"),
  pt: () => import("@shared/i18n/locales/pt"),
};

export async function loadTranslation(lng: Language): Promise<Translation> {
  return (await loaders[lng]()).default;
}
