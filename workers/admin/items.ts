// Items (items, currency items, boosting, carry runs) in the admin area, as a catalogue resource
// (catalogue.ts lists, edits, archives and restores them): listed per game and kind, searched by name.

import { itemFormSchema } from "@shared/admin/catalogue-schemas";
import { eq } from "drizzle-orm";
import { parseId } from "../../shared/ids";
import { normalizeSearch } from "../catalogue/search-text";
import type { Database } from "../db/client";
import { columnAs } from "../db/joined-columns";
import { games, ITEM_KINDS, items, orderLines } from "../db/schema";
import { catalogueResource } from "./catalogue-resource";
import { requirePickableGame } from "./games";

export const itemResource = catalogueResource({
  entity: "item",
  section: "items",
  table: items,
  schema: itemFormSchema,
  columns: ({ price, priceUsd, ...input }) => ({
    ...input,
    priceCents: price,
    priceUsdCents: priceUsd,
    nameSearch: normalizeSearch(input.name),
  }),
  orderedAs: orderLines.itemId,
  search: {
    kind: "item",
    gameId: (item) => item.gameId,
    entry: (item) => ({
      kind: "item",
      name: item.name,
      subcategory: item.subcategory ?? "",
      subcategoryPt: item.subcategoryPt ?? "",
    }),
  },
  checkSave: requirePickableGame,
  list: {
    rows: (db: Database) =>
      db
        .select({ item: items, gameName: columnAs(games.name, "game_name") })
        .from(items)
        .innerJoin(games, eq(games.id, items.gameId))
        .$dynamic(),
    search: items.nameSearch,
    order: [
      { by: games.name, direction: "asc", of: (row) => row.gameName },
      { by: items.sortOrder, direction: "asc", of: (row) => row.item.sortOrder },
      { by: items.id, direction: "asc", of: (row) => row.item.id },
    ],
    filters: (params) => ({
      gameId: parseId(params.get("game")),
      kind: ITEM_KINDS.find((kind) => kind === params.get("kind")) ?? null,
    }),
    where: ({ gameId, kind }) => [
      gameId ? eq(items.gameId, gameId) : undefined,
      kind ? eq(items.kind, kind) : undefined,
    ],
  },
});
