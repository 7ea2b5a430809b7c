import type { Language } from "@shared/i18n/config";
import type { ShellTranslation } from "@shared/i18n/locales/en-shell";

// Each language is its own chunk: the browser downloads only the one it shows.
const loaders: Record<Language, () => Promise<{ default: ShellTranslation }>> = {
  en: () => import("@shared/i18n/locales/en-shell"),
  pt: () => import("@shared/i18n/locales/pt-shell"),
};

export async function loadTranslation(lng: Language): Promise<ShellTranslation> {
  return (await loaders[lng]()).default;
}
