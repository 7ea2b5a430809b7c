// /api/cart: the signed-in shopper's cart (spec section 7). Prices always come from D1.
import { type Context, Hono } from "hono";
import { getCurrency } from "../request/currency";
import { addToCartAction, changeQuantityAction, clearCartAction, removeLineAction } from "../services/cart/actions";
import { type CartDeps, getCart } from "../services/cart/cart";
import type { PricedCart } from "../services/cart/pricing";
import { addToCartSchema, updateQuantitySchema } from "../services/cart/schemas";
import { requireAuth } from "./session";
import { cartItemJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";

/** The lines, each with its price and the currency it is in (the shopper's: `?currency=` or the cookie). */
const cartJson = (cart: PricedCart) => cart.lines.map((line) => cartItemJson(line, cart.currency));

async function cartDeps(c: Context<AuthedApiEnv>): Promise<CartDeps> {
  return { db: c.var.db, currency: await getCurrency(c.req.raw) };
}

export const cartApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(cartJson(await getCart(await cartDeps(c), c.var.user.id))))
  .post("/", async (c) => {
    const input = await readJson(c, addToCartSchema);
    const cart = await addToCartAction(await cartDeps(c), c.var.user, input, { priced: true });
    return c.json(cartJson(cart), 201);
  })
  .post("/clear", async (c) => {
    // The cleared lines are the pages' Undo; the spec answers the API with the empty cart.
    await clearCartAction(await cartDeps(c), c.var.user);
    return c.json([]);
  })
  .put("/:lineId", async (c) => {
    const input = await readJson(c, updateQuantitySchema);
    const change = { lineId: c.req.param("lineId"), ...input };
    return c.json(cartJson(await changeQuantityAction(await cartDeps(c), c.var.user, change, { priced: true })));
  })
  .delete("/:lineId", async (c) => {
    const lineId = c.req.param("lineId");
    return c.json(cartJson(await removeLineAction(await cartDeps(c), c.var.user, lineId, { priced: true })));
  });
