// A payment attempt as a request to this store starts it, from the store's pages and the API alike:
// the shopper's currency and language, the payment provider the environment configures,
// and return URLs on the store's own origin. Checkout pays the cart; "pay now" pays a pending order.
// It lives at the edge because it reads the request; the services it calls take plain values, and
// name a refused field in the domain's words, put back here into the wire's.

import { checkoutWireNames } from "../../shared/orders/schemas";
import type { Database } from "../db/client";
import type { PaymentMethod } from "../db/schema";
import { getCurrency } from "../request/currency";
import { getLanguage } from "../request/language";
import { type CheckoutRequest, type CheckoutResult, startCheckout } from "../services/orders/checkout";
import { payPendingOrder } from "../services/orders/pay-pending-order";
import type { CheckoutFlow } from "../services/payments/provider";
import { paymentProviderFor } from "../services/payments/provider-for-env";
import { getStoreSettings } from "../services/settings/store-settings";
import { inWireNames } from "./wire-names";

interface AttemptInput {
  user: CheckoutRequest["user"];
  paymentMethod: PaymentMethod;
  flow: CheckoutFlow;
}

export async function startCheckoutFor(
  deps: { db: Database; env: Env },
  request: Request,
  input: AttemptInput,
): Promise<CheckoutResult> {
  const origin = new URL(request.url).origin;
  const [currency, language, settings] = await Promise.all([
    getCurrency(request),
    getLanguage(request),
    getStoreSettings(deps.db),
  ]);
  // Awaited: a refusal thrown before startCheckout's first await would otherwise be reported unhandled.
  return await inWireNames(checkoutWireNames, () =>
    startCheckout(
      { db: deps.db, provider: paymentProviderFor(deps.env, origin) },
      { ...input, currency, language, origin, settings },
    ),
  );
}

export async function payPendingOrderFor(
  deps: { db: Database; env: Env },
  request: Request,
  input: AttemptInput & { orderId: number },
): Promise<CheckoutResult> {
  const origin = new URL(request.url).origin;
  const { orderId, ...attempt } = input;
  const [settings, language] = await Promise.all([getStoreSettings(deps.db), getLanguage(request)]);
  return await inWireNames(checkoutWireNames, () =>
    payPendingOrder({ db: deps.db, provider: paymentProviderFor(deps.env, origin) }, orderId, {
      ...attempt,
      language,
      origin,
      settings,
    }),
  );
}
