// The admin catalogue's routes (games, coin offers, items), one way for every resource
// (workers/admin/catalogue-resource.ts): the list's page, the entry an edit page shows,
// and the edit page's action. Each screen's loader and action apply them to its resource
// (games-page, game-page, coins-page, coin-page, items-page, item-page.server.ts).
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { parseId } from "@shared/ids";
import {
  catalogueQuery,
  createCatalogueEntry,
  getCatalogueEntry,
  listCatalogue,
  removeCatalogueEntry,
  restoreCatalogueEntry,
  updateCatalogueEntry,
} from "@workers/admin/catalogue";
import type { CatalogueResource, CatalogueTable, EntryResource } from "@workers/admin/catalogue-resource";
import { gameChoices, pickableGames } from "@workers/admin/games";
import { discardImage, planImage, storeImage } from "@workers/admin/media";
import type { Database } from "@workers/db/client";
import type { coinOffers, items } from "@workers/db/schema";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminUpload, readForm } from "@workers/edge/page-input.server";
import { getStoreSettings, pricingFor } from "@workers/settings/store-settings";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type * as v from "valibot";
import { orNotFound, refusable } from "../../edge/page-refusals.server";

/** The list page's query (from the address) and the page of rows it asks for. */
export async function catalogueListPage<
  T extends CatalogueTable,
  S extends v.GenericSchema,
  Q extends SQLiteSelect,
  F extends object,
>(db: Database, resource: CatalogueResource<T, S, Q, F>, request: Request) {
  const query = catalogueQuery(resource, new URL(request.url).searchParams);
  return { query, list: await listCatalogue(db, resource, query) };
}

/** The list page of entries that belong to a game (coin offers, items), with the game filter's choices and the rule for dollar prices. */
export async function catalogueListOfGameEntries<
  T extends typeof coinOffers | typeof items,
  S extends v.GenericSchema,
  Q extends SQLiteSelect,
  F extends object,
>(db: Database, resource: CatalogueResource<T, S, Q, F>, request: Request) {
  const [page, games, settings] = await Promise.all([
    catalogueListPage(db, resource, request),
    gameChoices(db),
    getStoreSettings(db),
  ]);
  return { ...page, games, usdPricing: pricingFor("USD", settings) };
}

/** The entry `/admin/{section}/{id}` edits; null for `new`; an unknown id is the page's 404. */
export function catalogueEntry<T extends CatalogueTable, S extends v.GenericSchema>(
  db: Database,
  resource: EntryResource<T, S>,
  idText: string | undefined,
): Promise<T["$inferSelect"] | null> {
  if (idText === "new") return Promise.resolve(null);
  return orNotFound(getCatalogueEntry(db, resource, idParam(idText)));
}

/**
 * The edit page of an entry that belongs to a game (coin offers, items): the entry (null for
 * `new`), the games its picker offers, the rule for dollar prices, and the game a "new" link came with (`?game=`).
 */
export async function catalogueGameEntry<T extends typeof coinOffers | typeof items, S extends v.GenericSchema>(
  { request, context, params }: LoaderFunctionArgs,
  resource: EntryResource<T, S>,
) {
  const { db } = await adminDeps(request, context);
  const [entry, settings] = await Promise.all([catalogueEntry(db, resource, params.id), getStoreSettings(db)]);
  const games = await pickableGames(db, entry?.gameId ?? null);
  const gameFromAddress = parseId(new URL(request.url).searchParams.get("game"));
  return {
    entry,
    games,
    usdPricing: pricingFor("USD", settings),
    deliveryHours: settings.deliveryHours,
    gameFromAddress,
  };
}

/**
 * The action of `/admin/{section}/{id|new}`: intent=remove deletes or archives, intent=restore
 * brings an archived entry back, anything else saves the form (checked with the resource's schema).
 */
export function catalogueEditAction<T extends CatalogueTable, S extends v.GenericSchema>(
  resource: EntryResource<T, S>,
) {
  // Every refusal, wherever it happens, is the form's inline error and leaves nothing changed.
  return refusable(async ({ request, context, params }: ActionFunctionArgs) => {
    const deps = await adminDeps(request, context);
    const { fields, files } = await readAdminUpload(request);
    const id = params.id === "new" ? null : idParam(params.id);
    const base = `/admin/${resource.section}`;
    if (id !== null && fields.intent === "remove") {
      return redirect(`${base}?done=${await removeCatalogueEntry(deps, resource, id)}`);
    }
    if (id !== null && fields.intent === "restore") {
      await restoreCatalogueEntry(deps, resource, id);
      return redirect(`${base}/${id}?done=restored`);
    }
    // An uploaded image replaces the address typed in the form; it is stored once the form is accepted.
    const image = files.imageFile ? planImage(files.imageFile, files.imageCardFile) : null;
    if (image) fields.imageUrl = image.url;
    const input = await readForm(request, resource.schema, fields);
    if (image) await storeImage(deps.env.MEDIA, image);
    try {
      if (id === null) return redirect(`${base}/${await createCatalogueEntry(deps, resource, input)}?done=saved`);
      await updateCatalogueEntry(deps, resource, id, input);
      return redirect(`${base}/${id}?done=saved`);
    } catch (error) {
      if (image) await discardImage(deps.env.MEDIA, image);
      throw error;
    }
  });
}
