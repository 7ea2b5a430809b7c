import { intlLocale, type Language } from "./i18n/config";
import { numberFormat } from "./intl-formats";

/**
 * A price in one of the store's currencies (shared/prices.ts), written the way the reader's language
 * writes money (R$ 39,90 or US$ 7,99 in Portuguese, R$39.90 or $7.99 in English): the amount never
 * changes with the language, only with the currency. Pure, so emails and pages format money the same way.
 */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return numberFormat(intlLocale[language], { style: "currency", currency }).format(cents / 100);
}

/**
 * Sums kept apart by currency ("R$ 120,00 + US$ 35,00"): amounts in two currencies are never added.
 * Nothing at all reads as zero in the store's own currency.
 */
export function formatMoneyByCurrency(sums: Array<{ cents: number; currency: string }>, language: Language): string {
  if (sums.length === 0) return formatMoney(0, "BRL", language);
  return sums.map((sum) => formatMoney(sum.cents, sum.currency, language)).join(" + ");
}
