// The cart as the store's pages read it: the same services as the REST API (workers/services/cart).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CartDeps, getPromisedCart } from "@workers/services/cart/cart";

/** The cart's dependencies for this request: its database and the shopper's currency. */
export function cartDepsFor(context: AppLoadContext): CartDeps {
  return { db: context.db, currency: context.currency };
}

/** The shopper's cart priced from D1 in their currency, with that currency to show it in. */
export async function loadCartView(context: AppLoadContext, userId: number) {
  const cart = await getPromisedCart(cartDepsFor(context), userId);
  return { cart, currency: cart.currency };
}
