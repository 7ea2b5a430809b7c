// The checkout page's summary and payment step: rendered by the server with the page, its code and
// texts fetched by the browser after the first load (app/routes/checkout.tsx, issue #19).

import type { PaymentStepData } from "@workers/orders/http/payment-step-page.server";
import type { CodedCart } from "@workers/promotions/cart-code";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { type PaymentBlock, PaymentStep } from "~/components/checkout/payment-step";
import { useTranslation } from "~/i18n/use-translation";
import { formatMoney, usePageLanguage } from "~/lib/money";

export interface CheckoutContentProps {
  /** With its discount code: checkout takes the cart's. */
  cart: CodedCart;
  pendingOrderId: number | null;
  payment: PaymentStepData;
  /** The order's live Pix code, shown at once (a reload, another tab). */
  livePix: React.ComponentProps<typeof PaymentStep>["liveSession"];
  /** A post made without JavaScript comes back as the page's action data. */
  answerWithoutScript: React.ComponentProps<typeof PaymentStep>["answerWithoutScript"];
}

export default function CheckoutContent({
  cart,
  pendingOrderId,
  payment,
  livePix,
  answerWithoutScript,
}: CheckoutContentProps) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatPrice = (cents: number) => formatMoney(cents, cart.currency, language);
  // Checkout would refuse a code that no longer applies: the summary says why and offers to remove it.
  const refusal = cart.code?.refusal;
  // An empty cart never comes here: the page shows its empty state instead (./checkout-empty.tsx).
  // A line beyond what is left of it on its server (issue 50): changed in the cart, which says how.
  const beyondStock = cart.lines.some(
    (line) => line.available && line.stockLeft !== null && line.line.quantity > line.stockLeft,
  );
  const block: PaymentBlock | null = cart.lines.some((line) => !line.available)
    ? { message: t("checkout.cartChanged"), link: { to: "/cart", label: t("checkout.backToCart") } }
    : beyondStock
      ? { message: t("stock.shown.checkoutBlocked"), link: { to: "/cart", label: t("checkout.backToCart") } }
      : refusal && cart.code
        ? {
            message: `${t("promotionsShop.notApplied", { code: cart.code.code })} ${t(refusal.messageKey, refusal.params)}`,
            link: { to: "/cart", label: t("checkout.backToCart") },
          }
        : null;
  return (
    <div className="checkout-layout">
      <CheckoutSummary cart={cart} formatPrice={formatPrice} />
      <PaymentStep
        action="/checkout"
        amount={formatPrice(cart.totalCents - cart.discountCents)}
        block={block}
        data={payment}
        liveSession={livePix}
        answerWithoutScript={answerWithoutScript}
      >
        {pendingOrderId !== null && !block ? (
          <p className="checkout-form__pending">{t("paymentStep.pendingOrder", { id: pendingOrderId })}</p>
        ) : null}
      </PaymentStep>
    </div>
  );
}
