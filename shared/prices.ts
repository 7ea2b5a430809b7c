// The store sells in two currencies. Every catalogue entry has a price in reais set by the admin
// and, in dollars, either a price the admin set too or one derived from it with the store-wide rate
// and rounding rule (store settings). This one pure function decides an entry's price in a
// currency: the catalogue, the cart, checkout, the API and the admin's previews all call it.

import type { Currency } from "./currencies";

export { BASE_CURRENCY, CURRENCIES, type Currency, isCurrency } from "./currencies";

/**
 * How a derived dollar price is rounded: to the nearest cent, to the nearest price ending in .99
 * (never below 0.99), or up to the next whole dollar.
 */
export const USD_ROUNDINGS = ["cent", "ninety-nine", "whole"] as const;
export type UsdRounding = (typeof USD_ROUNDINGS)[number];

/** The store-wide rule for dollar prices the admin left to the rate. */
export interface UsdConversion {
  /** Reais per dollar (5.25 means US$ 1 = R$ 5,25). */
  brlPerUsd: number;
  usdRounding: UsdRounding;
}

/** An entry's price as stored: reais always, dollars when the admin set them (null: derived). */
export interface EntryPrice {
  brlCents: number;
  usdCents: number | null;
}

/** A price in reais turned into dollars with the store's rate and rounding rule. */
export function usdFromBrl(brlCents: number, { brlPerUsd, usdRounding }: UsdConversion): number {
  // Nothing costs nothing: a price of zero means "not for sale" and stays zero in every currency.
  if (brlCents <= 0) return 0;
  const exact = brlCents / brlPerUsd;
  switch (usdRounding) {
    case "ninety-nine":
      return Math.max(99, Math.round((exact + 1) / 100) * 100 - 1);
    case "whole":
      return Math.ceil(Math.round(exact) / 100) * 100;
    default:
      // A price for sale in reais stays for sale in dollars: never rounded down to nothing.
      return Math.max(1, Math.round(exact));
  }
}

/** What prices an entry for one shopper: their currency, and the store's rule for derived dollars. */
export interface Pricing {
  currency: Currency;
  conversion: UsdConversion;
}

/**
 * A price in dollars turned into reais at the store's rate, to the cent. Only a discount code's
 * amounts go this way (an admin may give a code's minimum or discount in dollars alone); the
 * catalogue's prices are always set in reais.
 */
export function brlFromUsd(usdCents: number, { brlPerUsd }: UsdConversion): number {
  if (usdCents <= 0) return 0;
  return Math.max(1, Math.round(usdCents * brlPerUsd));
}

/**
 * An amount the admin gave in reais, in dollars or in both: a catalogue price (reais always) or a
 * discount code's minimum total or fixed discount. Null: not given in that currency.
 */
export interface AmountInBoth {
  brlCents: number | null;
  usdCents: number | null;
}

/**
 * The amount in the shopper's currency: as the admin gave it in that currency, else the other
 * currency's at the store's rate (reais to dollars by the same rounding rule as derived prices, so an
 * amount asks in dollars what an entry of that price costs); null when it was given in neither.
 */
export function amountIn(amount: AmountInBoth, { currency, conversion }: Pricing): number | null {
  if (currency === "BRL") {
    return amount.brlCents ?? (amount.usdCents === null ? null : brlFromUsd(amount.usdCents, conversion));
  }
  return amount.usdCents ?? (amount.brlCents === null ? null : usdFromBrl(amount.brlCents, conversion));
}

/** The entry's price, in cents of the shopper's currency. */
export function priceIn(price: EntryPrice, pricing: Pricing): number {
  return amountIn(price, pricing) ?? 0;
}
