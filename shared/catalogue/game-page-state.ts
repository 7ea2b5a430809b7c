// The game page keeps every choice in its URL (/game/1?type=items&server=…&platform=…&sub=…&q=…&page=2),
// so any state can be shared, reloaded and reached without JavaScript. Pure: the loader and the
// links in the browser both use it.
import type { SaleType } from "../codes";
import { parseId, parsePage } from "../ids";
import { normalizeQuantity } from "./coin-math";
import { MAX_FILTER_LENGTH } from "./filter-length";
import { isSaleType } from "./sale-types";

/** What the URL asks for, with every malformed value replaced by its default. */
export interface GamePageQuery {
  type: SaleType | null;
  server: string | null;
  platform: string | null;
  /** Subcategory filter; null is "All". */
  sub: string | null;
  /** Item name search. */
  q: string;
  page: number;
  /** Coin panel: the chosen offer and quantity (kept in the URL so the panel works without JavaScript). */
  coin: number | null;
  qty: number;
}

export const defaultGamePageQuery: GamePageQuery = {
  type: null,
  server: null,
  platform: null,
  sub: null,
  q: "",
  page: 1,
  coin: null,
  qty: 1,
};

function filterValue(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed !== "" && trimmed.length <= MAX_FILTER_LENGTH ? trimmed : null;
}

export function parseGamePageQuery(params: URLSearchParams): GamePageQuery {
  const type = params.get("type");
  return {
    type: isSaleType(type) ? type : null,
    server: filterValue(params.get("server")),
    platform: filterValue(params.get("platform")),
    sub: filterValue(params.get("sub")),
    q: (params.get("q") ?? "").trim().slice(0, MAX_FILTER_LENGTH),
    page: parsePage(params.get("page")),
    coin: parseId(params.get("coin")),
    qty: params.has("qty") ? normalizeQuantity(params.get("qty")) : 1,
  };
}

/** What the game offers, which decides which of the URL's choices stand. */
export interface GamePageOptions {
  /** Sale types with something to sell, in tab order. */
  tabs: SaleType[];
  servers: string[];
  platforms: string[];
  subcategories: (type: SaleType) => string[];
  coinIds: number[];
}

/**
 * The state the page shows: each choice the game offers is kept, any other falls back to its
 * default (the first tab, server, platform and coin offer; all subcategories). `server` is null
 * when the game has no servers ("all").
 */
export function resolveGamePageState(query: GamePageQuery, options: GamePageOptions): GamePageQuery {
  const pick = <T>(wanted: T | null, offered: T[]): T | null =>
    wanted !== null && offered.includes(wanted) ? wanted : (offered[0] ?? null);
  const type = pick(query.type, options.tabs);
  const sub = type && query.sub !== null && options.subcategories(type).includes(query.sub) ? query.sub : null;
  return {
    ...query,
    type,
    server: pick(query.server, options.servers),
    platform: pick(query.platform, options.platforms),
    sub,
    coin: pick(query.coin, options.coinIds),
  };
}

/**
 * The coin panel's Update without JavaScript: it posts the purchase form (where the quantity box
 * then is) with this intent, and the page answers with its address showing the quantity typed.
 */
/** The game page form asking to be told when a sold-out offer is back on a server (issue 50). */
export const STOCK_ALERT_INTENT = "stock-alert";

export const QUANTITY_UPDATE_INTENT = "update-quantity";

export type GamePageChange =
  | { type: SaleType }
  | { server: string }
  | { platform: string }
  | { sub: string | null }
  | { q: string }
  | { page: number }
  | { coin: number }
  | { qty: number };

/**
 * The state after one change. A new sale type starts over (its own subcategories, no search);
 * any other filter or the search goes back to page 1 (spec section 4).
 */
export function applyGamePageChange(state: GamePageQuery, change: GamePageChange): GamePageQuery {
  if ("type" in change) return { ...state, type: change.type, sub: null, q: "", page: 1 };
  if ("page" in change) return { ...state, page: change.page };
  if ("coin" in change) return { ...state, coin: change.coin };
  if ("qty" in change) return { ...state, qty: normalizeQuantity(change.qty) };
  return { ...state, ...change, page: 1 };
}

/** The query string for a state, leaving out what is at its default. */
function gamePageSearch(state: GamePageQuery): string {
  const params: Array<[string, string]> = [];
  if (state.type) params.push(["type", state.type]);
  if (state.server) params.push(["server", state.server]);
  if (state.platform) params.push(["platform", state.platform]);
  if (state.sub) params.push(["sub", state.sub]);
  if (state.q) params.push(["q", state.q]);
  if (state.page > 1) params.push(["page", String(state.page)]);
  if (state.type === "moeda" && state.coin !== null) params.push(["coin", String(state.coin)]);
  if (state.type === "moeda" && state.qty > 1) params.push(["qty", String(state.qty)]);
  const search = params.map(([name, value]) => `${name}=${formEncoded(value)}`).join("&");
  return search ? `?${search}` : "";
}

/**
 * A value as URLSearchParams writes it (application/x-www-form-urlencoded: a space is "+", a lone
 * surrogate is U+FFFD), written here because each URLSearchParams call is a call into the runtime
 * and a game page writes a few dozen links.
 */
function formEncoded(value: string): string {
  // Most values (servers, platforms, categories) need no escaping at all.
  if (/^[\w.*-]*$/.test(value)) return value;
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, wellFormed))
    .replace(/%20/g, "+")
    .replace(/[!'()~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
const wellFormed = (pairOrLone: string) => (pairOrLone.length === 2 ? pairOrLone : "\uFFFD");

export function gamePageHref(gameId: number, state: GamePageQuery, change?: GamePageChange): string {
  return `/game/${gameId}${gamePageSearch(change ? applyGamePageChange(state, change) : state)}`;
}
