// Where the shopper lands after paying (from the card form here, or the payment page). It never marks
// anything paid: its headline follows the order's real status (shared/orders/checkout-outcome.ts), and
// while the webhook that confirms the payment has not landed it shows its progress and reloads the
// order (and the cart badge with it) every 2 s. It names the order, what was bought, for whom, its
// code's discount, when it is delivered (the order page's promise and deadline) and until when it
// can be withdrawn; the payment session id stays small, for support.
import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import type { CheckoutOutcome } from "@shared/orders/checkout-outcome";
import { withdrawalPromiseText } from "@shared/orders/withdrawal";
import type { loader } from "@workers/orders/http/checkout-success-page.server";
import { useEffect, useRef, useState } from "react";
import { DeliveryDetails } from "~/components/cart/delivery-details";
import { GoingHome } from "~/components/checkout/going-home";
import { OrderTotals, useOrderLineTitle } from "~/components/orders/order-details";
import { OrderPromise } from "~/components/orders/order-live";
import { StatusBadge } from "~/components/orders/status-badge";
import { useTranslation } from "~/i18n/use-translation";
import { privatePageMeta } from "~/lib/meta";
import { useFormatDate } from "~/lib/order-view";
import shoppingStyles from "~/styles/shopping.css?url";

const POLL_MS = 2_000;
/** A minute of waiting; after that the page says so and the orders page takes over. */
const MAX_POLLS = 30;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { loader } from "@workers/orders/http/checkout-success-page.server";

export const meta = privatePageMeta;

export default function CheckoutSuccessPage() {
  const { session, outcome, order, promise, withdrawal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const withdrawalPromise = withdrawalPromiseText(t, withdrawal, formatDate);
  const lineTitle = useOrderLineTitle();
  const waiting = useWaitForPayment(outcome);
  const delivered = outcome === "approved" || outcome === "waiting";
  // The page starts at its outcome, as the other steps of paying do (the card form's 3-D Secure step,
  // the cancelled page): a screen reader hears whether the payment went through first.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page checkout-result" data-outcome={outcome} aria-labelledby="checkout-result-title">
      <div className="checkout-result__head">
        {waiting === "waiting" ? <span className="spinner" aria-hidden="true" /> : null}
        <h1 id="checkout-result-title" ref={heading} tabIndex={-1}>
          {t(`successPage.${outcome}Title`, { id: order.id })}
        </h1>
      </div>
      {/* One live region: the change from waiting to approved (or not paid) is announced. */}
      <div role="status" aria-live="polite" className="checkout-result__status">
        <p>{t(`successPage.${outcome}Text`, { id: order.id })}</p>
        {waiting === "gave_up" ? <p className="checkout-result__waiting">{t("checkoutResult.waitingLong")}</p> : null}
      </div>
      <p className="checkout-result__order">
        <Link to={`/orders/${order.id}`} data-testid="checkout-order">
          {t("orders.order", { id: order.id })}
        </Link>
        <span data-testid="order-status">
          <StatusBadge status={order.status} />
        </span>
      </p>
      {outcome === "notPaid" ? null : (
        <section className="checkout-result__bought" aria-labelledby="checkout-bought-title">
          <h2 id="checkout-bought-title">{t("successPage.bought")}</h2>
          <ul>
            {order.lines.map((line) => (
              <li key={line.id}>
                <span className="checkout-result__line">{lineTitle(line)}</span>
                <span className="checkout-result__game">{line.gameName}</span>
                <DeliveryDetails
                  nickname={line.nickname}
                  server={line.server}
                  platform={line.platform}
                  delivery={line.delivery}
                />
              </li>
            ))}
          </ul>
          <OrderTotals order={order} />
        </section>
      )}
      {/* The order page's promise: its deadline once the payment is confirmed. */}
      {delivered ? <OrderPromise order={promise} /> : null}
      {withdrawalPromise ? (
        <section className="checkout-result__withdrawal" aria-labelledby="checkout-withdrawal-title">
          <h2 id="checkout-withdrawal-title">{t("withdrawal.title")}</h2>
          <p>{withdrawalPromise}</p>
        </section>
      ) : null}
      <ResultActions outcome={outcome} orderId={order.id} />
      {/* Below the actions: when it goes, nothing the shopper is reaching for moves. */}
      {outcome === "approved" && order.paymentMethod !== "pix" ? <GoingHome /> : null}
      <p className="checkout-result__support">
        {t("successPage.supportReference")} <code data-testid="checkout-session">{session}</code>
      </p>
    </section>
  );
}

function ResultActions({ outcome, orderId }: { outcome: CheckoutOutcome; orderId: number }) {
  const { t } = useTranslation();
  if (outcome === "notPaid") {
    return (
      <div className="checkout-result__actions">
        <Link to="/" className="button button--ghost">
          {t("checkoutResult.goHome")}
        </Link>
        <Link to="/cart" className="button">
          {t("successPage.backToCart")}
        </Link>
      </div>
    );
  }
  return (
    <div className="checkout-result__actions">
      <Link to="/" className="button button--ghost">
        {t("checkoutResult.goHome")}
      </Link>
      <Link to="/orders" className="button button--ghost">
        {t("checkoutResult.viewOrders")}
      </Link>
      <Link to={`/orders/${orderId}`} className="button">
        {t("orders.viewPage")}
      </Link>
    </div>
  );
}

/** While the order is still pending, reload it (and the cart badge with it) until the webhook has landed. */
function useWaitForPayment(outcome: CheckoutOutcome): "done" | "waiting" | "gave_up" {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const pending = outcome === "waiting";
  useEffect(() => {
    if (!pending || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls, revalidator]);
  if (!pending) return "done";
  return polls >= MAX_POLLS ? "gave_up" : "waiting";
}
