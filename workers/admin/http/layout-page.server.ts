// The admin area's frame (app/routes/admin.tsx renders it around every admin page): its loader lets
// only admins in and gives every admin page its texts and the time zone to show times in.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "@workers/edge/page-guards.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { t } = context;
  return {
    title: t("admin.metaTitle"),
    pageTexts: pageTexts(context.language, "admin"),
    // Every admin page's times, in the admin's zone on the server's render and in the browser.
    timeZone: await viewerTimeZone(request),
  };
}
