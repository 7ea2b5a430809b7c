// Checkout as a request to this store starts it, from the /checkout page and POST /api/checkout
// alike: the store's currency, the shopper's language, the payment provider the environment
// configures, and return URLs on the store's own origin.
import { getLanguage } from "../../../app/i18n/i18n.server";
import type { Database } from "../../db/client";
import type { PaymentMethod } from "../../db/schema";
import type { CheckoutFlow } from "../payments/provider";
import { paymentProviderFor } from "../payments/provider-for-env";
import { getStoreSettings } from "../settings/store-settings";
import { type CheckoutRequest, type CheckoutResult, startCheckout } from "./checkout";

export async function startCheckoutFor(
  deps: { db: Database; env: Env },
  request: Request,
  input: { user: CheckoutRequest["user"]; paymentMethod: PaymentMethod; flow: CheckoutFlow },
): Promise<CheckoutResult> {
  const origin = new URL(request.url).origin;
  const [settings, language] = await Promise.all([getStoreSettings(deps.db), getLanguage(request)]);
  // Awaited: a refusal thrown before startCheckout's first await would otherwise be reported unhandled.
  return await startCheckout(
    { db: deps.db, provider: paymentProviderFor(deps.env, origin) },
    { ...input, currency: settings.currency, language, origin },
  );
}
