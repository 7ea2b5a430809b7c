// What an admin may set in the store's settings: the settings form checks it, and the stored
// settings are read back through the same bounds.
/** The bounds of the reais-per-dollar rate an admin may set: anything outside is a typo. */
export const MIN_BRL_PER_USD = 0.5;
export const MAX_BRL_PER_USD = 50;
/** Pix codes live from 5 minutes to a day. */
export const MIN_PIX_EXPIRY_MINUTES = 5;
export const MAX_PIX_EXPIRY_MINUTES = 1440;

/** A week: a longer promise is not one a shopper waits for. */
export const MAX_DELIVERY_HOURS = 168;
export const MAX_RECEIPT_WINDOW_DAYS = 30;
