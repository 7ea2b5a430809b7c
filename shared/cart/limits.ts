// Limits the server enforces on a cart (issue 5 asked us to choose and document them). The coin
// panel, the cart, the REST API and checkout all read them from here, so a shopper is never offered
// a quantity that a later step refuses (issue 13).
/** Copies of one item in a line. */
export const MAX_ITEM_QUANTITY = 99;
/** The fewest units of a coin offer (or copies of an item) a line can hold. */
export const MIN_LINE_QUANTITY = 1;
/** Units of a coin offer in a line (each unit is `unidade_base` coins). */
export const MAX_COIN_UNITS = 1_000;
/** Distinct lines in one cart. */
export const MAX_CART_LINES = 50;
/** Nickname (in-game tag) length after trimming. */
export const MAX_NICKNAME_LENGTH = 64;

/** The most a line may hold: coin units for a coin line, copies for an item line. */
export function maxLineQuantity(line: { coinOfferId: number | null }): number {
  return line.coinOfferId != null ? MAX_COIN_UNITS : MAX_ITEM_QUANTITY;
}

/** Whether a line's quantity is one the store sells. */
export function isWithinLineLimits(line: { coinOfferId: number | null; quantity: number }): boolean {
  return (
    Number.isInteger(line.quantity) && line.quantity >= MIN_LINE_QUANTITY && line.quantity <= maxLineQuantity(line)
  );
}

/**
 * What the header badge and the cart count: the cart's lines, each one product (with its own
 * quantity) for one nickname. Lines, not units, so 3 copies of a mount and 40,000 Gold count alike
 * and the badge never mixes the two; the texts call them "products".
 */
export function countLines(lines: ReadonlyArray<unknown>): number {
  return lines.length;
}
