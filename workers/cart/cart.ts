// The cart's rules: what may be added, how adds merge, how quantities change.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { countLines, MAX_CART_LINES, maxLineQuantity } from "../../shared/cart/limits";
import { tooLargeMessage } from "../../shared/cart/quantity";
import { fallbackLanguage, type Language } from "../../shared/i18n/config";
import type { Currency } from "../../shared/prices";
import { rememberedChoicesQuery } from "../accounts/game-choices";
import type { Database } from "../db/client";
import { cartLines, coinOffers, games, items } from "../db/schema";
import { checkDelivery, type DeliveryMethod, methodsOfCartQuery, offeredMethodsQuery } from "../delivery/methods";
import { DomainError } from "../kernel/domain-error";
import { type Press, pressOf, recordIfApplied, selectPress } from "../presses/presses";
import { pricingFor, storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import {
  cartLineWithinStock,
  type StockRow,
  stockOfCartQuery,
  stockOfOfferQuery,
  toAvailability,
} from "../stock/availability";
import { outOfStock, unitsLeft } from "../stock/refusals";
import {
  type CartLine,
  choiceKey,
  deleteLine,
  insertOrMerge,
  selectCartCode,
  selectLines,
  setItemQuantity,
} from "./cart-store";
import { entriesOfCart, type PricedCart, priceLines } from "./pricing";
import { type PromisedCart, withDeliveryPromises } from "./promised-cart";
import type { AddToCartInput } from "./schemas";

/** The server and platform a line was added with, as the cart settled them (checkChoice). */
export interface LineChoice {
  server: string | null;
  platform: string | null;
}

export interface CartDeps {
  db: Database;
  /** The shopper's currency: every price and total of the cart is in it, read from D1 when asked. */
  currency: Currency;
  /** How a refusal writes its numbers (the coins left); the store's fallback language unless said. */
  language?: Language;
}

/**
 * The lines, the catalogue rows that price them and the store settings (the dollar rate):
 * appended to a change's batch, or read alone.
 */
function cartReads(db: Database, userId: number) {
  return [
    selectLines(db, userId),
    ...entriesOfCart(db, userId),
    storeSettingsQuery(db),
    // What is left of what the cart holds (issue 50): a line beyond it says so, and checkout waits.
    stockOfCartQuery(db, userId, new Date()),
    // How each line is handed over (issue 49).
    methodsOfCartQuery(db, userId),
  ] as const;
}

type CartRows = readonly [
  CartLine[],
  Parameters<typeof priceLines>[1],
  Parameters<typeof priceLines>[2],
  Array<{ key: string; value: unknown }>,
  StockRow[],
  DeliveryMethod[],
];

function pricedCart(
  currency: Currency,
  [lines, itemRows, coinRows, settingRows, stockRows, methodRows]: CartRows,
): PricedCart {
  const pricing = pricingFor(currency, toStoreSettings(settingRows));
  return priceLines(lines, itemRows, coinRows, pricing, stockRows, methodRows);
}

/**
 * Whether a change answers with the cart priced from D1 (the API shows it) or with nothing (a page
 * reads its cart again after any change, so pricing it here too would be thrown away).
 */
export interface ChangeAnswer {
  priced: boolean;
}

/** The priced cart, unless the change was asked to answer `{ priced: false }`. */
export type ChangeAnswered<A extends ChangeAnswer> = A extends { priced: false } ? undefined : PricedCart;

const PRICED = { priced: true } as const;

/**
 * Runs a cart change in one batch with the lines as they stand after it (to explain a refusal),
 * and with the rows that price them when the caller shows the priced cart. `alongside`: statements
 * written in the same batch (remembering an add's game choices). With a `press`, the change is
 * recorded as that press's (presses/presses.ts) and `repeated` says the press had already applied
 * (the change, guarded by it, then changed nothing).
 */
async function runChange<A extends ChangeAnswer>(
  { db, currency }: CartDeps,
  userId: number,
  change: BatchItem<"sqlite">,
  answer: A,
  alongside: BatchItem<"sqlite">[] = [],
  press: Press | null = null,
): Promise<{
  changed: unknown[];
  lines: CartLine[];
  cart: ChangeAnswered<A>;
  repeated: boolean;
  /** What the `alongside` statements answered, in their order. */
  alongsideRows: unknown[];
}> {
  const pressed = press ? [recordIfApplied(db, press, new Date()), selectPress(db, press)] : [];
  const reads = answer.priced ? cartReads(db, userId) : ([selectLines(db, userId)] as const);
  const batch = [change, ...pressed, ...alongside, ...reads] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
  const [changed, ...after] = (await db.batch(batch)) as unknown as [unknown[], ...unknown[]];
  const recorded = press ? (after[1] as unknown[]) : [];
  const rows = after.slice(pressed.length + alongside.length) as unknown as CartRows;
  const cart = answer.priced ? pricedCart(currency, rows) : undefined;
  const repeated = changed.length === 0 && recorded.length > 0;
  const alongsideRows = after.slice(pressed.length, pressed.length + alongside.length);
  return { changed, lines: rows[0], cart: cart as ChangeAnswered<A>, repeated, alongsideRows };
}

/** The shopper's cart priced from D1 in their currency: one round trip. */
export async function getCart({ db, currency }: CartDeps, userId: number): Promise<PricedCart> {
  return pricedCart(currency, await db.batch(cartReads(db, userId)));
}

function promisedCart(currency: Currency, rows: CartRows): PromisedCart {
  return withDeliveryPromises(pricedCart(currency, rows), toStoreSettings(rows[3]).deliveryHours);
}

/** The priced cart with each line's delivery promise, from the same batch (its settings hold the store's default). */
export async function getPromisedCart({ db, currency }: CartDeps, userId: number): Promise<PromisedCart> {
  return promisedCart(currency, await db.batch(cartReads(db, userId)));
}

/** `getPromisedCart` and the discount code kept with the cart, in the same one round trip. */
export async function getPromisedCartAndCode(
  { db, currency }: CartDeps,
  userId: number,
): Promise<{ cart: PromisedCart; code: string | null }> {
  const [lines, items, coins, settings, stockRows, methodRows, codes] = await db.batch([
    ...cartReads(db, userId),
    selectCartCode(db, userId),
  ]);
  const rows: CartRows = [lines, items, coins, settings, stockRows, methodRows];
  return { cart: promisedCart(currency, rows), code: codes[0]?.code ?? null };
}

/** The badge count for the header (its lines): one small query, no pricing (the count does not depend on prices). */
export async function cartLineCount({ db }: Pick<CartDeps, "db">, userId: number): Promise<number> {
  const lines = await db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, userId));
  return countLines(lines);
}

/**
 * The server and platform of a line: the shopper's pick, which must be among the game's; without a
 * pick (the spec's `null`), what this shopper's page of the game starts on: their last choice there
 * while the game still offers it, else the first (resolveGamePageState). Only a value the game lacks
 * is refused, naming the choices. A game without any takes none.
 */
function checkChoice(
  options: string[],
  chosen: string | null | undefined,
  remembered: string | null | undefined,
  field: "server" | "platform",
): string | null {
  const value = chosen?.trim() || null;
  if (options.length === 0) return null;
  if (value !== null && options.includes(value)) return value;
  if (value === null) return remembered && options.includes(remembered) ? remembered : (options[0] ?? null);
  const messageKey = field === "server" ? "cart.invalidServer" : "cart.invalidPlatform";
  throw new DomainError("invalid_choice", messageKey, 400, {
    fields: [{ field, messageKey }],
    params: { choices: options.join(", ") },
  });
}

/**
 * Adds an item or coin offer for a nickname. Adding the same thing again for the same nickname,
 * server and platform adds to that line's quantity (up to the line limit). The same press again
 * (`pressKey`: a double tap, a second submit, a retried request) adds nothing and answers the cart
 * as it stands, as the first press did.
 */
export async function addToCart<A extends ChangeAnswer = typeof PRICED>(
  deps: CartDeps,
  userId: number,
  input: AddToCartInput,
  answer: A = PRICED as A,
  alongside: (choice: LineChoice) => BatchItem<"sqlite">[] = () => [],
  pressKey?: string,
): Promise<ChangeAnswered<A>> {
  const { db } = deps;
  const isCoin = input.coinOfferId != null;
  const kind = isCoin ? "coin" : "item";
  const offerId = (isCoin ? input.coinOfferId : input.itemId) ?? 0;
  const [gameRows, entryRows, rememberedRows, stockRows, sameOfferRows, methodRows] = await db.batch([
    db
      .select({ servers: games.servers, platforms: games.platforms })
      .from(games)
      .where(and(eq(games.id, input.gameId), isNull(games.archivedAt))),
    isCoin
      ? db
          .select({
            gameId: coinOffers.gameId,
            priceCents: coinOffers.unitPriceCents,
            baseUnit: coinOffers.baseUnit,
            name: coinOffers.coinName,
          })
          .from(coinOffers)
          .where(and(eq(coinOffers.id, input.coinOfferId ?? 0), isNull(coinOffers.archivedAt)))
      : db
          .select({
            gameId: items.gameId,
            priceCents: items.priceCents,
            baseUnit: sql<number | null>`null`,
            name: items.name,
          })
          .from(items)
          .where(and(eq(items.id, input.itemId ?? 0), isNull(items.archivedAt))),
    rememberedChoicesQuery(db, userId, input.gameId),
    // What is left of it, and what the cart already has of it (every nickname), for an early refusal.
    stockOfOfferQuery(db, kind, offerId, new Date(), userId),
    db
      .select({ server: cartLines.server, quantity: cartLines.quantity })
      .from(cartLines)
      .where(
        and(eq(cartLines.userId, userId), isCoin ? eq(cartLines.coinOfferId, offerId) : eq(cartLines.itemId, offerId)),
      ),
    // How the game hands over (issue 49): the line's method is one offered now.
    offeredMethodsQuery(db, input.gameId),
  ]);
  const game = gameRows[0];
  const remembered = rememberedRows[0];
  const entry = entryRows[0];
  if (!game) throw new DomainError("game_not_found", "cart.gameNotFound", 404, "gameId");
  if (!entry || entry.gameId !== input.gameId) {
    throw new DomainError("entry_not_found", "cart.entryNotFound", 404, isCoin ? "coinOfferId" : "itemId");
  }
  if (entry.priceCents <= 0) throw new DomainError("zero_price", "cart.zeroPrice", 422);

  const choice = {
    gameId: input.gameId,
    itemId: isCoin ? null : (input.itemId ?? null),
    coinOfferId: isCoin ? (input.coinOfferId ?? null) : null,
    nickname: input.nickname,
    server: checkChoice(game.servers, input.server, remembered?.server, "server"),
    platform: checkChoice(game.platforms, input.platform, remembered?.platform, "platform"),
    ...checkDelivery(methodRows, input, deps.language ?? fallbackLanguage),
  };
  const limit = maxLineQuantity(choice);
  const tooLarge = () =>
    new DomainError("quantity_too_large", tooLargeMessage(isCoin ? "coin" : "item"), 422, "quantity");
  if (input.quantity > limit) throw tooLarge();
  // Beyond what is left on that server (with what the cart already has of it): refused now, checked
  // against D1, whatever a cached page said. The hold at checkout is what keeps the promise.
  const left = unitsLeft(toAvailability(stockRows).of(kind, offerId, choice.server), {
    coinOfferId: choice.coinOfferId,
    baseUnit: entry.baseUnit,
  });
  const inCart = sameOfferRows
    .filter((line) => (line.server ?? "") === (choice.server ?? ""))
    .reduce((sum, line) => sum + line.quantity, 0);
  if (left !== null && inCart + input.quantity > left) {
    const line = { ...choice, quantity: input.quantity, baseUnit: entry.baseUnit, name: entry.name };
    throw outOfStock(line, left - inCart, deps.language ?? fallbackLanguage);
  }

  // The press is the add of this entry: another button posting the same form's key is another press.
  const press = pressOf(
    userId,
    `cart-add:${isCoin ? `coin:${choice.coinOfferId}` : `item:${choice.itemId}`}`,
    pressKey,
  );
  const limits = { maxQuantity: limit, maxLines: MAX_CART_LINES };
  const { changed, lines, cart, repeated } = await runChange(
    deps,
    userId,
    insertOrMerge(db, userId, choice, input.quantity, limits, press),
    answer,
    alongside(choice),
    press,
  );
  if (changed.length === 0 && !repeated) {
    // Refused inside the statement; the lines read in the same batch say why.
    const key = choiceKey(choice);
    if (lines.some((line) => choiceKey(line) === key)) throw tooLarge();
    throw new DomainError("cart_full", "cart.cartFull", 422);
  }
  return cart;
}

/**
 * Sets a line's quantity. Below 1 removes the line. Coin lines keep the quantity chosen on the
 * game page (the cart shows it fixed), so only their removal is accepted here. Two tabs setting
 * the same line end with the quantity of the change D1 applied last.
 */
export async function updateQuantity<A extends ChangeAnswer = typeof PRICED>(
  deps: CartDeps,
  userId: number,
  lineId: string,
  quantity: number,
  answer: A = PRICED as A,
): Promise<ChangeAnswered<A>> {
  if (quantity < 1) return removeLine(deps, userId, lineId, answer);
  const { db } = deps;
  const now = new Date();
  const { changed, lines, cart, alongsideRows } = await runChange(
    deps,
    userId,
    setItemQuantity(
      db,
      userId,
      lineId,
      quantity,
      maxLineQuantity({ coinOfferId: null }),
      // Beyond what is left of it on its server (issue 50), refused by the change itself.
      cartLineWithinStock(userId, quantity, now),
    ),
    answer,
    // What is left, read in the same batch, to say how much when the change was refused.
    [
      stockOfCartQuery(db, userId, now),
      db
        .select({ name: items.name })
        .from(cartLines)
        .innerJoin(items, eq(items.id, cartLines.itemId))
        .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId))),
    ],
  );
  if (changed.length === 0) {
    const line = findLine(lines, lineId);
    if (line.coinOfferId != null) throw new DomainError("fixed_quantity", "cart.fixedQuantityRefused", 422, "quantity");
    const stockRows = (alongsideRows[0] ?? []) as StockRow[];
    const left = toAvailability(stockRows).of("item", line.itemId ?? 0, line.server);
    if (left !== null && quantity <= maxLineQuantity({ coinOfferId: null })) {
      const others = lines
        .filter((other) => other.id !== lineId && other.itemId === line.itemId && other.server === line.server)
        .reduce((sum, other) => sum + other.quantity, 0);
      const name = ((alongsideRows[1] ?? []) as Array<{ name: string }>)[0]?.name ?? "";
      throw outOfStock({ ...line, quantity, name }, left - others, deps.language ?? fallbackLanguage);
    }
    throw new DomainError("quantity_too_large", tooLargeMessage("item"), 422, "quantity");
  }
  return cart;
}

export async function removeLine<A extends ChangeAnswer = typeof PRICED>(
  deps: CartDeps,
  userId: number,
  lineId: string,
  answer: A = PRICED as A,
): Promise<ChangeAnswered<A>> {
  const { changed, lines, cart } = await runChange(deps, userId, deleteLine(deps.db, userId, lineId), answer);
  if (changed.length === 0) findLine(lines, lineId);
  return cart;
}

/** Only the owner's own lines are found: a line id from another cart is simply unknown here. */
function findLine(lines: CartLine[], lineId: string): CartLine {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new DomainError("line_not_found", "cart.lineNotFound", 404);
  return line;
}
