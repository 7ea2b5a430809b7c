import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { startCheckoutFor } from "@workers/http/checkout-for-request";
import { getPromisedCart } from "@workers/services/cart/cart";
import { findPendingOrderId } from "@workers/services/orders/queries";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { type PaymentBlock, PaymentStep } from "~/components/checkout/payment-step";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/auth.server";
import { cartDepsFor } from "~/lib/cart.server";
import { keepWorkOnConnectionLoss, unlessConnectionLost } from "~/lib/connection-loss";
import { privatePageMeta } from "~/lib/meta";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { paymentStepAction, paymentStepData } from "~/lib/payment-step.server";
import { getPageTexts, getRequestTexts } from "~/lib/request-texts.server";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [cart, settings, { t }, pendingOrderId] = await Promise.all([
    cartDepsFor(request, context).then((deps) => getPromisedCart(deps, user.id)),
    getStoreSettings(context.db),
    getRequestTexts(request),
    findPendingOrderId(context.db, user.id),
  ]);
  return {
    cart,
    currency: cart.currency,
    pendingOrderId,
    payment: paymentStepData(context, settings, t),
    title: t("checkout.metaTitle"),
    pageTexts: await getPageTexts(request, "checkout"),
  };
}

export const meta = privatePageMeta;

/**
 * Finalize: the shopper's pending order from the server-side cart (their existing one, brought up to
 * date, or a new one) and a payment session (the same service as POST /api/checkout).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  return paymentStepAction(request, (attempt) =>
    startCheckoutFor({ db: context.db, env: context.cloudflare.env }, request, { user, ...attempt }),
  );
}

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

export default function CheckoutPage() {
  const { cart, currency, pendingOrderId, payment } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  // A post made without JavaScript comes back as the page's action data.
  const actionData = useActionData<typeof action>();
  const block: PaymentBlock | null =
    cart.lines.length === 0
      ? { message: t("checkout.emptyCart"), link: { to: "/games", label: t("cart.browseGames") } }
      : cart.lines.some((line) => !line.available)
        ? { message: t("checkout.cartChanged"), link: { to: "/cart", label: t("checkout.backToCart") } }
        : null;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      <div className="checkout-layout">
        <CheckoutSummary cart={cart} formatPrice={formatPrice} />
        <PaymentStep
          action="/checkout"
          amount={formatPrice(cart.totalCents)}
          block={block}
          data={payment}
          answerWithoutScript={actionData}
        >
          {pendingOrderId !== null && !block ? (
            <p className="checkout-form__pending">{t("paymentStep.pendingOrder", { id: pendingOrderId })}</p>
          ) : null}
        </PaymentStep>
      </div>
    </section>
  );
}
