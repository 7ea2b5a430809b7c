// Coin purchase rules (spec sections 4, 5 and 9), pure so the coin panel computes its summary in
// the browser exactly as the server will when the cart prices the line.

/** Spec section 5: offered when an offer's multiples list has no usable entry. */
export const DEFAULT_MULTIPLES = [1, 2, 3, 5, 10] as const;

/** A quantity is a whole number of base units, at least 1. The cap keeps totals readable and safe. */
export const MIN_COIN_QUANTITY = 1;
export const MAX_COIN_QUANTITY = 9_999;

/** The preset quantities from "1,2,3,5,10": positive integers only, in the admin's order, once each. */
export function parseMultiples(value: string): number[] {
  const multiples = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n >= 1);
  const unique = [...new Set(multiples)];
  return unique.length > 0 ? unique : [...DEFAULT_MULTIPLES];
}

/** What a typed quantity means: a whole number from 1 up; anything non-numeric is 1. */
export function normalizeQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? "").trim(), 10);
  if (!Number.isFinite(n)) return MIN_COIN_QUANTITY;
  return Math.min(MAX_COIN_QUANTITY, Math.max(MIN_COIN_QUANTITY, Math.trunc(n)));
}

/** Coins delivered: the offer's base unit times the quantity (unidade_base × quantity). */
export function coinTotal(baseUnit: number, quantity: number): number {
  return baseUnit * normalizeQuantity(quantity);
}

/** Price in cents: the price per unit times the quantity (preco_por_unidade × quantity). */
export function coinPriceCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * normalizeQuantity(quantity);
}

/** "950", "30.0K", "3.0M" (spec section 5): one decimal with K from 1,000 and M from 1,000,000. */
export function abbreviateAmount(value: number, locale: string): string {
  const oneDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (value >= 1_000_000) return `${oneDecimal.format(value / 1_000_000)}M`;
  if (value >= 1_000) return `${oneDecimal.format(value / 1_000)}K`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
