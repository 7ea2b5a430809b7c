import { Link, useFetcher } from "@remix-run/react";
import { countItems } from "@workers/services/cart/cart-store";
import type { PricedCart } from "@workers/services/cart/pricing";
import { useId } from "react";
import { BrowseGamesEmpty } from "~/components/browse-games-empty";
import { useTranslation } from "~/i18n/use-translation";
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
  variant,
}: {
  cart: PricedCart;
  currency: string;
  variant: "page" | "drawer";
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  const count = countItems(cart.lines.map((line) => line.line));

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
      <CartSummary cart={cart} formatPrice={formatPrice} detailed={variant === "page"} />
    </div>
  );
}

function CartSummary({
  cart,
  formatPrice,
  detailed,
}: {
  cart: PricedCart;
  formatPrice: (cents: number) => string;
  /** The page shows subtotal, service fee, keep-shopping and the delivery note; the drawer only the total. */
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
      {detailed ? <p className="cart-summary__note">{t("cart.instantDelivery")}</p> : null}
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
