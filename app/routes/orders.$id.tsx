import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { payPendingOrderFor } from "@workers/http/checkout-for-request";
import { parseId } from "@workers/services/ids";
import { getOrder } from "@workers/services/orders/queries";
import { withdrawalStateOf } from "@workers/services/orders/withdrawal";
import { getStoreSettings } from "@workers/services/settings/store-settings";
import { PaymentStep } from "~/components/checkout/payment-step";
import { ErrorReference } from "~/components/error-reference";
import { FormAlert } from "~/components/form/form-alert";
import { OrderDetails } from "~/components/orders/order-details";
import { StatusBadge } from "~/components/orders/status-badge";
import { Withdrawal } from "~/components/orders/withdrawal";
import { getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/auth.server";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import { formatMoney, usePageLanguage } from "~/lib/money";
import { orderDetailView, useFormatDate } from "~/lib/order-view";
import { paymentStepAction, paymentStepData } from "~/lib/payment-step.server";
import { orNotFound } from "~/lib/refusals.server";
import { statusReasonText } from "~/lib/vocabulary/status-reasons";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  // Another shopper's order is as unknown as one that does not exist.
  const [order, t, settings, withdrawal] = await Promise.all([
    orNotFound(getOrder(context.db, user.id, id)),
    getFixedT(request),
    getStoreSettings(context.db),
    orNotFound(withdrawalStateOf(context.db, user.id, id)),
  ]);
  return {
    order: orderDetailView(order),
    // A pending order can still be paid from here ("pay now").
    payment: order.status === "pendente" ? paymentStepData(context, settings, t) : null,
    title: t("orders.order", { id }),
    withdrawal,
  };
}

/** Pay now: a new payment session for this pending order (the same service as POST /api/orders/{id}/pay). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const orderId = parseId(params.id);
  if (orderId === null) throw data(null, { status: 404 });
  return paymentStepAction(request, (attempt) =>
    payPendingOrderFor({ db: context.db, env: context.cloudflare.env }, request, { user, orderId, ...attempt }),
  );
}

export const meta = privatePageMeta;

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

export default function OrderPage() {
  const { order, payment, withdrawal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const language = usePageLanguage();
  const actionData = useActionData<typeof action>();
  return (
    <section className="page order-page" aria-labelledby="order-title">
      <Link to="/orders" className="order-page__back">
        {t("orders.backToOrders")}
      </Link>
      <h1 id="order-title">{t("orders.order", { id: order.id })}</h1>
      <OrderDetails order={order} />
      {payment ? (
        <section id="pay" className="order-pay" aria-labelledby="order-pay-title">
          <h2 id="order-pay-title">{t("paymentStep.payNowTitle")}</h2>
          <p>{t("paymentStep.payNowText")}</p>
          <PaymentStep
            action={`/orders/${order.id}`}
            amount={formatMoney(order.totalCents, order.currency, language)}
            block={null}
            data={payment}
            answerWithoutScript={actionData}
          />
        </section>
      ) : isErrorBody(actionData) ? (
        // A "pay now" posted (without JavaScript) after the order stopped being payable.
        <FormAlert kind="error">{actionData.message}</FormAlert>
      ) : null}
      <Withdrawal order={order} state={withdrawal} />
      <section className="order-timeline" aria-labelledby="order-timeline-title">
        <h2 id="order-timeline-title">{t("orders.timeline")}</h2>
        <ol>
          {order.timeline.map((entry) => (
            <li key={entry.id}>
              <StatusBadge status={entry.status} /> <time dateTime={entry.at}>{formatDate(entry.at)}</time>
              {statusReasonText(t, entry.reason) ? (
                <span className="order-timeline__reason"> · {statusReasonText(t, entry.reason)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="page error-page" role="alert">
      <h1>{t(notFound ? "orders.notFound" : "errors.genericTitle")}</h1>
      <ErrorReference />
      <Link to="/orders" className="button">
        {t("orders.backToOrders")}
      </Link>
    </section>
  );
}
