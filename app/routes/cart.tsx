import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withNumbers } from "@shared/form-numbers";
import { toWire } from "@shared/wire-names";
import { changeQuantityAction, clearCartAction, removeLineAction } from "@workers/cart/actions";
import { cartCodeDepsOf, cartDepsOf } from "@workers/cart/http/api";
import { loadCartView } from "@workers/cart/http/page.server";
import { cartFormSchema, cartWireNames } from "@workers/cart/schemas";
import { restoreClearedLines } from "@workers/cart/undo-clear";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { applyCartCodeAction, removeCartCodeAction } from "@workers/promotions/cart-code";
import { ErrorReference } from "~/components/error-reference";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { t } = context;
  const view = await loadCartView(context, user.id);
  return { ...view, title: t("cart.metaTitle"), pageTexts: pageTexts(context.language, "cartPage") };
}

export const meta = privatePageMeta;

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

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

// The lines, totals and their forms: the server renders them with the page, the browser fetches
// their code and texts after the first load (issue #19).
const CartContents = serverRenderedLazy(
  () => import("~/components/cart/cart-contents").then((module) => ({ default: module.CartContents })),
  { texts: ["cart"] },
);

export default function CartPage() {
  const { cart, currency } = useLoaderData<typeof loader>();
  const formAnswer = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      <CartContents cart={cart} currency={currency} variant="page" formAnswer={formAnswer} />
    </section>
  );
}

/** Spec section 8: "Error loading cart", with a retry that loads the page again. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <section className="page error-page" role="alert">
      <h1>{t("cart.loadError")}</h1>
      <ErrorReference />
      <a className="button" href="/cart">
        {t("cart.retry")}
      </a>
    </section>
  );
}
