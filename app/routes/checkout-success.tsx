// Where the payment provider sends the shopper after paying. It never marks anything paid: it shows
// the order's real status, and while the webhook that fulfils the order has not landed yet it waits,
// reloading the status every 2 s.
import { type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { findOrderBySession } from "@workers/services/orders/queries";
import { useEffect, useState } from "react";
import { StatusBadge } from "~/components/orders/status-badge";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/auth.server";
import { orNotFound } from "~/lib/domain-errors.server";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

/** Spec section 2: the session id is shown cut to 24 characters. */
const SHOWN_SESSION_LENGTH = 24;
const POLL_MS = 2_000;
/** A minute of waiting; after that the page says so and the orders page takes over. */
const MAX_POLLS = 30;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect("/");
  const [order, t] = await Promise.all([
    orNotFound(findOrderBySession(context.db, user.id, sessionId)),
    getFixedT(request),
  ]);
  return {
    session: sessionId.slice(0, SHOWN_SESSION_LENGTH),
    order: { id: order.id, status: order.status },
    title: t("checkoutResult.successMetaTitle"),
  };
}

export const meta = privatePageMeta;

export default function CheckoutSuccessPage() {
  const { session, order } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const waiting = useWaitForPayment(order.status);
  return (
    <section className="page checkout-result" aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title">{t("checkoutResult.successTitle")}</h1>
      <dl className="checkout-result__facts">
        <div>
          <dt>{t("checkoutResult.sessionLabel")}</dt>
          <dd>
            <code data-testid="checkout-session">{session}</code>
          </dd>
        </div>
        <div>
          <dt>{t("checkoutResult.statusLabel")}</dt>
          <dd aria-live="polite" data-testid="order-status">
            <StatusBadge status={order.status} />
          </dd>
        </div>
      </dl>
      {waiting === "waiting" ? (
        <p className="checkout-result__waiting" role="status">
          {t("checkoutResult.waiting")}
        </p>
      ) : null}
      {waiting === "gave_up" ? <p className="checkout-result__waiting">{t("checkoutResult.waitingLong")}</p> : null}
      <div className="checkout-result__actions">
        <Link to="/" className="button button--ghost">
          {t("checkoutResult.goHome")}
        </Link>
        <Link to="/orders" className="button">
          {t("checkoutResult.viewOrders")}
        </Link>
      </div>
    </section>
  );
}

/** While the order is still pending, reload it (and the cart badge with it) until the webhook has landed. */
function useWaitForPayment(status: string): "done" | "waiting" | "gave_up" {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const pending = status === "pendente";
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
