// The admin's items list (/admin/items, app/routes/admin.items._index.tsx renders it): its loader, the
// catalogue's one list page of a game's entries (catalogue-page.server.ts) for the items resource.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogueListOfGameEntries } from "@workers/admin/http/catalogue-page.server";
import { itemResource } from "@workers/admin/items";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueListOfGameEntries(db, itemResource, request);
}
