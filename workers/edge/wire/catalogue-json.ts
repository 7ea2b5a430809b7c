// The catalogue in the REST API's field names (spec sections 3 and 7). Prices are decimal amounts
// in the shopper's currency (39.9), named beside them in `currency`, while the services keep whole cents.

import type { Currency } from "../../../shared/prices";
import type { CatalogueItem, CoinOffer } from "../../catalogue/catalogue-entries";
import type { GameDetail } from "../../catalogue/game-detail";
import type { GameSummary } from "../../catalogue/game-summary";
import type { ItemKind } from "../../db/schema";
import type { DeliveryFigures } from "../../trust/measure";
import { ratingJson } from "./review-json";

export function centsToDecimal(cents: number): number {
  return cents / 100;
}

/** The spec's `categoria` of an entry, compared in lower case by clients. */
const categories: Record<ItemKind, string> = {
  item: "items",
  currency_item: "moeda",
  boosting: "boosting",
  carry_run: "carryrun",
};

export function gameJson(game: GameSummary) {
  return {
    id: game.id,
    nome_game: game.name,
    name: game.name,
    image_url: game.imageUrl,
    category: game.category,
    tipo: game.tipo,
    sell: game.sell.join(", "),
    plataformas: game.platforms.join(", "),
    servers: game.servers,
    saleTypes: game.saleTypes,
  };
}

export function coinOfferJson(offer: CoinOffer, currency: Currency) {
  return {
    id: offer.id,
    game_id: offer.gameId,
    nome_game: offer.gameName,
    nome_moeda: offer.coinName,
    unidade_base: offer.baseUnit,
    preco_por_unidade: centsToDecimal(offer.unitPriceCents),
    currency,
    multiplos_disponiveis: offer.multiples,
    nome_unidade: offer.unitName,
    descricao: offer.description,
  };
}

export function itemJson(item: CatalogueItem, currency: Currency) {
  return {
    id: item.id,
    game_id: item.gameId,
    item_name: item.name,
    preco: centsToDecimal(item.priceCents),
    currency,
    image_item: item.imageUrl,
    subcategoria: item.subcategory,
    server: item.server,
    categoria: categories[item.kind],
  };
}

/** An offer's measured delivery (issue 33): shares are fractions from 0 to 1, times in minutes; null below 5 orders. */
export function deliveryStatsJson(figures: DeliveryFigures | undefined) {
  return figures
    ? {
        median_minutes: figures.medianMinutes,
        p90_minutes: figures.p90Minutes,
        on_time_share: Math.round(figures.onTimeShare * 100) / 100,
        orders: figures.orders,
      }
    : null;
}

/**
 * What is left of an offer on each of the game's servers (issue 50): coins for a coin offer, units
 * for an item; null where the store does not count it (unlimited). A game without servers has one
 * key, "". A number is what was free when the answer was made, not a promise: adding checks again.
 */
function availableJson(game: GameDetail, kind: "coin" | "item", offerId: number) {
  const servers = game.servers.length > 0 ? game.servers : [""];
  return Object.fromEntries(
    servers.map((server) => [
      server,
      game.stock.find((row) => row.kind === kind && row.offerId === offerId && row.server === server)?.available ??
        null,
    ]),
  );
}

export function gameDetailJson(game: GameDetail) {
  const { coins, items } = game.deliveryStats;
  const entriesJson = (entries: CatalogueItem[]) =>
    entries.map((item) => ({
      ...itemJson(item, game.currency),
      delivery_stats: deliveryStatsJson(items[item.id]),
      available: availableJson(game, "item", item.id),
    }));
  return {
    ...gameJson(game),
    description: game.description,
    currency: game.currency,
    coins: game.coins.map((offer) => ({
      ...coinOfferJson(offer, game.currency),
      delivery_stats: deliveryStatsJson(coins[offer.id]),
      available: availableJson(game, "coin", offer.id),
    })),
    items: entriesJson(game.entries.item),
    itemsMoeda: entriesJson(game.entries.currency_item),
    boosting: entriesJson(game.entries.boosting),
    carryRun: entriesJson(game.entries.carry_run),
    rating: ratingJson(game.rating),
  };
}
