// The cart as the store's pages read it: the same services as the REST API (workers/services/cart).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CartDeps, getCart } from "@workers/services/cart/cart";
import { withDeliveryPromises } from "@workers/services/cart/promised-cart";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { getCurrency } from "./currency.server";

/** The cart's dependencies for this request: its database and the shopper's currency. */
export async function cartDepsFor(request: Request, context: AppLoadContext): Promise<CartDeps> {
  return { db: context.db, currency: await getCurrency(request) };
}

/** The shopper's cart priced from D1 in their currency, with that currency to show it in. */
export async function loadCartView(request: Request, context: AppLoadContext, userId: number) {
  const [cart, settings] = await Promise.all([
    getCart(await cartDepsFor(request, context), userId),
    getStoreSettings(context.db),
  ]);
  return { cart: withDeliveryPromises(cart, settings.deliveryHours), currency: cart.currency };
}
