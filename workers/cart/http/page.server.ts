// The cart's page as the store serves it (app/routes/cart.tsx renders it): its loader and its action,
// and the cart drawer's data (app/routes/resources.cart.ts), on the same services and dependencies as
// the REST API (workers/cart/http/api.ts).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withNumbers } from "@shared/form-numbers";
import { toWire } from "@shared/wire-names";
import { changeQuantityAction, clearCartAction, removeLineAction } from "@workers/cart/actions";
import { cartCodeDepsOf, cartDepsOf } from "@workers/cart/http/api";
import { cartFormSchema, cartWireNames } from "@workers/cart/schemas";
import { restoreClearedLines } from "@workers/cart/undo-clear";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { logError } from "@workers/kernel/log";
import { applyCartCodeAction, getCodedCart, removeCartCodeAction } from "@workers/promotions/cart-code";

/** The shopper's cart priced from D1 in their currency with its code checked now, and that currency to show it in. */
export async function loadCartView(context: AppLoadContext, userId: number) {
  const cart = await getCodedCart(cartCodeDepsOf(context), userId);
  return { cart, currency: cart.currency };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { t } = context;
  const view = await loadCartView(context, user.id);
  return { ...view, title: t("cart.metaTitle"), pageTexts: pageTexts(context.language, "cartPage") };
}

/**
 * The cart's changes (intent=update|remove|clear|restore|code|remove-code), for this page's forms and
 * the cart drawer's. The same services as PUT/DELETE /api/cart/{id}, POST /api/cart/clear and
 * POST/DELETE /api/cart/code. A clear answers with the
 * lines it removed, which intent=restore puts back (the Undo).
 */
export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const fields = withNumbers(await readFormFields(request), ["quantidade"]);
  const change = await readForm(request, cartFormSchema, fields);
  const deps = cartDepsOf(context);
  // The page and the drawer read the cart again after a change; it is priced there, once.
  const answer = { priced: false } as const;
  switch (change.intent) {
    case "clear": {
      // The Undo posts these back as adds, in the form's wire names.
      const cleared = await clearCartAction(deps, user);
      return { ok: true as const, cleared: cleared.map((add) => toWire(cartWireNames, add)) };
    }
    case "restore":
      return { ok: true as const, restore: await restoreClearedLines(deps, user.id, change.lines) };
    case "update":
      await changeQuantityAction(deps, user, change, answer);
      return { ok: true as const };
    case "remove":
      await removeLineAction(deps, user, change.lineId, answer);
      return { ok: true as const };
    case "code":
      await applyCartCodeAction(cartCodeDepsOf(context), user, change.code);
      return { ok: true as const };
    case "remove-code":
      await removeCartCodeAction(cartCodeDepsOf(context), user);
      return { ok: true as const };
  }
});

/**
 * The cart drawer's data (app/components/cart/cart-drawer.tsx). Unlike the /cart page it never
 * sends anyone to sign in: a caller without a session (one that ended since the page loaded) gets
 * `signed_out` and the drawer shows its login prompt; spec section 4: a 401 on load is an empty
 * cart, not an error.
 */
export async function drawerLoader({ context }: LoaderFunctionArgs) {
  const user = await context.user();
  if (!user) return { status: "signed_out" as const };
  try {
    return { status: "ok" as const, ...(await loadCartView(context, user.id)) };
  } catch (error) {
    // The drawer shows "Error loading cart" with a retry instead of the page's error screen.
    logError("cart_drawer_load_failed", error);
    return { status: "error" as const };
  }
}
