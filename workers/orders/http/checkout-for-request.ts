// What a payment attempt takes from the request that starts it, on the store's pages and the API
// alike: the request's own origin (the return URLs) and the shopper's language and currency, all read
// by the request context. The attempt itself is one function each (workers/orders/payment-actions.ts).

import type { RequestContext } from "../../edge/load-context";
import type { PaymentAttemptDeps } from "../payment-actions";

export function paymentAttemptDepsOf(context: RequestContext): PaymentAttemptDeps {
  const { db, cloudflare, origin, language, currency, caller } = context;
  return { db, env: cloudflare.env, origin, language, currency, country: caller.seenFrom.country };
}
