import { intlLocale, type Language } from "./i18n/config";

/**
 * A price in the store's one currency, written the way the reader's language writes money
 * (R$ 39,90 in Portuguese, R$39.90 in English): the amount never changes with the language.
 * Pure, so emails and pages format money the same way.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], { style: "currency", currency }).format(cents / 100);
}
