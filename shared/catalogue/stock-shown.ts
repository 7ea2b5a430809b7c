// What a shopper is told of an offer's stock on a server (issue 50): nothing when the store does
// not count it (unlimited, as before stock existed), "in stock", "only N left" at or below the
// threshold the admin set, or "sold out". Counted in what a shopper buys: units of an item, packs of
// a coin offer (each `baseUnit` coins). The game page, its coin calculator and the cart read it.
import { formatCoinAmount } from "../describe-line";
import type { Language } from "../i18n/config";
import type { Translate } from "../i18n/translator";

/** One stock line as the page receives it: what is free to hold, in the stock's own units (coins for a coin offer). */
export interface StockLine {
  kind: "coin" | "item";
  offerId: number;
  server: string;
  available: number;
}

export type StockLevel = "in_stock" | "low" | "sold_out";

export type StockShown = { level: "unlimited" } | { level: StockLevel; units: number };

export interface StockedOffer {
  kind: "coin" | "item";
  id: number;
  /** Coins per pack of a coin offer. */
  baseUnit?: number;
}

/** How many packs (coin offer) or units (item) `available` covers. */
export function unitsOf(offer: StockedOffer, available: number): number {
  return offer.kind === "coin" && offer.baseUnit && offer.baseUnit > 0
    ? Math.floor(available / offer.baseUnit)
    : available;
}

export function stockShown(
  lines: readonly StockLine[],
  offer: StockedOffer,
  server: string | null,
  lowThreshold: number,
): StockShown {
  const line = lines.find(
    (candidate) =>
      candidate.kind === offer.kind && candidate.offerId === offer.id && candidate.server === (server ?? ""),
  );
  if (!line) return { level: "unlimited" };
  const units = unitsOf(offer, line.available);
  if (units <= 0) return { level: "sold_out", units: 0 };
  return { level: units <= lowThreshold ? "low" : "in_stock", units };
}

/** The most of the offer a line may hold on that server: its stock, or `limit` when unlimited or more. */
export function stockCap(shown: StockShown, limit: number): number {
  return shown.level === "unlimited" ? limit : Math.min(limit, shown.units);
}

/**
 * The badge's words: "In stock", "Only 3 left", "Only 30,000 Gold left", "Sold out"; null when
 * unlimited. `server` names it when the page shows several ("Sold out on Azralon").
 */
export function stockText(
  t: Translate,
  shown: StockShown,
  language: Language,
  where: { server?: string | null; coinName?: string; baseUnit?: number } = {},
): string | null {
  if (shown.level === "unlimited") return null;
  const on = where.server ? "On" : "";
  const server = where.server ?? "";
  if (shown.level === "in_stock") return t(`stock.shown.inStock${on}`, { server });
  if (shown.level === "sold_out") return t(`stock.shown.soldOut${on}`, { server });
  if (where.coinName && where.baseUnit) {
    const amount = formatCoinAmount(shown.units * where.baseUnit, language);
    return t(`stock.shown.coinsLeft${on}`, { amount, coin: where.coinName, server });
  }
  return t(`stock.shown.unitsLeft${on}`, { count: shown.units, server });
}
