// The cart as the store's pages read it: the same services and dependencies as the REST API (workers/cart/http/api.ts).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { cartCodeDepsOf } from "@workers/cart/http/api";
import { getCodedCart } from "@workers/promotions/cart-code";

/** The shopper's cart priced from D1 in their currency with its code checked now, and that currency to show it in. */
export async function loadCartView(context: AppLoadContext, userId: number) {
  const cart = await getCodedCart(cartCodeDepsOf(context), userId);
  return { cart, currency: cart.currency };
}
