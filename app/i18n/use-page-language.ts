import { fallbackLanguage, isLanguage, type Language } from "@shared/i18n/config";
import { useTranslation } from "~/i18n/use-translation";

/** The language the page is rendered in, as the Intl formatters want it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
