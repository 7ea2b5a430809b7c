import { intlLocale, type Language } from "./i18n/config";

// Building an Intl.NumberFormat costs far more than using one, and a page formats dozens of prices
// in the same one or two ways: one formatter per language and currency, kept.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A price in one of the store's currencies (shared/prices.ts), written the way the reader's language
 * writes money (R$ 39,90 or US$ 7,99 in Portuguese, R$39.90 or $7.99 in English): the amount never
 * changes with the language, only with the currency. Pure, so emails and pages format money the same way.
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

/**
 * Sums kept apart by currency ("R$ 120,00 + US$ 35,00"): amounts in two currencies are never added.
 * Nothing at all reads as zero in the store's own currency.
 */
export function formatMoneyByCurrency(sums: Array<{ cents: number; currency: string }>, language: Language): string {
  if (sums.length === 0) return formatMoney(0, "BRL", language);
  return sums.map((sum) => formatMoney(sum.cents, sum.currency, language)).join(" + ");
}
