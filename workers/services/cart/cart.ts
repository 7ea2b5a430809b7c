// The cart's rules: what may be added, how adds merge, how quantities change.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coinOffers, games, items } from "../../db/schema";
import { DomainError } from "../domain-error";
import { type CartLine, countLines, isSameChoice, loadCart, saveCart } from "./cart-store";
import { MAX_CART_LINES, MAX_COIN_UNITS, MAX_ITEM_QUANTITY } from "./limits";
import { type PricedCart, priceLines } from "./pricing";
import type { AddToCartInput } from "./schemas";

export interface CartDeps {
  db: Database;
  kv: KVNamespace;
}

export async function getCart({ db, kv }: CartDeps, userId: number): Promise<PricedCart> {
  const cart = await loadCart(kv, userId);
  return priceLines(db, cart.lines);
}

/** The badge count for the header: one KV read, no pricing (the count does not depend on prices). */
export async function cartLineCount(kv: KVNamespace, userId: number): Promise<number> {
  return countLines((await loadCart(kv, userId)).lines);
}

/** The server and platform a shopper picked must be among the game's; a game without any takes none. */
function checkChoice(options: string[], chosen: string | null | undefined, field: string): string | null {
  const value = chosen?.trim() || null;
  if (options.length === 0) return null;
  if (value == null || !options.includes(value)) {
    throw new DomainError(
      "invalid_choice",
      field === "server" ? "cart.invalidServer" : "cart.invalidPlatform",
      400,
      field,
    );
  }
  return value;
}

/**
 * Adds an item or coin offer for a nickname. Adding the same thing again for the same nickname,
 * server and platform adds to that line's quantity (up to the line limit).
 */
export async function addToCart({ db, kv }: CartDeps, userId: number, input: AddToCartInput): Promise<PricedCart> {
  const isCoin = input.coin_id != null;
  const [gameRows, entryRows] = await db.batch([
    db
      .select({ servers: games.servers, platforms: games.platforms })
      .from(games)
      .where(and(eq(games.id, input.game_id), isNull(games.archivedAt))),
    isCoin
      ? db
          .select({ gameId: coinOffers.gameId, priceCents: coinOffers.unitPriceCents })
          .from(coinOffers)
          .where(and(eq(coinOffers.id, input.coin_id ?? 0), isNull(coinOffers.archivedAt)))
      : db
          .select({ gameId: items.gameId, priceCents: items.priceCents })
          .from(items)
          .where(and(eq(items.id, input.item_id ?? 0), isNull(items.archivedAt))),
  ]);
  const game = gameRows[0];
  const entry = entryRows[0];
  if (!game) throw new DomainError("game_not_found", "cart.gameNotFound", 404, "game_id");
  if (!entry || entry.gameId !== input.game_id) {
    throw new DomainError("entry_not_found", "cart.entryNotFound", 404, isCoin ? "coin_id" : "item_id");
  }
  if (entry.priceCents <= 0) throw new DomainError("zero_price", "cart.zeroPrice", 422);

  const limit = isCoin ? MAX_COIN_UNITS : MAX_ITEM_QUANTITY;
  const choice = {
    gameId: input.game_id,
    itemId: isCoin ? null : (input.item_id ?? null),
    coinOfferId: isCoin ? (input.coin_id ?? null) : null,
    nickname: input.tag,
    server: checkChoice(game.servers, input.server, "server"),
    platform: checkChoice(game.platforms, input.plataforma_selecionada, "plataforma_selecionada"),
  };

  const cart = await loadCart(kv, userId);
  const existing = cart.lines.find((line) => isSameChoice(line, choice));
  const quantity = (existing?.quantity ?? 0) + input.quantidade;
  if (quantity > limit) throw new DomainError("quantity_too_large", "cart.quantityTooLarge", 422, "quantidade");
  if (existing) {
    existing.quantity = quantity;
  } else {
    if (cart.lines.length >= MAX_CART_LINES) throw new DomainError("cart_full", "cart.cartFull", 422);
    cart.lines.push({ ...choice, id: crypto.randomUUID(), quantity, addedAt: new Date().toISOString() });
  }
  await saveCart(kv, userId, cart);
  return priceLines(db, cart.lines);
}

/**
 * Sets a line's quantity. Below 1 removes the line. Coin lines keep the quantity chosen on the
 * game page (the cart shows it fixed), so only their removal is accepted here.
 */
export async function updateQuantity(
  { db, kv }: CartDeps,
  userId: number,
  lineId: string,
  quantity: number,
): Promise<PricedCart> {
  const cart = await loadCart(kv, userId);
  const line = findLine(cart.lines, lineId);
  if (quantity < 1) {
    cart.lines = cart.lines.filter((other) => other.id !== lineId);
  } else if (line.coinOfferId != null) {
    throw new DomainError("fixed_quantity", "cart.fixedQuantity", 422, "quantidade");
  } else if (quantity > MAX_ITEM_QUANTITY) {
    throw new DomainError("quantity_too_large", "cart.quantityTooLarge", 422, "quantidade");
  } else {
    line.quantity = quantity;
  }
  await saveCart(kv, userId, cart);
  return priceLines(db, cart.lines);
}

export async function removeLine({ db, kv }: CartDeps, userId: number, lineId: string): Promise<PricedCart> {
  const cart = await loadCart(kv, userId);
  findLine(cart.lines, lineId);
  cart.lines = cart.lines.filter((line) => line.id !== lineId);
  await saveCart(kv, userId, cart);
  return priceLines(db, cart.lines);
}

export async function clearCart(kv: KVNamespace, userId: number): Promise<void> {
  await saveCart(kv, userId, { lines: [] });
}

/** Only the owner's own lines are found: a line id from another cart is simply unknown here. */
function findLine(lines: CartLine[], lineId: string): CartLine {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new DomainError("line_not_found", "cart.lineNotFound", 404);
  return line;
}
