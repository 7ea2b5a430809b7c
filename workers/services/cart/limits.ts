// Limits the server enforces on a cart (issue 5 asked us to choose and document them).
/** Copies of one item in a line. */
export const MAX_ITEM_QUANTITY = 99;
/** Units of a coin offer in a line (each unit is `unidade_base` coins). */
export const MAX_COIN_UNITS = 1_000;
/** Distinct lines in one cart. */
export const MAX_CART_LINES = 50;
/** Nickname (in-game tag) length after trimming. */
export const MAX_NICKNAME_LENGTH = 64;
