// The shopper's orders page (app/routes/orders._index.tsx renders it): its loader, in the orders area
// whose store it reads.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "@workers/edge/page-guards.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { orderView } from "@workers/orders/order-view";
import { listOrders } from "@workers/orders/queries";

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
