// /api/cart: the signed-in shopper's cart (spec section 7). Prices always come from D1.
// /api/cart/code: the discount code kept with the cart (issue 34, decision 034).
import { type Context, Hono } from "hono";
import { cartCodeSchema } from "../../../shared/promotions/shopper-code";
import type { RequestContext } from "../../edge/load-context";
import { requireAuth } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { pressKeyHeader, readJson } from "../../edge/validation";
import { centsToDecimal as toAmount } from "../../edge/wire/catalogue-json";
import { cartItemJson } from "../../edge/wire/shapes-shopping";
import {
  applyCartCodeAction,
  type CartCodeDeps,
  type CodedCart,
  getCodedCart,
  removeCartCodeAction,
} from "../../promotions/cart-code";
import { addToCartAction, changeQuantityAction, clearCartAction, removeLineAction } from "../actions";
import type { CartDeps } from "../cart";
import type { PricedCart } from "../pricing";
import { addToCartSchema, updateQuantitySchema } from "../schemas";

/** The lines, each with its price and the currency it is in (the shopper's: `?currency=` or the cookie). */
const cartJson = (cart: PricedCart) => cart.lines.map((line) => cartItemJson(line, cart.currency));

/** The lines read with the cart's code: each also with its share of the code's discount (0 without one). */
const codedLinesJson = (cart: CodedCart) =>
  cart.lines.map((line) => ({ ...cartItemJson(line, cart.currency), discount: toAmount(line.discountCents) }));

/** The cart's dependencies for this request, for its API and its pages alike: the database and the shopper's currency. */
export function cartDepsOf(context: RequestContext): CartDeps {
  return { db: context.db, currency: context.currency };
}

/** The cart's and its code's: a refusal's values (a minimum total) are written in the shopper's language. */
export function cartCodeDepsOf(context: RequestContext): CartCodeDeps {
  return { ...cartDepsOf(context), language: context.language };
}

/**
 * The cart with its code: the lines (each with its `discount`), the code with the discount it gives
 * or, when it no longer applies, why (in the shopper's language), and the totals before and after it.
 */
async function codedCartJson(c: Context<AuthedApiEnv>, cart: CodedCart) {
  const t = c.var.context.t;
  const code = cart.code;
  return {
    items: codedLinesJson(cart),
    code: code && {
      code: code.code,
      discount: toAmount(code.discountCents),
      applies: code.refusal === null,
      reason: code.refusal && t(code.refusal.messageKey, code.refusal.params),
    },
    subtotal: toAmount(cart.totalCents),
    discount: toAmount(cart.discountCents),
    total: toAmount(cart.totalCents - cart.discountCents),
    currency: cart.currency,
  };
}

export const cartApi = new Hono<AuthedApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(codedLinesJson(await getCodedCart(cartCodeDepsOf(c.var.context), c.var.user.id))))
  // Before /:lineId, which would take "code" for a line's id.
  .get("/code", async (c) =>
    c.json(await codedCartJson(c, await getCodedCart(cartCodeDepsOf(c.var.context), c.var.user.id))),
  )
  .post("/code", async (c) => {
    const { code } = await readJson(c, cartCodeSchema);
    return c.json(await codedCartJson(c, await applyCartCodeAction(cartCodeDepsOf(c.var.context), c.var.user, code)));
  })
  .delete("/code", async (c) =>
    c.json(await codedCartJson(c, await removeCartCodeAction(cartCodeDepsOf(c.var.context), c.var.user))),
  )
  .post("/", async (c) => {
    const input = await readJson(c, addToCartSchema);
    const pressKey = pressKeyHeader(c);
    const cart = await addToCartAction(cartCodeDepsOf(c.var.context), c.var.user, input, { priced: true }, pressKey);
    return c.json(cartJson(cart), 201);
  })
  .post("/clear", async (c) => {
    // The cleared lines are the pages' Undo; the spec answers the API with the empty cart.
    await clearCartAction(cartCodeDepsOf(c.var.context), c.var.user);
    return c.json([]);
  })
  .put("/:lineId", async (c) => {
    const input = await readJson(c, updateQuantitySchema);
    const change = { lineId: c.req.param("lineId"), ...input };
    return c.json(
      cartJson(await changeQuantityAction(cartCodeDepsOf(c.var.context), c.var.user, change, { priced: true })),
    );
  })
  .delete("/:lineId", async (c) => {
    const lineId = c.req.param("lineId");
    return c.json(
      cartJson(await removeLineAction(cartCodeDepsOf(c.var.context), c.var.user, lineId, { priced: true })),
    );
  });
