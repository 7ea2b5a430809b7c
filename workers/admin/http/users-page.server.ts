// The admin's list of accounts (app/routes/admin.users._index.tsx renders it): its loader, a search
// and a page of the admin area's users list.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageRequestOf } from "@shared/admin/listing";
import { listAdminUsers } from "@workers/admin/users";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = { search: params.get("search") ?? "" };
  return { query, list: await listAdminUsers(db, { ...query, request: pageRequestOf(params) }) };
}
