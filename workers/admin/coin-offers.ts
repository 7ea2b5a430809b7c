// Coin offers in the admin area, as a catalogue resource (catalogue.ts lists, edits, archives and
// restores them): listed per game, searched by coin name.

import { coinOfferFormSchema } from "@shared/admin/catalogue-schemas";
import { eq } from "drizzle-orm";
import { parseId } from "../../shared/ids";
import { normalizeSearch } from "../catalogue/search-text";
import type { Database } from "../db/client";
import { columnAs } from "../db/joined-columns";
import { coinOffers, games, orderLines } from "../db/schema";
import { catalogueResource } from "./catalogue-resource";
import { requirePickableGame } from "./games";

export const coinOfferResource = catalogueResource({
  entity: "coin_offer",
  section: "coins",
  table: coinOffers,
  schema: coinOfferFormSchema,
  columns: ({ unitPrice, unitPriceUsd, ...input }) => ({
    ...input,
    unitPriceCents: unitPrice,
    unitPriceUsdCents: unitPriceUsd,
    coinNameSearch: normalizeSearch(input.coinName),
  }),
  orderedAs: orderLines.coinOfferId,
  search: {
    kind: "coin",
    gameId: (offer) => offer.gameId,
    entry: (offer) => ({ kind: "coin", coinName: offer.coinName }),
  },
  checkSave: requirePickableGame,
  list: {
    rows: (db: Database) =>
      db
        .select({ offer: coinOffers, gameName: columnAs(games.name, "game_name") })
        .from(coinOffers)
        .innerJoin(games, eq(games.id, coinOffers.gameId))
        .$dynamic(),
    search: coinOffers.coinNameSearch,
    order: [
      { by: games.name, direction: "asc", of: (row) => row.gameName },
      { by: coinOffers.sortOrder, direction: "asc", of: (row) => row.offer.sortOrder },
      { by: coinOffers.id, direction: "asc", of: (row) => row.offer.id },
    ],
    filters: (params) => ({ gameId: parseId(params.get("game")) }),
    where: ({ gameId }) => [gameId ? eq(coinOffers.gameId, gameId) : undefined],
  },
});
