// The admin's item page (/admin/items/{id|new}, app/routes/admin.items.$id.tsx renders it): its loader
// and action, the catalogue's one edit page of a game's entry (catalogue-page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogueEditAction, catalogueGameEntry } from "@workers/admin/http/catalogue-page.server";
import { stockSection, withStockForm } from "@workers/admin/http/stock-form.server";
import { itemResource } from "@workers/admin/items";

export async function loader(args: LoaderFunctionArgs) {
  const page = await catalogueGameEntry(args, itemResource);
  // Stock per server (issue 50), read once the admin guard has let the request in.
  return { ...page, stock: await stockSection(args.context.db, "item", args.params.id) };
}

export const action = withStockForm("item", catalogueEditAction(itemResource));
