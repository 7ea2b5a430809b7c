// /checkout with nothing in the cart: no payment methods and no button to pay nothing. It says the
// cart is empty and leads back to the games, and names the order the shopper has just placed (paid,
// or waiting for payment), so a shopper back on this page after paying finds that order, not a
// payment form (issue 47).
import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

export interface LatestOrder {
  id: number;
  status: string;
}

export function CheckoutEmpty({ latestOrder }: { latestOrder: LatestOrder | null }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // In place of a form whose button had the focus (the cart emptied under it): the focus comes here.
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.focus({ preventScroll: true });
  }, []);
  const pending = latestOrder?.status === "pendente";
  return (
    <div ref={box} tabIndex={-1} className="checkout-empty surface" data-testid="checkout-empty">
      {latestOrder ? (
        <p className="checkout-empty__order">
          {t(pending ? "checkout.empty.pending" : "checkout.empty.paid", { id: latestOrder.id })}{" "}
          <Link to={`/orders/${latestOrder.id}`} data-testid="checkout-latest-order">
            {t(pending ? "checkout.empty.pay" : "checkout.empty.follow", { id: latestOrder.id })}
          </Link>
        </p>
      ) : null}
      <p>{t("checkout.empty.text")}</p>
      <Link to="/games" className={latestOrder ? "button button--ghost" : "button"}>
        {t("cart.browseGames")}
      </Link>
    </div>
  );
}
