// /api/cart: the signed-in shopper's cart (spec section 7). Prices always come from D1.
import { Hono } from "hono";
import { addToCart, clearCart, getCart, removeLine, updateQuantity } from "../services/cart/cart";
import type { PricedCart } from "../services/cart/pricing";
import { addToCartSchema, cartWireNames, updateQuantitySchema } from "../services/cart/schemas";
import { requireAuth } from "./session";
import { cartItemJson } from "./shapes-shopping";
import type { AuthedApiEnv } from "./types";
import { readJson } from "./validation";
import { inWireNames } from "./wire-names";

const cartJson = (cart: PricedCart) => cart.lines.map(cartItemJson);

export const cartApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(cartJson(await getCart({ db: c.var.db }, c.var.user.id))))
  .post("/", async (c) => {
    const input = await readJson(c, addToCartSchema);
    if (!input.ok) return input.response;
    const cart = await inWireNames(cartWireNames, () => addToCart({ db: c.var.db }, c.var.user.id, input.data));
    return c.json(cartJson(cart), 201);
  })
  .post("/clear", async (c) => {
    await clearCart({ db: c.var.db }, c.var.user.id);
    return c.json([]);
  })
  .put("/:lineId", async (c) => {
    const input = await readJson(c, updateQuantitySchema);
    if (!input.ok) return input.response;
    const { quantidade: quantity } = input.data;
    const cart = await inWireNames(cartWireNames, () =>
      updateQuantity({ db: c.var.db }, c.var.user.id, c.req.param("lineId"), quantity),
    );
    return c.json(cartJson(cart));
  })
  .delete("/:lineId", async (c) =>
    c.json(cartJson(await removeLine({ db: c.var.db }, c.var.user.id, c.req.param("lineId")))),
  );
