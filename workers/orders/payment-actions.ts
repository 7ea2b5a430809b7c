// Checkout (the cart becomes the pending order) and "pay now" (a pending order paid again), each one
// function that /checkout and the order page (workers/orders/http/payment-step-page.server.ts) and POST /api/checkout
// and /api/orders/{id}/pay (workers/orders/http) call alike with the shopper's choice already read and the
// signed-in caller (decision 038). Both entries read the spec's wire names, so a refusal names its
// field in them, here.

import type { Language } from "../../shared/i18n/config";
import { checkoutWireNames } from "../../shared/orders/schemas";
import type { Currency } from "../../shared/prices";
import type { Database } from "../db/client";
import type { PaymentMethod } from "../db/schema";
import { inWireNames } from "../kernel/wire-names";
import type { CheckoutFlow } from "../payments/provider";
import { paymentProviderFor } from "../payments/provider-for-env";
import { cartCodeOf } from "../promotions/cart-code";
import { getStoreSettings } from "../settings/store-settings";
import { type CheckoutResult, liveCheckoutSession, startCheckout } from "./checkout";
import { hasLivePixCode } from "./live-session";
import { livePayNowSession, payPendingOrder } from "./pay-pending-order";
import type { PaymentAttemptRequest } from "./payment-attempt";
import { paymentFlowFor } from "./payment-flow";

/** What the request tells an attempt: its own origin (return URLs), the shopper's language and currency. */
export interface PaymentAttemptDeps {
  db: Database;
  env: Env;
  origin: string;
  language: Language;
  currency: Currency;
  /** The country Cloudflare placed the shopper's address in (none locally): checkout records it for the risk rules. */
  country?: string | null;
}

/**
 * The shopper's choice. `flow`: the API lets its client pick it; the store's pages pick it by the
 * method (payment-flow.ts), an explicit choice of theirs, not a second way to pay.
 */
export interface PaymentChoice {
  paymentMethod: PaymentMethod;
  flow: CheckoutFlow;
  /** A discount code entered at checkout; empty or absent for the one kept with the cart, if any. */
  code?: string;
}

async function attemptOf({ db, env, origin, language }: PaymentAttemptDeps, shopper: PaymentAttemptRequest["user"]) {
  const settings = await getStoreSettings(db);
  return {
    deps: { db, provider: paymentProviderFor(env, origin) },
    request: { user: shopper, language, origin, settings },
  };
}

/** Checkout's request: the shopper's choice, with the code kept with the cart unless one is entered. */
async function checkoutOf(deps: PaymentAttemptDeps, shopper: PaymentAttemptRequest["user"], choice: PaymentChoice) {
  const [attempt, kept] = await Promise.all([attemptOf(deps, shopper), cartCodeOf(deps.db, shopper.id)]);
  const code = choice.code || kept;
  return {
    deps: attempt.deps,
    request: { ...attempt.request, ...choice, code, currency: deps.currency, country: deps.country ?? null },
  };
}

/** The shopper's pending order from their cart (theirs brought up to date, or a new one) and its payment session. */
export async function checkoutAction(
  deps: PaymentAttemptDeps,
  shopper: PaymentAttemptRequest["user"],
  choice: PaymentChoice,
): Promise<CheckoutResult> {
  const checkout = await checkoutOf(deps, shopper, choice);
  return await inWireNames(checkoutWireNames, () => startCheckout(checkout.deps, checkout.request));
}

/**
 * The Pix code the checkout page shows at once when the shopper comes back to it (a reload, another
 * tab) while the code is live for the cart as it is. Only a code the store draws itself: Stripe's
 * is on Stripe's page, which Finalize opens again.
 */
export async function livePixCodeAction(
  deps: PaymentAttemptDeps,
  shopper: PaymentAttemptRequest["user"],
): Promise<CheckoutResult | null> {
  if (!(await hasLivePixCode(deps.db, shopper.id))) return null;
  const checkout = await checkoutOf(deps, shopper, PIX_ON_THE_PAGE);
  return drawnByTheStore(await liveCheckoutSession(deps.db, checkout.request));
}

/** The same for a pending order's page ("pay now"): its live Pix code, at once. */
export async function livePayNowCodeAction(
  deps: PaymentAttemptDeps,
  shopper: PaymentAttemptRequest["user"],
  orderId: number,
): Promise<CheckoutResult | null> {
  if (!(await hasLivePixCode(deps.db, shopper.id))) return null;
  const attempt = await attemptOf(deps, shopper);
  return drawnByTheStore(await livePayNowSession(deps.db, orderId, { ...attempt.request, ...PIX_ON_THE_PAGE }));
}

/** Pix as the store's pages ask for it. */
const PIX_ON_THE_PAGE = { paymentMethod: "pix", flow: paymentFlowFor("pix") } as const;

/** A live Pix code the store draws itself; Stripe's is on Stripe's page, which Finalize opens again. */
function drawnByTheStore(live: CheckoutResult | null): CheckoutResult | null {
  return live?.session.pix?.copyPaste ? live : null;
}

/** A new payment session for the shopper's pending order, as it was placed. */
export async function payPendingOrderAction(
  deps: PaymentAttemptDeps,
  shopper: PaymentAttemptRequest["user"],
  orderId: number,
  choice: PaymentChoice,
): Promise<CheckoutResult> {
  const attempt = await attemptOf(deps, shopper);
  return await inWireNames(checkoutWireNames, () =>
    payPendingOrder(attempt.deps, orderId, { ...attempt.request, ...choice }),
  );
}
