// What a shopper may send to change a cart; shared by the game page forms, the Remix actions and
// the REST API. Prices, names and coin amounts a client sends are ignored: the server reads them from D1.
import * as v from "valibot";
import { MAX_CART_LINES, MAX_COIN_UNITS, MAX_NICKNAME_LENGTH } from "../../shared/cart/limits";
import { lineQuantity } from "../../shared/cart/quantity";
import { MAX_DELIVERY_FIELD_LENGTH } from "../../shared/orders/delivery-choice";
import { shopperCode } from "../../shared/promotions/shopper-code";
import { fromWire } from "../../shared/wire-names";

const id = v.pipe(v.number("cart.invalidId"), v.safeInteger("cart.invalidId"), v.minValue(1, "cart.invalidId"));
const optionalId = v.nullish(id);
const optionalChoice = v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(100, "cart.invalidChoice")));
/** A detail a hand-over method asks for (which ones are required is the game's to say: catalogue/delivery-methods.ts). */
const deliveryDetail = v.nullish(
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_DELIVERY_FIELD_LENGTH, "delivery.refused.tooLong")),
);

/** An add as the game page's form and POST /api/cart send it, in the spec's wire names. */
const addToCartFields = v.object({
  game_id: id,
  item_id: optionalId,
  coin_id: optionalId,
  // Absent reads as empty, so a missing nickname is refused with the nickname's own message.
  tag: v.pipe(
    v.nullish(v.string("cart.nicknameRequired"), ""),
    v.trim(),
    v.nonEmpty("cart.nicknameRequired"),
    v.maxLength(MAX_NICKNAME_LENGTH, "cart.nicknameTooLong"),
  ),
  // A coin line's limit; an item's (lower) is the cart's to check, once it knows which it is.
  quantidade: v.optional(lineQuantity(MAX_COIN_UNITS), 1),
  plataforma_selecionada: optionalChoice,
  server: optionalChoice,
  // How the coins are handed over, where the game offers several ways (issue 49).
  delivery_method: v.nullish(
    v.pipe(v.number("delivery.refused.methodUnknown"), v.safeInteger("delivery.refused.methodUnknown")),
  ),
  character_name: deliveryDetail,
  time_window: deliveryDetail,
});
/** An add in the wire names, as the Undo of a cleared cart posts it back. */
export type AddToCartWire = v.InferOutput<typeof addToCartFields>;

/** What the cart service adds: an item or a coin offer of a game, for a nickname (and the game's server and platform). */
export interface AddToCartInput {
  gameId: number;
  itemId?: number | null;
  coinOfferId?: number | null;
  nickname: string;
  quantity: number;
  server?: string | null;
  platform?: string | null;
  deliveryMethodId?: number | null;
  characterName?: string | null;
  timeWindow?: string | null;
}

/**
 * The wire name of each field of an add (and of a change's quantity): the one mapping between the
 * two, from which reading an add, writing it back (the Undo) and naming a refused field all follow
 * (workers/kernel/wire-names.ts).
 */
export const cartWireNames = {
  gameId: "game_id",
  itemId: "item_id",
  coinOfferId: "coin_id",
  nickname: "tag",
  quantity: "quantidade",
  server: "server",
  platform: "plataforma_selecionada",
  deliveryMethodId: "delivery_method",
  characterName: "character_name",
  timeWindow: "time_window",
} as const satisfies Record<keyof AddToCartInput, keyof AddToCartWire>;

/** An add checked in the wire names (so a failing field is named as it was sent), read in the domain's. */
export const addToCartSchema = v.pipe(
  addToCartFields,
  v.check((input) => (input.item_id == null) !== (input.coin_id == null), "cart.itemOrCoinRequired"),
  v.transform((wire): AddToCartInput => fromWire(cartWireNames, wire)),
);

const quantityFields = {
  quantidade: v.pipe(v.number("cart.invalidQuantity"), v.integer("cart.invalidQuantity")),
};

/** A line's new quantity (PUT /api/cart/{id}, the cart's forms), read in the domain's name. */
export const updateQuantitySchema = v.pipe(
  v.object(quantityFields),
  v.transform((wire) => fromWire({ quantity: cartWireNames.quantity }, wire)),
);

const lineId = v.pipe(
  v.string("cart.lineNotFound"),
  v.nonEmpty("cart.lineNotFound"),
  v.maxLength(64, "cart.lineNotFound"),
);

/** The lines a cleared cart held (undo-clear.ts), sent back as JSON by the Undo: each checked as an add. */
const clearedLines = v.pipe(
  v.string("cartUndo.invalid"),
  v.parseJson(undefined, "cartUndo.invalid"),
  v.array(addToCartSchema, "cartUndo.invalid"),
  v.maxLength(MAX_CART_LINES, "cartUndo.invalid"),
);

/** The cart page's and the cart drawer's forms: one intent each (the REST API names the line in its path). */
export const cartFormSchema = v.variant("intent", [
  v.pipe(
    v.object({ intent: v.literal("update"), lineId, ...quantityFields }),
    v.transform((wire) => fromWire({ quantity: cartWireNames.quantity }, wire)),
  ),
  v.object({ intent: v.literal("remove"), lineId }),
  v.object({ intent: v.literal("clear") }),
  v.object({ intent: v.literal("restore"), lines: clearedLines }),
  // The discount code kept with the cart (promotions/cart-code.ts).
  v.object({ intent: v.literal("code"), code: shopperCode }),
  v.object({ intent: v.literal("remove-code") }),
]);
