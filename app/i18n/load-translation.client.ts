import type { Language } from "./config";
import type { Translation } from "./locales/en";

// Each language is its own chunk: the browser downloads only the one it shows.
const loaders: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import("./locales/en"),
  pt: () => import("./locales/pt"),
};

export async function loadTranslation(lng: Language): Promise<Translation> {
  return (await loaders[lng]()).default;
}
