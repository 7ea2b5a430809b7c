import type { Language } from "./config";
import en, { type Translation } from "./locales/en";
import pt from "./locales/pt";

/** Every language's texts, bundled: Workers have no filesystem to load them from. */
export const resources: Record<Language, { translation: Translation }> = {
  en: { translation: en },
  pt: { translation: pt },
};
