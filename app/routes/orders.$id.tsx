import type { LinksFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import type { action, loader } from "@workers/orders/http/order-page.server";
import { useRevalidateWhileVisible } from "~/components/admin/use-revalidate-while-visible";
import { ErrorReference } from "~/components/error-reference";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { privatePageMeta } from "~/lib/meta";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import shoppingStyles from "~/styles/shopping.css?url";

// Everything below the title (promise, details, progress, proof, forms, conversation, timeline):
// rendered with the page, its code and texts fetched after its first load (a form sent before they
// came is sent again by it).
const OrderPageContent = serverRenderedLazy(() => import("~/components/orders/order-page-content"), {
  texts: ["orders", "orderPayment"],
});

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { action, loader } from "@workers/orders/http/order-page.server";

/** How often an open order page asks for news: the shopper sees a step or a message within seconds. */
const LIVE_REFRESH_MS = 4000;

export const meta = privatePageMeta;

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

export default function OrderPage() {
  const data = useLoaderData<typeof loader>();
  // Live without reload: the page's data again every few seconds while it is visible (docs/decisions/022-live-order-page.md).
  useRevalidateWhileVisible(LIVE_REFRESH_MS);
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <Link to="/orders" className="order-page__back">
        {t("orders.backToOrders")}
      </Link>
      <h1 id="order-title">{t("orders.order", { id: data.order.id })}</h1>
      <OrderPageContent {...data} actionData={actionData} />
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
      <ErrorReference />
      <Link to="/orders" className="button">
        {t("orders.backToOrders")}
      </Link>
    </section>
  );
}
