// The admin's coin offer page (/admin/coins/{id|new}, app/routes/admin.coins.$id.tsx renders it): its
// loader and action, the catalogue's one edit page of a game's entry (catalogue-page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { coinOfferResource } from "@workers/admin/coin-offers";
import { catalogueEditAction, catalogueGameEntry } from "@workers/admin/http/catalogue-page.server";
import { stockSection, withStockForm } from "@workers/admin/http/stock-form.server";

export async function loader(args: LoaderFunctionArgs) {
  const page = await catalogueGameEntry(args, coinOfferResource);
  // Stock per server (issue 50), read once the admin guard has let the request in.
  return { ...page, stock: await stockSection(args.context.db, "coin", args.params.id) };
}

export const action = withStockForm("coin", catalogueEditAction(coinOfferResource));
