// Where the payment page sends a shopper who went back without paying. Nothing was charged and the
// order stays pending, so trying again (another card, another method) pays that same order instead
// of leaving a cancelled one behind; cancelling it is the shopper's explicit choice (the same
// service as POST /api/stripe/cancel-order). The cart is untouched either way.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { cancelOrderSchema } from "@shared/orders/schemas";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { effectRunnerFor } from "@workers/effects/runner";
import { cancelBySession } from "@workers/orders/cancel-by-shopper";
import { findOrderBySession } from "@workers/orders/queries";
import { paymentProviderFor } from "@workers/payments/provider-for-env";
import { useEffect, useRef } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const { t } = context;
  const order = sessionId ? await findOrderBySession(context.db, user.id, sessionId).catch(() => null) : null;
  return {
    sessionId,
    // Only a pending order can still be paid or cancelled from here.
    pendingOrderId: order?.status === "pendente" ? order.id : null,
    title: t("checkoutCancelled.metaTitle"),
    pageTexts: pageTexts(context.language, "paymentResult"),
  };
}

export const meta = privatePageMeta;

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const input = await readForm(request, cancelOrderSchema);
  const provider = paymentProviderFor(context.cloudflare.env, new URL(request.url).origin);
  const effects = effectRunnerFor(context.cloudflare.env, context.db);
  return cancelBySession({ db: context.db, provider, effects }, user.id, input.session_id);
});

export default function CheckoutCancelPage() {
  const { sessionId, pendingOrderId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data;
  const cancelled = answer && !isErrorBody(answer) && answer.status === "cancelado" ? answer.orderId : null;
  const scheduled = answer && !isErrorBody(answer) && answer.cancellation === "scheduled" ? answer.orderId : null;
  const busy = fetcher.state !== "idle";
  // Starts at its outcome, as the payment-approved page does.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page checkout-result" aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title" ref={heading} tabIndex={-1}>
        {t("checkoutCancelled.title")}
      </h1>
      <div role="status">
        {cancelled !== null ? (
          <p>{t("checkoutCancelled.cancelled", { id: cancelled })}</p>
        ) : scheduled !== null ? (
          <p>{t("checkoutCancelled.scheduled", { id: scheduled })}</p>
        ) : (
          <p>
            {pendingOrderId !== null
              ? t("checkoutCancelled.text", { id: pendingOrderId })
              : t("checkoutCancelled.textNoOrder")}
          </p>
        )}
      </div>
      {isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
      <div className="checkout-result__actions">
        <Link to="/" className="button button--ghost">
          {t("checkoutResult.goHome")}
        </Link>
        {pendingOrderId !== null && sessionId && cancelled === null && scheduled === null ? (
          <fetcher.Form method="post" onSubmit={(event) => busy && event.preventDefault()}>
            <input type="hidden" name="session_id" value={sessionId} />
            <button type="submit" className="button button--ghost" aria-disabled={busy || undefined}>
              {busy ? t("checkoutCancelled.cancelling") : t("checkoutCancelled.cancelOrder")}
            </button>
          </fetcher.Form>
        ) : null}
        <Link to="/checkout" className="button">
          {cancelled === null && pendingOrderId !== null ? t("checkoutCancelled.tryAgain") : t("checkoutResult.retry")}
        </Link>
      </div>
    </section>
  );
}
