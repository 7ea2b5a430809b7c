import { type FetcherWithComponents, Link, useFetcher } from "@remix-run/react";
import { countLines } from "@shared/cart/limits";
import { deliveryPromiseText } from "@shared/delivery-promise";
import type { AddToCartWire } from "@workers/cart/schemas";
import type { CodedCart } from "@workers/promotions/cart-code";
import { useEffect, useId, useState } from "react";
import { BrowseGamesEmpty } from "~/components/browse-games-empty";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { focusNextPageHeading } from "~/lib/next-page-heading";
import { CartCodeForm } from "./cart-code-form";
import { CartLineItem } from "./cart-line";
import { type CartAnswer, CartUndoToast, clearedLines, RestoredNotice, restoreOutcome } from "./cart-undo";
import { Totals } from "./totals";

/**
 * The cart's lines and summary, shared by the /cart page and the cart drawer: both show the same
 * server cart (priced from D1 on every read), so they can never disagree. It outlives the lines,
 * so it keeps the clear's answer and offers the Undo once they are gone.
 */
export function CartContents({
  cart,
  currency,
  variant,
  formAnswer,
}: {
  /** With each line's delivery promise and the cart's (the longest), and its discount code. */
  cart: CodedCart;
  currency: string;
  variant: "page" | "drawer";
  /** The /cart action's answer to a form posted without JavaScript (a clear or its undo). */
  formAnswer?: CartAnswer;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const formatPrice = (cents: number) => formatMoney(cents, currency, language);
  const count = countLines(cart.lines);
  const clearFetcher = useFetcher<CartAnswer>();
  const restoreFetcher = useFetcher<CartAnswer>();
  const { undoable, restored } = useUndoState(clearFetcher, restoreFetcher, formAnswer, cart.lines.length === 0);
  const linesTitleId = useId();

  if (cart.lines.length === 0) {
    return (
      <>
        {undoable.length > 0 ? <CartUndoToast lines={undoable} restoreFetcher={restoreFetcher} /> : null}
        <BrowseGamesEmpty message={t("cart.empty")} />
      </>
    );
  }
  return (
    <div className={`cart-contents cart-contents--${variant}`}>
      {restored ? <RestoredNotice outcome={restored} /> : null}
      <p className="cart-count" data-testid="cart-count">
        {t("cart.itemCount", { count })}
      </p>
      {/* The lines' heading: each line's name is a heading one level below it, as the summary's is. */}
      <h2 id={linesTitleId} className="visually-hidden">
        {t("cart.linesLabel")}
      </h2>
      <ul className="cart-lines" aria-labelledby={linesTitleId}>
        {cart.lines.map((line) => (
          <CartLineItem key={line.line.id} line={line} formatPrice={formatPrice} />
        ))}
      </ul>
      <CartSummary
        cart={cart}
        formatPrice={formatPrice}
        detailed={variant === "page"}
        clearFetcher={clearFetcher}
        formAnswer={formAnswer}
      />
    </div>
  );
}

/**
 * The lines the latest clear removed, while the cart stays empty, and what the latest Undo did:
 * each answer counts once (an empty cart after removing lines one by one offers no Undo).
 */
function useUndoState(
  clearFetcher: FetcherWithComponents<CartAnswer>,
  restoreFetcher: FetcherWithComponents<CartAnswer>,
  formAnswer: CartAnswer | undefined,
  empty: boolean,
) {
  const [undoable, setUndoable] = useState<AddToCartWire[]>(() => clearedLines(formAnswer));
  const [restored, setRestored] = useState(() => restoreOutcome(formAnswer));
  useEffect(() => {
    if (!clearFetcher.data) return;
    setUndoable(clearedLines(clearFetcher.data));
    setRestored(null);
  }, [clearFetcher.data]);
  useEffect(() => {
    const outcome = restoreOutcome(restoreFetcher.data);
    if (!outcome) return;
    setUndoable([]);
    setRestored(outcome);
  }, [restoreFetcher.data]);
  useEffect(() => {
    if (!empty) setUndoable([]);
  }, [empty]);
  return { undoable, restored };
}

function CartSummary({
  cart,
  formatPrice,
  detailed,
  clearFetcher,
  formAnswer,
}: {
  cart: CodedCart;
  formatPrice: (cents: number) => string;
  /**
   * The page shows subtotal, the code, service fee and keep-shopping; the drawer only the total (with
   * the code's discount). Both say when it is delivered.
   */
  detailed: boolean;
  clearFetcher: FetcherWithComponents<CartAnswer>;
  formAnswer?: CartAnswer;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  // The server refuses to check out a cart with unavailable lines; the shopper removes them first.
  const unavailable = cart.lines.some((line) => !line.available);
  // A line beyond what is left of it on its server (issue 50): lowered or removed first, as it says.
  const beyondStock = cart.lines.some(
    (line) => line.available && line.stockLeft !== null && line.line.quantity > line.stockLeft,
  );
  const blocked = unavailable || beyondStock;
  return (
    <section className="cart-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t("checkout.summary")}
      </h2>
      {detailed ? <CartCodeForm code={cart.code} formatPrice={formatPrice} formAnswer={formAnswer} /> : null}
      <Totals
        subtotalCents={cart.totalCents}
        discount={cart.code && { code: cart.code.code, cents: cart.discountCents }}
        formatPrice={formatPrice}
        totalOnly={!detailed}
        testIdPrefix="cart"
      />
      {unavailable ? <p className="cart-summary__blocked">{t("cart.checkoutBlocked")}</p> : null}
      {beyondStock ? <p className="cart-summary__blocked">{t("stock.shown.checkoutBlocked")}</p> : null}
      <div className="cart-summary__actions">
        {blocked ? (
          <span className="button" aria-disabled="true">
            {t("cart.checkout")}
          </span>
        ) : (
          <Link to="/checkout" className="button" onClick={focusNextPageHeading}>
            {t("cart.checkout")}
          </Link>
        )}
        {detailed ? (
          <Link to="/games" className="button button--ghost">
            {t("cart.keepShopping")}
          </Link>
        ) : null}
        <ClearCart fetcher={clearFetcher} />
      </div>
      <p className="cart-summary__note" data-testid="delivery-promise">
        {deliveryPromiseText(t, cart.deliveryMinutes)}
      </p>
    </section>
  );
}

/** Clears at once (the lines can be put back with the Undo that follows). */
function ClearCart({ fetcher }: { fetcher: FetcherWithComponents<CartAnswer> }) {
  const { t } = useTranslation();
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
