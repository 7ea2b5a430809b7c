import { fallbackLanguage, intlLocale, isLanguage, type Language } from "~/i18n/config";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A price in the store's one currency, written the way the reader's language writes money
 * (R$ 39,90 in Portuguese, R$39.90 in English): the amount never changes with the language.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], { style: "currency", currency }).format(cents / 100);
}

/** The language the page is rendered in, as the Intl formatters want it. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}
