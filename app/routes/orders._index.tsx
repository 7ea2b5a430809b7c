import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "@workers/edge/page-guards.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { orderView } from "@workers/orders/order-view";
import { listOrders } from "@workers/orders/queries";
import { OrdersTable } from "~/components/orders/orders-table";
import { PayNowLink } from "~/components/orders/pay-now-link";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { t } = context;
  const orders = await listOrders(context.db, user.id);
  return {
    orders: orders.map(orderView),
    title: t("orders.metaTitle"),
    pageTexts: pageTexts(context.language, "orders"),
    timeZone: await viewerTimeZone(request),
  };
}

export const meta = privatePageMeta;

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

/** The shopper's order history, newest first, each row leading to its own page. */
export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t("orders.title")}</h1>
      <OrdersTable
        orders={orders}
        renderAction={(order) => (
          <>
            <PayNowLink order={order} className="button button--small" />
            <Link to={`/orders/${order.id}`} className="button button--ghost button--small">
              {t("orders.details")}
              <span className="visually-hidden"> {t("orders.order", { id: order.id })}</span>
            </Link>
          </>
        )}
      />
    </section>
  );
}
