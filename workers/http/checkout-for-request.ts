// What a payment attempt takes from the request that starts it, on the store's pages and the API
// alike: the request's own origin (the return URLs) and the shopper's language and currency. The
// attempt itself is one function each (workers/services/orders/payment-actions.ts).
import type { Database } from "../db/client";
import { getCurrency } from "../request/currency";
import { getLanguage } from "../request/language";
import type { PaymentAttemptDeps } from "../services/orders/payment-actions";

export async function paymentAttemptDepsFor(
  deps: { db: Database; env: Env },
  request: Request,
): Promise<PaymentAttemptDeps> {
  const [currency, language] = await Promise.all([getCurrency(request), getLanguage(request)]);
  return { ...deps, origin: new URL(request.url).origin, language, currency };
}
