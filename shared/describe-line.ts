// The one way a bought line is put into words, for the cart, the checkout summary, the shopper's
// order pages, the admin's order page, the panel beside the admin chat and the order emails:
// a coin line says what to hand over first, then how it was bought ("40,000 Gold (4 × 10K)"),
// so nobody multiplies a total by its quantity again. Pure, so emails and pages say the same.
import { intlLocale, type Language } from "./i18n/config";
import type { Translate } from "./i18n/translator";
import { numberFormat } from "./intl-formats";

export interface DescribableLine {
  name: string;
  coinName: string | null;
  /** Coins delivered in all (the offer's base unit × quantity); 0 for anything but coins. */
  coinAmount: number;
  /** Items bought, or for coins the number of base units. */
  quantity: number;
}

const SCALES = [1_000_000_000, 1_000_000, 1_000] as const;

/**
 * A base unit short when that loses nothing ("10K", "2.5M"; "10 mil" in Portuguese), in full
 * otherwise ("1,234"): whoever delivers must never read a rounded amount.
 */
export function formatUnitAmount(amount: number, language: Language): string {
  const locale = intlLocale[language];
  const scale = SCALES.find((candidate) => amount >= candidate);
  // Exact with at most two decimals at that scale: 2,500 is 2.5K, 1,234 stays 1,234.
  if (scale && amount % (scale / 100) === 0) {
    return numberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(amount);
  }
  return numberFormat(locale).format(amount);
}

/** "40,000 Gold (4 × 10K)"; one unit is just "10,000 Gold". */
export function describeCoins(line: DescribableLine, t: Translate, language: Language): string {
  const coin = line.coinName ?? line.name;
  const total = numberFormat(intlLocale[language]).format(line.coinAmount);
  const unit = line.coinAmount / line.quantity;
  if (line.quantity <= 1 || !Number.isInteger(unit)) return t("lines.coins", { total, coin });
  return t("lines.coinsInUnits", { total, coin, quantity: line.quantity, unit: formatUnitAmount(unit, language) });
}

export function isCoinLine(line: DescribableLine): boolean {
  return line.coinAmount > 0;
}

/** What the line is, without an item's quantity (the cart shows that in its stepper). */
export function describeLine(line: DescribableLine, t: Translate, language: Language): string {
  return isCoinLine(line) ? describeCoins(line, t, language) : line.name;
}

/** What the line is with how many: "2 × Dragon Sword", "40,000 Gold (4 × 10K)". */
export function describeLineWithQuantity(line: DescribableLine, t: Translate, language: Language): string {
  if (isCoinLine(line)) return describeCoins(line, t, language);
  return line.quantity > 1 ? t("lines.items", { quantity: line.quantity, name: line.name }) : line.name;
}
