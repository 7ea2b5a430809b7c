// The admin's coin offers list (/admin/coins, app/routes/admin.coins._index.tsx renders it): its loader,
// the catalogue's one list page of a game's entries (catalogue-page.server.ts) for the coin offers resource.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { coinOfferResource } from "@workers/admin/coin-offers";
import { catalogueListOfGameEntries } from "@workers/admin/http/catalogue-page.server";
import { adminDeps } from "@workers/edge/page-guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return catalogueListOfGameEntries(db, coinOfferResource, request);
}
