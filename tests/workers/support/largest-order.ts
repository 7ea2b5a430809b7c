// The largest order the store takes: a cart of as many lines as a cart may hold (MAX_CART_LINES),
// half items and half coins of two games, each line for a nickname of its own, put in through the
// cart API and paid as a shopper pays (checkout, the sandbox's Pay, the webhook).
import { expect } from "vitest";
import { MAX_CART_LINES } from "../../../shared/cart/limits";
import { payCart, seedOnce, shopperSession } from "./admin";
import { coinOf, gameNamed, itemOf } from "./catalogue-rows";
import { callApi } from "./store";

/** The nickname of the `index`th line of the largest cart: one each, so no two lines merge. */
export const nicknameOfLine = (index: number) => `Hero${String(index).padStart(2, "0")}`;

/** Fills the signed-in shopper's cart with MAX_CART_LINES lines through POST /api/cart. */
export async function fillCartToTheMost(cookie: string): Promise<void> {
  await seedOnce();
  const [tibia, wow] = await Promise.all([gameNamed("Tibia"), gameNamed("World of Warcraft")]);
  const [item, coin] = await Promise.all([itemOf(tibia.id), coinOf(wow.id)]);
  for (let index = 0; index < MAX_CART_LINES; index++) {
    const line =
      index % 2 === 0
        ? { game_id: tibia.id, item_id: item.id, server: tibia.servers[0], plataforma_selecionada: tibia.platforms[0] }
        : { game_id: wow.id, coin_id: coin.id, server: wow.servers[0], plataforma_selecionada: wow.platforms[0] };
    const added = await callApi(
      "POST",
      "/api/cart",
      { ...line, tag: nicknameOfLine(index), quantidade: 1 },
      { cookie },
    );
    expect(added.status, await added.clone().text()).toBeLessThan(300);
  }
}

/** A new shopper (`label`) whose order of MAX_CART_LINES lines is paid: the shopper and the order's id. */
export async function paidLargestOrder(label: string) {
  const shopper = await shopperSession(label);
  await fillCartToTheMost(shopper.cookie);
  return { ...shopper, orderId: await payCart(shopper.cookie) };
}
