// The admin's coin offer page (/admin/coins/{id|new}, app/routes/admin.coins.$id.tsx renders it): its
// loader and action, the catalogue's one edit page of a game's entry (catalogue-page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { coinOfferResource } from "@workers/admin/coin-offers";
import { catalogueEditAction, catalogueGameEntry } from "@workers/admin/http/catalogue-page.server";

export const loader = (args: LoaderFunctionArgs) => catalogueGameEntry(args, coinOfferResource);

export const action = catalogueEditAction(coinOfferResource);
