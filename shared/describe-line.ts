// The one way a bought line is put into words, for the game page, the cart, the checkout summary, the shopper's
// order pages, the admin's order page, the panel beside the admin chat and the order emails:
// a coin line says what to hand over first, then how it was bought ("40,000 Gold (4 × 10,000)"),
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

/**
 * A quantity of coins, the one way the store writes it (docs/decisions/036-one-coin-amount.md): in
 * full, grouped the reader's way ("50,000"; "50.000" in Portuguese), never shortened to "50K" or
 * "50 mil", so whoever delivers never reads a rounded amount and a purchase reads alike everywhere.
 */
export function formatCoinAmount(amount: number, language: Language): string {
  return numberFormat(intlLocale[language]).format(amount);
}

/** "40,000 Gold (4 × 10,000)": the coins to hand over, then the packages bought; one package is just "10,000 Gold". */
export function describeCoins(line: DescribableLine, t: Translate, language: Language): string {
  const coin = line.coinName ?? line.name;
  const total = formatCoinAmount(line.coinAmount, language);
  const unit = line.coinAmount / line.quantity;
  if (line.quantity <= 1 || !Number.isInteger(unit)) return t("lines.coins", { total, coin });
  return t("lines.coinsInUnits", {
    total,
    coin,
    quantity: formatCoinAmount(line.quantity, language),
    unit: formatCoinAmount(unit, language),
  });
}

export function isCoinLine(line: DescribableLine): boolean {
  return line.coinAmount > 0;
}

/** What the line is, without an item's quantity (the cart shows that in its stepper). */
export function describeLine(line: DescribableLine, t: Translate, language: Language): string {
  return isCoinLine(line) ? describeCoins(line, t, language) : line.name;
}

/** What the line is with how many: "2 × Dragon Sword", "40,000 Gold (4 × 10,000)". */
export function describeLineWithQuantity(line: DescribableLine, t: Translate, language: Language): string {
  if (isCoinLine(line)) return describeCoins(line, t, language);
  return line.quantity > 1 ? t("lines.items", { quantity: line.quantity, name: line.name }) : line.name;
}
