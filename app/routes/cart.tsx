import type { LinksFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { action, loader } from "@workers/cart/http/page.server";
import { ErrorReference } from "~/components/error-reference";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { action, loader } from "@workers/cart/http/page.server";
export const meta = privatePageMeta;

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
