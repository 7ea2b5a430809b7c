import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { parseId } from "@workers/services/ids";
import { getOrder } from "@workers/services/orders/queries";
import { OrderDetails } from "~/components/orders/order-details";
import { StatusBadge } from "~/components/orders/status-badge";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/auth.server";
import { orNotFound } from "~/lib/domain-errors.server";
import { privatePageMeta } from "~/lib/meta";
import { orderDetailView, useFormatDate } from "~/lib/order-view";
import { statusReasonText } from "~/lib/vocabulary/status-reasons";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  // Another shopper's order is as unknown as one that does not exist.
  const [order, t] = await Promise.all([orNotFound(getOrder(context.db, user.id, id)), getFixedT(request)]);
  return { order: orderDetailView(order), title: t("orders.order", { id }) };
}

export const meta = privatePageMeta;

export default function OrderPage() {
  const { order } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <Link to="/orders" className="order-page__back">
        {t("orders.backToOrders")}
      </Link>
      <h1 id="order-title">{t("orders.order", { id: order.id })}</h1>
      <OrderDetails order={order} />
      <section className="order-timeline" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">{t("orders.timeline")}</h2>
        <ol>
          {order.timeline.map((entry) => (
            <li key={entry.id}>
              <StatusBadge status={entry.status} /> <time dateTime={entry.at}>{formatDate(entry.at)}</time>
              {statusReasonText(t, entry.reason) ? (
                <span className="order-timeline__reason"> · {statusReasonText(t, entry.reason)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page error-page" role="alert">
      <h1>{t(notFound ? "orders.notFound" : "errors.genericTitle")}</h1>
      <Link to="/orders" className="button">
        {t("orders.backToOrders")}
      </Link>
    </section>
  );
}
