// The admin's item page (/admin/items/{id|new}, app/routes/admin.items.$id.tsx renders it): its loader
// and action, the catalogue's one edit page of a game's entry (catalogue-page.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { catalogueEditAction, catalogueGameEntry } from "@workers/admin/http/catalogue-page.server";
import { itemResource } from "@workers/admin/items";

export const loader = (args: LoaderFunctionArgs) => catalogueGameEntry(args, itemResource);

export const action = catalogueEditAction(itemResource);
