// The admin's stock page (/admin/stock, app/routes/admin.stock.tsx renders it): every counted line
// of every offer on sale, scarcest first, each a link to its offer's screen where it is changed.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminDeps } from "@workers/edge/page-guards.server";
import { getStoreSettings } from "@workers/settings/store-settings";
import { STOCK_PAGE_LINES, scarcestStockQuery } from "@workers/stock/stock-lines";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const [lines, settings] = await Promise.all([scarcestStockQuery(db, STOCK_PAGE_LINES), getStoreSettings(db)]);
  return { lines, lowStockThreshold: settings.lowStockThreshold, title: context.t("stock.page.title") };
}
