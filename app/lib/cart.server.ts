// The cart as the store's pages read it: the same services as the REST API (workers/services/cart).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { CartDeps } from "@workers/services/cart/cart";
import { type CartCodeDeps, getCodedCart } from "@workers/services/promotions/cart-code";

/** The cart's dependencies for this request: its database and the shopper's currency. */
export function cartDepsFor(context: AppLoadContext): CartDeps {
  return { db: context.db, currency: context.currency };
}

/** The cart's and its code's: a refusal's values (a minimum total) are written in the shopper's language. */
export function cartCodeDepsFor(context: AppLoadContext): CartCodeDeps {
  return { ...cartDepsFor(context), language: context.language };
}

/** The shopper's cart priced from D1 in their currency with its code checked now, and that currency to show it in. */
export async function loadCartView(context: AppLoadContext, userId: number) {
  const cart = await getCodedCart(cartCodeDepsFor(context), userId);
  return { cart, currency: cart.currency };
}
