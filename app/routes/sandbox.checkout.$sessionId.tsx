// The local payment sandbox's payment page: where the redirect flow sends the shopper when no
// STRIPE_SECRET_KEY is configured in development. It shows the order and its amount; Pay delivers a
// Stripe-signed event through the real webhook code, Cancel goes where Stripe's cancel would.
// Outside the sandbox this page does not exist (404).
import type { LinksFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { action, loader } from "@workers/payments/http/sandbox-page.server";
import { FormAlert } from "~/components/form/form-alert";
import { OrderLines } from "~/components/orders/order-details";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import { formatMoney, usePageLanguage } from "~/lib/money";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

export { action, loader } from "@workers/payments/http/sandbox-page.server";
export const meta = privatePageMeta;

export default function SandboxCheckoutPage() {
  const { sessionId, order } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const paying = navigation.state !== "idle" && navigation.formMethod === "POST";
  const payable = order.status === "pendente";
  return (
    <section className="page sandbox-page" aria-labelledby="sandbox-title">
      <h1 id="sandbox-title">{t("sandbox.title")}</h1>
      <p className="sandbox-page__notice">{t("sandbox.notice")}</p>
      <div className="sandbox-page__order surface">
        <h2>{t("sandbox.order", { id: order.id })}</h2>
        <OrderLines order={order} />
        <p className="sandbox-page__amount">
          {t("sandbox.amount")}{" "}
          <strong data-testid="sandbox-amount">{formatMoney(order.totalCents, order.currency, language)}</strong>
        </p>
        {isErrorBody(answer) ? <FormAlert kind="error">{answer.message}</FormAlert> : null}
        {payable ? null : <FormAlert kind="error">{t("sandbox.sessionClosed")}</FormAlert>}
        <div className="sandbox-page__actions">
          <Link to={`/checkout-cancel?session_id=${encodeURIComponent(sessionId)}`} className="button button--ghost">
            {t("sandbox.cancel")}
          </Link>
          <Form method="post">
            <button type="submit" className="button" disabled={!payable || paying} aria-busy={paying}>
              {paying ? t("sandbox.paying") : t("sandbox.pay")}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
