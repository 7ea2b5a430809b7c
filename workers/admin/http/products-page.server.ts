// /admin/products (app/routes/admin.products.tsx): the admin's address for the items screen by the
// spec's old name, a redirect after the admin check.
import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireAdmin } from "@workers/edge/page-guards.server";

/** The spec's old name for the items screen. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/items");
}
