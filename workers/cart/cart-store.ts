// One cart per signed-in user, one D1 row per line (docs/decisions/011-cart-consistency.md). The cart keeps
// what was chosen, never a price: every read prices the lines from D1 (cart/pricing.ts).
// Every change is one statement that reads and writes the row inside the database, never a
// read-modify-write in the Worker, so concurrent changes from several tabs or devices lose nothing.
// Reads go to D1's primary; if read replication is ever turned on, cart reads must follow the
// shopper's own writes (a D1 session bookmark), or a replica could show a paid cart again.
import { and, eq, getTableColumns, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cartCodes, cartLines, orderLines, orders } from "../db/schema";
import { notYetApplied, type Press } from "../presses/presses";

export type CartLine = Omit<typeof cartLines.$inferSelect, "userId" | "choiceKey">;

/** What one add buys and for whom: two adds of the same choice make one line. */
export type CartChoice = Pick<
  CartLine,
  | "gameId"
  | "itemId"
  | "coinOfferId"
  | "nickname"
  | "server"
  | "platform"
  | "deliveryMethodId"
  | "characterName"
  | "timeWindow"
>;

/** The unique key of a choice within a cart (SQLite's unique indexes treat NULLs as distinct, a key does not). */
export function choiceKey(choice: CartChoice): string {
  return JSON.stringify([
    choice.gameId,
    choice.itemId,
    choice.coinOfferId,
    choice.nickname,
    choice.server,
    choice.platform,
    // Handed over another way, or to another character, is another line; a line with no method
    // keeps the key it had before methods existed (carts saved then still merge).
    ...(choice.deliveryMethodId == null ? [] : [choice.deliveryMethodId, choice.characterName, choice.timeWindow]),
  ]);
}

const lineColumns = {
  id: cartLines.id,
  gameId: cartLines.gameId,
  itemId: cartLines.itemId,
  coinOfferId: cartLines.coinOfferId,
  nickname: cartLines.nickname,
  server: cartLines.server,
  platform: cartLines.platform,
  deliveryMethodId: cartLines.deliveryMethodId,
  characterName: cartLines.characterName,
  timeWindow: cartLines.timeWindow,
  quantity: cartLines.quantity,
  addedAt: cartLines.addedAt,
};

/** The shopper's lines in the order they were added (rowid grows with every insert). */
export function selectLines(db: Database, userId: number) {
  return db.select(lineColumns).from(cartLines).where(eq(cartLines.userId, userId)).orderBy(sql`rowid`);
}

/** The discount code the shopper keeps with the cart (promotions/cart-code.ts checks it on each read). */
export function selectCartCode(db: Database, userId: number) {
  return db.select({ code: cartCodes.code }).from(cartCodes).where(eq(cartCodes.userId, userId));
}

/**
 * Adds `quantity` of a choice: a new line, or more of the same line, in one statement. Returns the
 * line's id, or no row when the add was refused: the merged quantity would exceed `maxQuantity`,
 * or a new line would exceed `maxLines`, or `press` already added (a double tap). The caller tells
 * which from the lines (and the press) it reads next.
 */
export function insertOrMerge(
  db: Database,
  userId: number,
  choice: CartChoice,
  quantity: number,
  limits: { maxQuantity: number; maxLines: number },
  press: Press | null,
) {
  const key = choiceKey(choice);
  const line: Required<typeof cartLines.$inferInsert> = {
    ...choice,
    id: crypto.randomUUID(),
    userId,
    choiceKey: key,
    quantity,
    addedAt: new Date().toISOString(),
  };
  // An insert from a select names every column in the table's order: the values follow that order.
  const values = sql.join(
    Object.keys(getTableColumns(cartLines)).map((column) => sql`${line[column as keyof typeof line]}`),
    sql`, `,
  );
  const ownLines = sql`${cartLines} where ${cartLines.userId} = ${userId}`;
  const row = sql`select ${values}
    where ((select count(*) from ${ownLines}) < ${limits.maxLines}
      or exists (select 1 from ${ownLines} and ${cartLines.choiceKey} = ${key}))
      and ${notYetApplied(press)}`; // the row is not even offered to a press already applied
  return db
    .insert(cartLines)
    .select(row)
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.choiceKey],
      set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${limits.maxQuantity}`,
    })
    .returning({ id: cartLines.id });
}

/** Sets an item line's quantity (coin lines keep theirs). No row back: no such line, a coin line, or over `max`. */
export function setItemQuantity(
  db: Database,
  userId: number,
  lineId: string,
  quantity: number,
  max: number,
  /** A further condition on the line (that what is left of it covers the quantity). */
  also?: SQL,
) {
  return db
    .update(cartLines)
    .set({ quantity })
    .where(
      and(
        eq(cartLines.id, lineId),
        eq(cartLines.userId, userId),
        isNull(cartLines.coinOfferId),
        lte(sql`${quantity}`, max),
        also,
      ),
    )
    .returning({ id: cartLines.id });
}

/** Deletes one of the shopper's lines; no row back when the shopper has no such line. */
export function deleteLine(db: Database, userId: number, lineId: string) {
  return db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
}

export function deleteAllLines(db: Database, userId: number) {
  return db.delete(cartLines).where(eq(cartLines.userId, userId));
}

/**
 * Takes what a paid order bought off the cart it was bought from, line by line: each order line
 * lowers its cart line by the quantity ordered, and a line left at zero or below goes. A line added
 * after checkout began is not in the order and stays; a line whose quantity grew keeps the difference.
 * The order lines forget their cart line in the same batch, so a second call takes nothing. The
 * code the order was paid with leaves the cart too (it was spent; a different code kept since stays).
 */
export async function takeOrderedLines(db: Database, order: { id: number; userId: number }): Promise<void> {
  const ordered = db.select({ id: orderLines.cartLineId }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const orderedQuantity = sql`(select sum(${orderLines.quantity}) from ${orderLines}
    where ${orderLines.orderId} = ${order.id} and ${orderLines.cartLineId} = ${cartLines.id})`;
  await db.batch([
    db
      .update(cartLines)
      .set({ quantity: sql`${cartLines.quantity} - ${orderedQuantity}` })
      .where(and(eq(cartLines.userId, order.userId), inArray(cartLines.id, ordered))),
    db.delete(cartLines).where(and(eq(cartLines.userId, order.userId), lte(cartLines.quantity, 0))),
    db.update(orderLines).set({ cartLineId: null }).where(eq(orderLines.orderId, order.id)),
    db
      .delete(cartCodes)
      .where(
        and(
          eq(cartCodes.userId, order.userId),
          eq(cartCodes.code, sql`(select ${orders.promoCode} from ${orders} where ${orders.id} = ${order.id})`),
        ),
      ),
  ]);
}
