// Where the payment page sends a shopper who went back without paying. Nothing was charged and the
// order stays pending, so trying again (another card, another method) pays that same order instead
// of leaving a cancelled one behind; cancelling it is the shopper's explicit choice (the same
// service as POST /api/stripe/cancel-order). The cart is untouched either way.
import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import type { action, loader } from "@workers/orders/http/checkout-cancel-page.server";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { action, loader } from "@workers/orders/http/checkout-cancel-page.server";
export const meta = privatePageMeta;

export default function CheckoutCancelPage() {
  const { sessionId, pendingOrderId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  const cancelled = answer && !isErrorBody(answer) && answer.status === "cancelado" ? answer.orderId : null;
  const scheduled = answer && !isErrorBody(answer) && answer.cancellation === "scheduled" ? answer.orderId : null;
  const busy = fetcher.state !== "idle";
  // Starts at its outcome, as the payment-approved page does.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page checkout-result" aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title" ref={heading} tabIndex={-1}>
        {t("checkoutCancelled.title")}
      </h1>
      <div role="status">
        {cancelled !== null ? (
          <p>{t("checkoutCancelled.cancelled", { id: cancelled })}</p>
        ) : scheduled !== null ? (
          <p>{t("checkoutCancelled.scheduled", { id: scheduled })}</p>
        ) : (
          <p>
            {pendingOrderId !== null
              ? t("checkoutCancelled.text", { id: pendingOrderId })
              : t("checkoutCancelled.textNoOrder")}
          </p>
        )}
      </div>
      {isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
      <div className="checkout-result__actions">
        <Link to="/" className="button button--ghost">
          {t("checkoutResult.goHome")}
        </Link>
        {pendingOrderId !== null && sessionId && cancelled === null && scheduled === null ? (
          <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
            <input type="hidden" name="session_id" value={sessionId} />
            <button type="submit" className="button button--ghost" aria-disabled={busy || undefined}>
              {busy ? t("checkoutCancelled.cancelling") : t("checkoutCancelled.cancelOrder")}
            </button>
          </fetcher.Form>
        ) : null}
        <Link to="/checkout" className="button">
          {cancelled === null && pendingOrderId !== null ? t("checkoutCancelled.tryAgain") : t("checkoutResult.retry")}
        </Link>
      </div>
    </section>
  );
}
