// /admin/audit.csv (app/routes/admin.audit[.]csv.ts): the trail with the page's filters, as a CSV
// download streamed from D1 (workers/admin/audit-csv.ts says its bound). The admin guard and the
// `audit` permission as for the page (workers/admin/page-permissions.ts reads `audit.csv` as `audit`).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { auditCsvStream } from "@workers/admin/audit-csv";
import { auditFiltersOf } from "@workers/admin/audit-trail";
import { csvDownloadHeaders, csvLanguageOf } from "@workers/admin/spreadsheet-csv";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const filters = auditFiltersOf(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  const about = filters.orderId === null ? "" : `-order-${filters.orderId}`;
  // Staff names, addresses and every change: never kept by a shared cache or the browser's.
  return new Response(auditCsvStream(db, filters, csvLanguageOf(request, context.language)), {
    headers: csvDownloadHeaders(`audit-trail${about}-${day}.csv`),
  });
}
