// The store's two currencies, apart from the price rules in ./prices.ts: the header's currency
// switch needs only these names, and every page loads the header (issue #19: first-load JS).

export const CURRENCIES = ["BRL", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The store's own currency: the one the admin prices in and the one Brazil pays in. */
export const BASE_CURRENCY: Currency = "BRL";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}
