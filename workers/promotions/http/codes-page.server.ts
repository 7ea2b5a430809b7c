// The admin's discount codes list (/admin/codes, app/routes/admin.codes._index.tsx renders it): its
// loader and action, on the promotions area's services (workers/promotions/codes.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageRequestOf } from "@shared/admin/listing";
import { adminDeps } from "@workers/edge/page-guards.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { listCodes } from "@workers/promotions/codes";
import { codeActiveAction } from "@workers/promotions/http/admin-page.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const query = { search: params.get("search") ?? "" };
  return { query, list: await listCodes(db, { ...query, request: pageRequestOf(params) }) };
}

/** A row's button pauses or resumes its code. */
export const action = refusable(codeActiveAction);
