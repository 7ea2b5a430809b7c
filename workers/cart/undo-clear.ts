// Clearing a cart that can be undone for a few seconds: the clear answers with what the cart held,
// as the very adds that put it back, and the undo sends them through addToCart like any other add
// (so prices, stock and limits are checked again, and nothing depends on how carts are stored).
import { DomainError } from "../kernel/domain-error";
import { addToCart, type CartDeps } from "./cart";
import { type CartLine, deleteAllLines, selectLines } from "./cart-store";
import type { AddToCartInput } from "./schemas";

/** The lines of a cart as the adds that would recreate them, in their order. */
function asAdds(lines: CartLine[]): AddToCartInput[] {
  return lines.map(({ id: _id, addedAt: _addedAt, ...add }) => add);
}

/** Empties the cart and returns what it held, for the Undo: read and deleted in one atomic batch. */
export async function clearCartUndoably({ db }: CartDeps, userId: number): Promise<AddToCartInput[]> {
  const [lines] = await db.batch([selectLines(db, userId), deleteAllLines(db, userId)]);
  return asAdds(lines);
}

/**
 * Puts cleared lines back (merged into whatever the cart holds now). A line that can no longer be
 * bought (archived, repriced to zero, over a limit) stays out and is counted as skipped.
 */
export async function restoreClearedLines(deps: CartDeps, userId: number, adds: AddToCartInput[]) {
  let restored = 0;
  for (const add of adds) {
    try {
      await addToCart(deps, userId, add, { priced: false });
      restored += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return { restored, skipped: adds.length - restored };
}
