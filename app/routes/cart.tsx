import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { clearCart, removeLine, updateQuantity } from "@workers/services/cart/cart";
import { cartFormSchema } from "@workers/services/cart/schemas";
import { CartContents } from "~/components/cart/cart-contents";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { readForm, readFormFields, requireUser } from "~/lib/auth.server";
import { cartDepsFor, loadCartView } from "~/lib/cart.server";
import { withDomainErrorData } from "~/lib/domain-errors.server";
import { withNumbers } from "~/lib/form-numbers";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [view, t] = await Promise.all([loadCartView(context, user.id), getFixedT(request)]);
  return { ...view, title: t("cart.metaTitle") };
}

export const meta = privatePageMeta;

/**
 * The cart's changes (intent=update|remove|clear), for this page's forms and the cart drawer's.
 * The same services as PUT/DELETE /api/cart/{id} and POST /api/cart/clear.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const fields = withNumbers(await readFormFields(request), ["quantidade"]);
  const input = await readForm(request, cartFormSchema, fields);
  if (!input.ok) return input.response;
  const deps = cartDepsFor(context);
  const change = input.data;
  return withDomainErrorData(request, async () => {
    if (change.intent === "update") await updateQuantity(deps, user.id, change.lineId, change.quantidade);
    else if (change.intent === "remove") await removeLine(deps, user.id, change.lineId);
    else await clearCart(deps.kv, user.id);
    return { ok: true as const };
  });
}

export default function CartPage() {
  const { cart, currency, deliveryHours } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      <CartContents cart={cart} currency={currency} deliveryHours={deliveryHours} variant="page" />
    </section>
  );
}

/** Spec section 8: "Error loading cart", with a retry that loads the page again. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <section className="page error-page" role="alert">
      <h1>{t("cart.loadError")}</h1>
      <a className="button" href="/cart">
        {t("cart.retry")}
      </a>
    </section>
  );
}
