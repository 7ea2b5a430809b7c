import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import type { PaymentMethod } from "@workers/db/schema";
import { getCart } from "@workers/services/cart/cart";
import { startCheckoutFor } from "@workers/services/orders/checkout-for-request";
import { paymentFlowFor } from "@workers/services/orders/payment-flow";
import { checkoutSchema } from "@workers/services/orders/schemas";
import { isSandboxEnabled } from "@workers/services/payments/provider-for-env";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { useEffect, useState } from "react";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { PixDialog } from "~/components/checkout/pix-dialog";
import { SandboxCardForm } from "~/components/checkout/sandbox-card-form";
import { StripeEmbeddedCheckout } from "~/components/checkout/stripe-embedded";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { readForm, requireUser } from "~/lib/auth.server";
import { cartDepsFor } from "~/lib/cart.server";
import { withDomainErrorData } from "~/lib/domain-errors.server";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { getRequestTexts } from "~/lib/request-texts.server";
import { paymentMethodText } from "~/lib/vocabulary/payment-methods";
import shoppingStyles from "~/styles/shopping.css?url";

/** Spec section 9: after a card payment the success screen stays 3 s before the order's page. */
const SUCCESS_SCREEN_MS = 3_000;
const METHODS = checkoutSchema.entries.metodo_pagamento.options;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const [cart, settings, { t }] = await Promise.all([
    getCart(cartDepsFor(context), user.id),
    getStoreSettings(context.db),
    getRequestTexts(request),
  ]);
  const whatsappText = new URLSearchParams({ text: t("checkout.pixWhatsappMessage") });
  return {
    cart,
    currency: settings.currency,
    whatsappUrl: `https://wa.me/${settings.whatsappNumber}?${whatsappText}`,
    communityUrl: settings.communityUrl,
    // The embedded card form: the local sandbox's, or Stripe's with the publishable key.
    cardForm: isSandboxEnabled(env)
      ? ({ kind: "sandbox" } as const)
      : ({ kind: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY } as const),
    title: t("checkout.metaTitle"),
  };
}

export const meta = privatePageMeta;

/**
 * Finalize: a pending order from the server-side cart and a payment session (the same service as
 * POST /api/checkout). The method decides the flow (payment-flow.ts): the redirect flow leaves for
 * the payment page at once, the embedded flow answers with the session the card form pays.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const input = await readForm(request, checkoutSchema);
  if (!input.ok) return input.response;
  const method = input.data.metodo_pagamento;
  return withDomainErrorData(request, async () => {
    const result = await startCheckoutFor({ db: context.db, env: context.cloudflare.env }, request, {
      user,
      paymentMethod: method,
      flow: paymentFlowFor(method),
    });
    if (result.session.url) return redirect(result.session.url);
    return { sessionId: result.session.sessionId, clientSecret: result.session.clientSecret ?? "" };
  });
}

export default function CheckoutPage() {
  const { cart, currency, whatsappUrl, communityUrl, cardForm } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const [method, setMethod] = useState<PaymentMethod>("credit_card");
  const [pixOpen, setPixOpen] = useState(false);
  const [paidSession, setPaidSession] = useState<string | null>(null);
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  // A post made without JavaScript comes back as the page's action data.
  const actionData = useActionData<typeof action>();
  const answer = fetcher.data ?? actionData;
  const session = answer && !isErrorBody(answer) ? answer : null;
  const processing = fetcher.state !== "idle";
  const empty = cart.lines.length === 0;
  const changed = cart.lines.some((line) => !line.available);

  useEffect(() => {
    if (!paidSession) return;
    const timer = setTimeout(
      () => navigate(`/checkout-success?session_id=${encodeURIComponent(paidSession)}`),
      SUCCESS_SCREEN_MS,
    );
    return () => clearTimeout(timer);
  }, [paidSession, navigate]);

  if (paidSession) {
    return (
      <section className="page checkout-done" role="status">
        <h1>{t("checkout.successTitle")}</h1>
        <p>{t("checkout.successText")}</p>
      </section>
    );
  }

  const error = empty
    ? t("checkout.emptyCart")
    : changed
      ? t("checkout.cartChanged")
      : isErrorBody(answer)
        ? answer.message
        : null;
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      <div className="checkout-layout">
        <CheckoutSummary cart={cart} formatPrice={formatPrice} />
        <section className="checkout-payment surface" aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title">{session ? t("checkout.cardTitle") : t("checkout.paymentMethod")}</h2>
          {session ? (
            cardForm.kind === "sandbox" ? (
              <>
                <SandboxCardForm
                  sessionId={session.sessionId}
                  amount={formatPrice(cart.totalCents)}
                  onPaid={() => setPaidSession(session.sessionId)}
                />
                <noscript>
                  <p className="checkout-payment__noscript">{t("checkout.noScript")}</p>
                </noscript>
              </>
            ) : (
              <StripeEmbeddedCheckout publishableKey={cardForm.publishableKey} clientSecret={session.clientSecret} />
            )
          ) : (
            <fetcher.Form
              method="post"
              className="checkout-form"
              onSubmit={(event) => {
                // Pix is not paid through the site: the modal says how to pay with it instead.
                if (method !== "pix") return;
                event.preventDefault();
                setPixOpen(true);
              }}
            >
              <fieldset className="payment-methods">
                <legend className="visually-hidden">{t("checkout.paymentMethod")}</legend>
                {METHODS.map((value) => (
                  <label key={value} className="payment-method">
                    <input
                      type="radio"
                      name="metodo_pagamento"
                      value={value}
                      checked={method === value}
                      onChange={() => {
                        setMethod(value);
                        if (value === "pix") setPixOpen(true);
                      }}
                    />
                    <span>{paymentMethodText(t, value)}</span>
                  </label>
                ))}
              </fieldset>
              {error ? (
                <FormAlert kind="error">
                  <p>{error}</p>
                  {empty ? <Link to="/games">{t("cart.browseGames")}</Link> : null}
                  {changed ? <Link to="/cart">{t("checkout.backToCart")}</Link> : null}
                </FormAlert>
              ) : null}
              <button type="submit" className="button checkout-form__submit" disabled={processing || empty || changed}>
                {processing ? t("checkout.processing") : t("checkout.finalize")}
              </button>
            </fetcher.Form>
          )}
        </section>
      </div>
      <PixDialog
        open={pixOpen}
        onClose={() => setPixOpen(false)}
        whatsappUrl={whatsappUrl}
        communityUrl={communityUrl}
      />
    </section>
  );
}
