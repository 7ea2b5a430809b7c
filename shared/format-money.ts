import { intlLocale, type Language } from "./i18n/config";

// Building an Intl.NumberFormat costs far more than using one, and a page formats dozens of prices
// in the same one or two ways: one formatter per language and currency, kept.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price in the store's one currency, written the way the reader's language writes money
 * (R$ 39,90 in Portuguese, R$39.90 in English): the amount never changes with the language.
 * Pure, so emails and pages format money the same way.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  const key = `${language}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { style: "currency", currency });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
