// The admin dashboard (app/routes/admin._index.tsx renders it): its loader, on the admin area's
// figures and charts and the monitoring area's trouble of the last day.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDashboard } from "@workers/admin/dashboard";
import { getDashboardCharts } from "@workers/admin/dashboard-charts";
import { revenuePeriods } from "@workers/admin/net-revenue";
import { adminDeps } from "@workers/edge/page-guards.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { troubleOfLastDay } from "@workers/monitoring/trouble";
import { riskHoldCounts } from "@workers/orders/risk-holds";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  // Days and weeks in the zone the admin area shows its times in (decision 031).
  const timeZone = await viewerTimeZone(request);
  const [dashboard, trouble, charts, riskHolds] = await Promise.all([
    getDashboard(db),
    troubleOfLastDay(db),
    getDashboardCharts(db, timeZone),
    riskHoldCounts(db),
  ]);
  // The cards are the chart's days summed: the same net revenue, the same days.
  return { ...dashboard, revenue: revenuePeriods(charts.revenue), trouble, charts, riskHolds };
}
