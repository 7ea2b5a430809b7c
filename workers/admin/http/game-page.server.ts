// The admin's game page (/admin/games/{id|new}, app/routes/admin.games.$id.tsx renders it): its loader
// and action, the catalogue's one edit page (catalogue-page.server.ts) for the games resource.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { gameResource } from "@workers/admin/games";
import { catalogueEditAction, catalogueEntry } from "@workers/admin/http/catalogue-page.server";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return { entry: await catalogueEntry(db, gameResource, params.id) };
}

export const action = catalogueEditAction(gameResource);
