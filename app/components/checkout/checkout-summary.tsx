import { Link } from "@remix-run/react";
import { deliveryPromiseText, deliveryTimeText } from "@shared/delivery-promise";
import type { CodedCart } from "@workers/promotions/cart-code";
import { CartCodeForm } from "~/components/cart/cart-code-form";
import { useLineTitle } from "~/components/cart/cart-line";
import { Totals } from "~/components/cart/totals";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The order summary beside the payment form: what is being bought, for whom, the discount code
 * (checkout takes the cart's; it can be changed here) and the total.
 */
export function CheckoutSummary({ cart, formatPrice }: { cart: CodedCart; formatPrice: (cents: number) => string }) {
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
            {line.available && line.stockLeft !== null && line.line.quantity > line.stockLeft ? (
              <span className="checkout-summary__discount" data-testid="checkout-line-stock">
                {line.stockLeft <= 0
                  ? t(line.line.server ? "stock.shown.cartSoldOut" : "stock.shown.cartSoldOutNoServer", {
                      server: line.line.server ?? "",
                    })
                  : t(line.line.server ? "stock.shown.cartShort" : "stock.shown.cartShortNoServer", {
                      count: line.stockLeft,
                      server: line.line.server ?? "",
                    })}
              </span>
            ) : null}
            {line.discountCents > 0 ? (
              <span className="checkout-summary__discount" data-testid="checkout-line-discount">
                {t("promotionsShop.lineDiscount")}:{" "}
                {t("promotions.lineDiscount", { amount: formatPrice(line.discountCents) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <CartCodeForm code={cart.code} formatPrice={formatPrice} />
      <Totals
        subtotalCents={cart.totalCents}
        discount={cart.code && { code: cart.code.code, cents: cart.discountCents }}
        formatPrice={formatPrice}
        testIdPrefix="checkout"
      />
      <p className="checkout-summary__promise" data-testid="checkout-delivery-promise">
        {deliveryPromiseText(t, cart.deliveryMinutes)}
      </p>
      <Link to="/cart" className="checkout-summary__back">
        {t("checkout.backToCart")}
      </Link>
    </section>
  );
}
