// The catalogue in the REST API's field names (spec sections 3 and 7). Prices are decimal amounts
// in the shopper's currency (39.9), named beside them in `currency`, while the services keep whole cents.

import type { Currency } from "../../shared/prices";
import type { ItemKind } from "../db/schema";
import type { CatalogueItem, CoinOffer } from "../services/catalogue/catalogue-entries";
import type { GameDetail } from "../services/catalogue/game-detail";
import type { GameSummary } from "../services/catalogue/game-summary";
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

export function gameDetailJson(game: GameDetail) {
  return {
    ...gameJson(game),
    description: game.description,
    currency: game.currency,
    coins: game.coins.map((offer) => coinOfferJson(offer, game.currency)),
    items: game.entries.item.map((item) => itemJson(item, game.currency)),
    itemsMoeda: game.entries.currency_item.map((item) => itemJson(item, game.currency)),
    boosting: game.entries.boosting.map((item) => itemJson(item, game.currency)),
    carryRun: game.entries.carry_run.map((item) => itemJson(item, game.currency)),
    rating: ratingJson(game.rating),
  };
}
