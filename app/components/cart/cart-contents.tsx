import { Link, useFetcher } from "@remix-run/react";
import { countLines } from "@workers/services/cart/cart-store";
import type { PricedCart } from "@workers/services/cart/pricing";
import { useId } from "react";
import { BrowseGamesEmpty } from "~/components/browse-games-empty";
import { useTranslation } from "~/i18n/use-translation";
import { deliveryPromiseText } from "~/lib/delivery-promise";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { CartLineItem } from "./cart-line";
import { Totals } from "./totals";

/**
 * The cart's lines and summary, shared by the /cart page and the cart drawer: both show the same
 * server cart (priced from D1 on every read), so they can never disagree.
 */
export function CartContents({
  cart,
  currency,
  deliveryHours,
  variant,
}: {
  cart: PricedCart;
  currency: string;
  /** The store's delivery promise (lib/delivery-promise.ts). */
  deliveryHours: number;
  variant: "page" | "drawer";
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  const count = countLines(cart.lines);

  if (cart.lines.length === 0) {
    return <BrowseGamesEmpty message={t("cart.empty")} />;
  }
  return (
    <div className={`cart-contents cart-contents--${variant}`}>
      <p className="cart-count" data-testid="cart-count">
        {t("cart.itemCount", { count })}
      </p>
      <ul className="cart-lines" aria-label={t("cart.linesLabel")}>
        {cart.lines.map((line) => (
          <CartLineItem key={line.line.id} line={line} formatPrice={formatPrice} />
        ))}
      </ul>
      <CartSummary cart={cart} formatPrice={formatPrice} deliveryHours={deliveryHours} detailed={variant === "page"} />
    </div>
  );
}

function CartSummary({
  cart,
  formatPrice,
  deliveryHours,
  detailed,
}: {
  cart: PricedCart;
  formatPrice: (cents: number) => string;
  deliveryHours: number;
  /** The page shows subtotal, service fee and keep-shopping; the drawer only the total. Both say when it is delivered. */
  detailed: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The server refuses to check out a cart with unavailable lines; the shopper removes them first.
  const blocked = cart.lines.some((line) => !line.available);
  return (
    <section className="cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("checkout.summary")}
      </h2>
      <Totals subtotalCents={cart.totalCents} formatPrice={formatPrice} totalOnly={!detailed} testIdPrefix="cart" />
      {blocked ? <p className="cart-summary__blocked">{t("cart.checkoutBlocked")}</p> : null}
      <div className="cart-summary__actions">
        {blocked ? (
          <span className="button" aria-disabled="true">
            {t("cart.checkout")}
          </span>
        ) : (
          <Link to="/checkout" className="button">
            {t("cart.checkout")}
          </Link>
        )}
        {detailed ? (
          <Link to="/games" className="button button--ghost">
            {t("cart.keepShopping")}
          </Link>
        ) : null}
        <ClearCart />
      </div>
      <p className="cart-summary__note" data-testid="delivery-promise">
        {deliveryPromiseText(t, deliveryHours)}
      </p>
    </section>
  );
}

function ClearCart() {
  const { t } = useTranslation();
  const fetcher = useFetcher<unknown>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/cart" className="cart-summary__clear">
      <input type="hidden" name="intent" value="clear" />
      <button type="submit" className="button button--ghost" disabled={busy}>
        {t("cart.clear")}
      </button>
      {isErrorBody(fetcher.data) && !busy ? (
        <p className="cart-line__error" role="alert">
          {`${t("cart.clearError")}: ${fetcher.data.message}`}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
