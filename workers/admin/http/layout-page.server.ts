// The admin area's frame (app/routes/admin.tsx renders it around every admin page): its loader lets
// only staff in and gives every admin page its texts and the time zone to show times in.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminPagesOf } from "@workers/admin/page-permissions";
import { requireAdmin } from "@workers/edge/page-guards.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireAdmin(request, context);
  const { t } = context;
  return {
    title: t("admin.metaTitle"),
    // The navigation shows only the pages the staff member's role includes.
    pages: adminPagesOf(staff),
    pageTexts: pageTexts(context.language, "admin"),
    // Every admin page's times, in the admin's zone on the server's render and in the browser.
    timeZone: await viewerTimeZone(request),
  };
}
