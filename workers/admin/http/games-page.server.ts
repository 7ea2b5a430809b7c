// The admin's games list (/admin/games, app/routes/admin.games._index.tsx renders it): its loader, the
// catalogue's one list page (catalogue-page.server.ts) for the games resource.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { gameResource } from "@workers/admin/games";
import { catalogueListPage } from "@workers/admin/http/catalogue-page.server";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueListPage(db, gameResource, request);
}
