// The checkout page (app/routes/checkout.tsx renders it): its loader and Finalize, in the orders area,
// which makes the order from the cart and starts its payment.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "@workers/edge/page-guards.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { paymentAttemptDepsOf } from "@workers/orders/http/checkout-for-request";
import { openedSession, paymentStepAction, paymentStepData } from "@workers/orders/http/payment-step-page.server";
import { checkoutAction, livePixCodeAction } from "@workers/orders/payment-actions";
import { findLatestOrder } from "@workers/orders/queries";
import { getCodedCart } from "@workers/promotions/cart-code";
import { getStoreSettings } from "@workers/settings/store-settings";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { t } = context;
  // The payment attempt's dependencies hold the coded cart's (the database, the shopper's language and currency).
  const deps = paymentAttemptDepsOf(context);
  const [cart, settings, latestOrder, livePix] = await Promise.all([
    getCodedCart(deps, user.id),
    getStoreSettings(context.db),
    findLatestOrder(context.db, user.id),
    livePixCodeAction(deps, user),
  ]);
  return {
    cart,
    // Named on an empty checkout (just paid, then back); a pending one is also said beside the methods.
    latestOrder,
    pendingOrderId: latestOrder?.status === "pendente" ? latestOrder.id : null,
    // Back on the page (a reload, another tab) while the order's Pix code is live: that code, at once.
    livePix: livePix ? openedSession(livePix) : null,
    payment: paymentStepData(context, settings, t, cart.currency),
    title: t("checkout.metaTitle"),
    pageTexts: pageTexts(context.language, "checkoutPage"),
  };
}

/**
 * Finalize: the shopper's pending order from the server-side cart (their existing one, brought up to
 * date, or a new one) and a payment session (the same action as POST /api/checkout).
 */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  return paymentStepAction(request, context, (deps, choice) => checkoutAction(deps, user, choice));
});
