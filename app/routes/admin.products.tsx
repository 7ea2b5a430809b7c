import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireAdmin } from "@workers/edge/page-guards.server";

/** The spec's old name for the items screen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/items");
}
