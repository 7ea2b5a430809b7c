// The admin's list of orders (app/routes/admin.orders._index.tsx renders it): its loader reads the
// filters from the address and lists the orders with the admin area's queries.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageRequestOf } from "@shared/admin/listing";
import { parseId } from "@shared/ids";
import { validate } from "@shared/validation";
import { gameChoices } from "@workers/admin/games";
import { orderFiltersSchema } from "@workers/admin/order-schemas";
import { listAdminOrders } from "@workers/admin/orders";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  // A malformed filter (a date typed by hand) is ignored rather than failing the page.
  const parsed = validate(orderFiltersSchema, Object.fromEntries(params));
  const filters = {
    ...(parsed.success ? parsed.output : { status: null, from: null, to: null, customer: "", withdrawn: false }),
    gameId: parseId(params.get("game")),
  };
  const [list, games] = await Promise.all([
    listAdminOrders(db, { ...filters, request: pageRequestOf(params) }),
    gameChoices(db),
  ]);
  return { filters, list, games };
}
