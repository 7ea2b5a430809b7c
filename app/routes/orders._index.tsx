import type { LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/orders/http/orders-page.server";
import { OrdersTable } from "~/components/orders/orders-table";
import { PayNowLink } from "~/components/orders/pay-now-link";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { loader } from "@workers/orders/http/orders-page.server";

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
