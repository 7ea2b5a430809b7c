// The cart as the store's pages read it: the same services as the REST API (workers/services/cart).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type CartDeps, getCart } from "@workers/services/cart/cart";
import { withDeliveryPromises } from "@workers/services/cart/promised-cart";
import { getStoreSettings } from "@workers/services/settings/store-settings";

export function cartDepsFor(context: AppLoadContext): CartDeps {
  return { db: context.db };
}

/** The shopper's cart priced from D1, with the store's currency to show it in. */
export async function loadCartView(context: AppLoadContext, userId: number) {
  const [cart, settings] = await Promise.all([getCart(cartDepsFor(context), userId), getStoreSettings(context.db)]);
  return { cart: withDeliveryPromises(cart, settings.deliveryHours), currency: settings.currency };
}
