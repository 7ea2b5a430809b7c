// The cart with its delivery promises: each line's (its entry's own time or the store default) and
// the cart's, the longest among the lines that can be bought. Checkout copies each line's onto the order.
import { longestPromise, promisedMinutes } from "../../shared/delivery-promise";
import type { PricedCart, PricedLine } from "./pricing";

export type PromisedLine = PricedLine & { deliveryMinutes: number };
export interface PromisedCart extends PricedCart {
  lines: PromisedLine[];
  /** The promise of the whole cart: its longest line. */
  deliveryMinutes: number;
}

export function withDeliveryPromises(cart: PricedCart, defaultHours: number): PromisedCart {
  const lines = cart.lines.map((line) => ({
    ...line,
    deliveryMinutes: promisedMinutes(line.deliveryMinutes, defaultHours),
  }));
  const available = lines.filter((line) => line.available).map((line) => line.deliveryMinutes);
  return { ...cart, lines, deliveryMinutes: longestPromise(available, defaultHours) };
}
