// /admin/exports (app/routes/admin.exports.tsx renders it): which of the spreadsheets the staff
// member's role may download (each file asks its own power, workers/admin/page-permissions.ts), in
// which language by default, and the orders' default range: this month so far, in the store's zone.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { STORE_TIME_ZONE } from "@shared/time-zone";
import { can } from "@workers/accounts/staff-powers";
import { thisMonthSoFar } from "@workers/admin/exports";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin, language } = await adminDeps(request, context);
  return {
    language,
    timeZone: STORE_TIME_ZONE,
    range: thisMonthSoFar(STORE_TIME_ZONE),
    may: {
      catalogue: can(admin, "catalogue"),
      orders: can(admin, "orders"),
      stock: can(admin, "catalogue"),
      customers: can(admin, "personal_data"),
    },
  };
}
