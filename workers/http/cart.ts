// /api/cart: the signed-in shopper's cart (spec section 7). Prices always come from D1.
import { type Context, Hono } from "hono";
import { getCurrency } from "../request/currency";
import { addToCart, type CartDeps, clearCart, getCart, removeLine, updateQuantity } from "../services/cart/cart";
import type { PricedCart } from "../services/cart/pricing";
import { addToCartSchema, cartWireNames, updateQuantitySchema } from "../services/cart/schemas";
import { requireAuth } from "./session";
import { cartItemJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";
import { inWireNames } from "./wire-names";

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
    const deps = await cartDeps(c);
    const cart = await inWireNames(cartWireNames, () => addToCart(deps, c.var.user.id, input));
    return c.json(cartJson(cart), 201);
  })
  .post("/clear", async (c) => {
    await clearCart({ db: c.var.db }, c.var.user.id);
    return c.json([]);
  })
  .put("/:lineId", async (c) => {
    const input = await readJson(c, updateQuantitySchema);
    const { quantidade: quantity } = input;
    const deps = await cartDeps(c);
    const cart = await inWireNames(cartWireNames, () =>
      updateQuantity(deps, c.var.user.id, c.req.param("lineId"), quantity),
    );
    return c.json(cartJson(cart));
  })
  .delete("/:lineId", async (c) =>
    c.json(cartJson(await removeLine(await cartDeps(c), c.var.user.id, c.req.param("lineId")))),
  );
