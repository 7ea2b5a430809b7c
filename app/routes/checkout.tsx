import type { LinksFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useRevalidator } from "@remix-run/react";
import type { action, loader } from "@workers/orders/http/checkout-page.server";
import { useEffect } from "react";
import { CheckoutEmpty } from "~/components/checkout/checkout-empty";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { privatePageMeta } from "~/lib/meta";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { action, loader } from "@workers/orders/http/checkout-page.server";
export const meta = privatePageMeta;

// A post that never reaches the store shows the connection message inline and keeps what was typed.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");
export const shouldRevalidate = unlessConnectionLost();

// The summary and payment step: the server renders them with the page, the browser fetches their
// code and texts after the first load (issue #19).
const CheckoutContent = serverRenderedLazy(() => import("~/components/checkout/checkout-content"), {
  texts: ["checkout"],
});

export default function CheckoutPage() {
  const { cart, latestOrder, pendingOrderId, payment, livePix } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // A post made without JavaScript comes back as the page's action data.
  const actionData = useActionData<typeof action>();
  useFreshWhenBack();
  return (
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t("checkout.title")}</h1>
      {cart.lines.length === 0 ? (
        <CheckoutEmpty latestOrder={latestOrder} />
      ) : (
        <CheckoutContent
          cart={cart}
          pendingOrderId={pendingOrderId}
          payment={payment}
          livePix={livePix}
          answerWithoutScript={actionData}
        />
      )}
    </section>
  );
}

/**
 * Back on this page from the browser's history after paying elsewhere (the payment page, then Back):
 * a page the browser kept whole (its back-forward cache) still shows the cart as it was, so it asks
 * the store again. A Back inside the store runs the loader anyway.
 */
function useFreshWhenBack() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) revalidate();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [revalidate]);
}
