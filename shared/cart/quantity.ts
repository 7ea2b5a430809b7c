// The one rule for how many of something a cart line takes, for every place a quantity comes in: the
// coin panel's box (as it is typed, before anything is sent), the game page's form posted without
// JavaScript, POST /api/cart and the cart's own forms. Each refuses with the same message, said
// beside the field, rather than taking another quantity than the one the shopper asked for.
import * as v from "valibot";
import { MAX_COIN_UNITS, MAX_ITEM_QUANTITY, MIN_LINE_QUANTITY } from "./limits";

/** The message (an i18n key) of a quantity above the limit of a line of this kind. */
export function tooLargeMessage(kind: "coin" | "item"): string {
  return kind === "coin" ? "cart.coinQuantityTooLarge" : "cart.quantityTooLarge";
}

/** A line's quantity: a whole number from the minimum up to `max`; the messages are i18n keys. */
export function lineQuantity(max: number = MAX_COIN_UNITS) {
  return v.pipe(
    v.number("cart.invalidQuantity"),
    v.integer("cart.invalidQuantity"),
    v.minValue(MIN_LINE_QUANTITY, "cart.quantityBelowMin"),
    v.maxValue(max, tooLargeMessage(max === MAX_ITEM_QUANTITY ? "item" : "coin")),
  );
}

export type TypedQuantity = { quantity: number; messageKey?: never } | { quantity?: never; messageKey: string };

/**
 * A quantity as typed in a box ("7", "0", "2.5", "1e9", ""): the number it is when the rule takes
 * it, or the message of the rule it breaks.
 */
export function readTypedQuantity(typed: string, max: number = MAX_COIN_UNITS): TypedQuantity {
  const text = typed.trim();
  const result = v.safeParse(lineQuantity(max), text === "" ? Number.NaN : Number(text));
  return result.success ? { quantity: result.output } : { messageKey: result.issues[0].message };
}
