// A discount code as a shopper sends it (the cart's form, POST /api/cart/code, checkout). Apart from
// the admin's schemas (./schemas.ts): checkout's and the cart's schemas reach the storefront's
// browser code, and the admin's would come with them (valibot's calls are not dropped when unused).
import * as v from "valibot";

/** Its spelling is checked by the service, with the other reasons a code does not apply (promotions/apply.ts). */
export const shopperCode = v.pipe(
  v.string("promotions.refusals.invalid"),
  v.trim(),
  v.maxLength(64, "promotions.refusals.invalid"),
);

/** POST /api/cart/code and the cart's code form. */
export const cartCodeSchema = v.object({ code: shopperCode });
