import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import { cartCodeDepsOf } from "@workers/cart/http/api";
import { requireUser } from "@workers/edge/page-guards.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { paymentAttemptDepsOf } from "@workers/orders/http/checkout-for-request";
import { openedSession, paymentStepAction, paymentStepData } from "@workers/orders/http/payment-step-page.server";
import { checkoutAction, livePixCodeAction } from "@workers/orders/payment-actions";
import { findLatestOrder } from "@workers/orders/queries";
import { getCodedCart } from "@workers/promotions/cart-code";
import { getStoreSettings } from "@workers/settings/store-settings";
import { useEffect } from "react";
import { CheckoutEmpty } from "~/components/checkout/checkout-empty";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { t } = context;
  const [cart, settings, latestOrder, livePix] = await Promise.all([
    getCodedCart(cartCodeDepsOf(context), user.id),
    getStoreSettings(context.db),
    findLatestOrder(context.db, user.id),
    livePixCodeAction(paymentAttemptDepsOf(context), user),
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

export const meta = privatePageMeta;

/**
 * Finalize: the shopper's pending order from the server-side cart (their existing one, brought up to
 * date, or a new one) and a payment session (the same action as POST /api/checkout).
 */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  return paymentStepAction(request, context, (deps, choice) => checkoutAction(deps, user, choice));
});

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

// The summary and payment step: the server renders them with the page, the browser fetches their
// code and texts after the first load (issue #19).
const CheckoutContent = serverRenderedLazy(() => import("~/components/checkout/checkout-content"), {
  texts: ["checkout"],
});

export default function CheckoutPage() {
  const { cart, latestOrder, pendingOrderId, payment, livePix } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // A post made without JavaScript comes back as the page's action data.
  const actionData = useActionData<typeof action>();
  useFreshWhenBack();
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      {cart.lines.length === 0 ? (
        <CheckoutEmpty latestOrder={latestOrder} />
      ) : (
        <CheckoutContent
          cart={cart}
          pendingOrderId={pendingOrderId}
          payment={payment}
          livePix={livePix}
          answerWithoutScript={actionData}
        />
      )}
    </section>
  );
}

/**
 * Back on this page from the browser's history after paying elsewhere (the payment page, then Back):
 * a page the browser kept whole (its back-forward cache) still shows the cart as it was, so it asks
 * the store again. A Back inside the store runs the loader anyway.
 */
function useFreshWhenBack() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) revalidate();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [revalidate]);
}
