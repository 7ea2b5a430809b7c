// A shopper's changes to their own cart, one function per action, which the pages' actions
// (workers/catalogue/http/game-page.server.ts, workers/cart/http/page.server.ts) and /api/cart
// (workers/cart/http/api.ts) both call with the input already read and the signed-in caller, so the
// two entries cannot drift apart (decision 038). Both read the spec's wire names, so a refusal names
// its field in them, here.

import { rememberGameChoices } from "../accounts/game-choices";
import type { SessionUser } from "../accounts/sessions";
import { inWireNames } from "../kernel/wire-names";
import {
  addToCart,
  type CartDeps,
  type ChangeAnswer,
  type ChangeAnswered,
  type LineChoice,
  removeLine,
  updateQuantity,
} from "./cart";
import { type AddToCartInput, cartWireNames } from "./schemas";
import { clearCartUndoably } from "./undo-clear";

type Shopper = Pick<SessionUser, "id">;

/**
 * Adds to the cart and remembers the game's nickname, server and platform (as the cart settled
 * them: a platform left out is the one the page starts on) for its page: an add,
 * from either entry, is when those choices were certainly meant. They are written in the add's own
 * batch (no round trip of their own), so only after the checks made before it (the game, the offer,
 * the choices, the quantity); a refusal inside the batch (a full cart, a merged line over its limit)
 * leaves them remembered, as they were still meant. `answer.priced`: whether the caller shows the
 * cart priced after the change (the API) or reads it again itself (a page). `pressKey`: the key the
 * press carried (the form's hidden field, the API's Idempotency-Key): the same press adds once.
 */
export function addToCartAction<A extends ChangeAnswer>(
  deps: CartDeps,
  shopper: Shopper,
  add: AddToCartInput,
  answer: A,
  pressKey?: string,
): Promise<ChangeAnswered<A>> {
  const remember = (choice: LineChoice) => [
    rememberGameChoices(deps.db, shopper.id, add.gameId, { nickname: add.nickname, ...choice }),
  ];
  return inWireNames(cartWireNames, () => addToCart(deps, shopper.id, add, answer, remember, pressKey));
}

/** Sets a line's quantity (below 1 removes it). */
export function changeQuantityAction<A extends ChangeAnswer>(
  deps: CartDeps,
  shopper: Shopper,
  change: { lineId: string; quantity: number },
  answer: A,
): Promise<ChangeAnswered<A>> {
  return inWireNames(cartWireNames, () => updateQuantity(deps, shopper.id, change.lineId, change.quantity, answer));
}

export function removeLineAction<A extends ChangeAnswer>(
  deps: CartDeps,
  shopper: Shopper,
  lineId: string,
  answer: A,
): Promise<ChangeAnswered<A>> {
  return removeLine(deps, shopper.id, lineId, answer);
}

/** Empties the cart; answers with what it held, as the adds that put it back (the page's Undo). */
export function clearCartAction(deps: CartDeps, shopper: Shopper): Promise<AddToCartInput[]> {
  return clearCartUndoably(deps, shopper.id);
}
