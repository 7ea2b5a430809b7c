// Coin purchase rules (spec sections 4, 5 and 9), pure so the coin panel computes its summary in
// the browser exactly as the server will when the cart prices the line.
import { MAX_COIN_UNITS, MIN_LINE_QUANTITY } from "../cart/limits";

/** Spec section 5: offered when an offer's multiples list has no usable entry. */
export const DEFAULT_MULTIPLES = [1, 2, 3, 5, 10] as const;

/**
 * The preset quantities from "1,2,3,5,10": positive integers up to the line limit only, in the
 * admin's order, once each.
 */
export function parseMultiples(value: string): number[] {
  const multiples = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n >= MIN_LINE_QUANTITY && n <= MAX_COIN_UNITS);
  const unique = [...new Set(multiples)];
  return unique.length > 0 ? unique : [...DEFAULT_MULTIPLES];
}

/**
 * What a quantity in an address (?qty=) means: a whole number of base units from 1 up to the cart's
 * limit for one coin line (./cart/limits.ts), read as the number it is written as ("1e9" is a
 * billion, so the limit, as quantityAdjustment says); anything non-numeric is 1. A typed quantity is
 * refused instead (../cart/quantity.ts).
 */
export function normalizeQuantity(value: unknown): number {
  const text = String(value ?? "").trim();
  const n = typeof value === "number" ? value : text === "" ? Number.NaN : Number(text);
  if (!Number.isFinite(n)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_COIN_UNITS, Math.max(MIN_LINE_QUANTITY, Math.trunc(n)));
}

/** Why a typed quantity was changed into another one, for the message beside the field. */
export type QuantityAdjustment = "below_min" | "above_max" | "not_whole";

/** What `normalizeQuantity` had to change in a typed quantity; null when it is taken as typed (or empty). */
export function quantityAdjustment(typed: string): QuantityAdjustment | null {
  const text = typed.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return "not_whole";
  if (n < MIN_LINE_QUANTITY) return "below_min";
  if (n > MAX_COIN_UNITS) return "above_max";
  return Number.isInteger(n) ? null : "not_whole";
}

/** Coins delivered: the offer's base unit times the quantity (unidade_base × quantity). */
export function coinTotal(baseUnit: number, quantity: number): number {
  return baseUnit * normalizeQuantity(quantity);
}

/** Price in cents: the price per unit times the quantity (preco_por_unidade × quantity). */
export function coinPriceCents(unitPriceCents: number, quantity: number): number {
  return unitPriceCents * normalizeQuantity(quantity);
}
