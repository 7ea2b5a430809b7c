// Where the payment page sends a shopper who gave up. The order closes if it is still pending (the
// same service as POST /api/stripe/cancel-order), once; the cart is untouched.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { cancelBySession } from "@workers/services/orders/cancel-by-shopper";
import { cancelOrderSchema } from "@workers/services/orders/schemas";
import { paymentProviderFor } from "@workers/services/payments/provider-for-env";
import { useEffect, useRef } from "react";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { readForm, requireUser } from "~/lib/auth.server";
import { withDomainErrorData } from "~/lib/domain-errors.server";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await getFixedT(request);
  return {
    sessionId: new URL(request.url).searchParams.get("session_id"),
    title: t("checkoutResult.cancelMetaTitle"),
  };
}

export const meta = privatePageMeta;

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const input = await readForm(request, cancelOrderSchema);
  if (!input.ok) return input.response;
  const provider = paymentProviderFor(context.cloudflare.env, new URL(request.url).origin);
  return withDomainErrorData(request, () =>
    cancelBySession({ db: context.db, provider }, user.id, input.data.session_id),
  );
}

export default function CheckoutCancelPage() {
  const { sessionId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const posted = useRef(false);
  // Once per visit (a failure only leaves the order pending until its session expires, spec section 8).
  useEffect(() => {
    if (!sessionId || posted.current) return;
    posted.current = true;
    fetcher.submit({ session_id: sessionId }, { method: "post" });
  }, [sessionId, fetcher]);
  return (
    <section className="page checkout-result" aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title">{t("checkoutResult.cancelTitle")}</h1>
      <p>{t("checkoutResult.cancelText")}</p>
      <div className="checkout-result__actions">
        <Link to="/" className="button button--ghost">
          {t("checkoutResult.goHome")}
        </Link>
        <Link to="/checkout" className="button">
          {t("checkoutResult.retry")}
        </Link>
      </div>
    </section>
  );
}
