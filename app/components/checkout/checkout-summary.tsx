import { Link } from "@remix-run/react";
import { deliveryPromiseText, deliveryTimeText } from "@shared/delivery-promise";
import type { PromisedCart } from "@workers/services/cart/promised-cart";
import { useLineTitle } from "~/components/cart/cart-line";
import { Totals } from "~/components/cart/totals";
import { useTranslation } from "~/i18n/use-translation";

/** The order summary beside the payment form: what is being bought, for whom, and the total. */
export function CheckoutSummary({ cart, formatPrice }: { cart: PromisedCart; formatPrice: (cents: number) => string }) {
  const { t } = useTranslation();
  const lineTitle = useLineTitle();
  return (
    <section className="checkout-summary surface" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("checkout.summary")}</h2>
      <ul className="checkout-summary__lines">
        {cart.lines.map((line) => (
          <li key={line.line.id}>
            <span className="checkout-summary__name">
              {line.line.quantity > 1 && line.kind === "item" ? `${line.line.quantity} × ` : ""}
              {lineTitle(line)}
            </span>
            <span className="checkout-summary__meta">
              {line.gameName} · {line.line.nickname} · {deliveryTimeText(t, line.deliveryMinutes)}
            </span>
            <span className="checkout-summary__price">
              {line.available ? formatPrice(line.lineTotalCents) : t("cart.unavailableBadge")}
            </span>
          </li>
        ))}
      </ul>
      <Totals subtotalCents={cart.totalCents} formatPrice={formatPrice} testIdPrefix="checkout" />
      <p className="checkout-summary__promise" data-testid="checkout-delivery-promise">
        {deliveryPromiseText(t, cart.deliveryMinutes)}
      </p>
      <Link to="/cart" className="checkout-summary__back">
        {t("checkout.backToCart")}
      </Link>
    </section>
  );
}
