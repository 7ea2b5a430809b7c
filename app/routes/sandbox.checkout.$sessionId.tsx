// The local payment sandbox's payment page: where the redirect flow sends the shopper when no
// STRIPE_SECRET_KEY is configured in development. It shows the order and its amount; Pay delivers a
// Stripe-signed event through the real webhook code, Cancel goes where Stripe's cancel would.
// Outside the sandbox this page does not exist (404).
import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireUser } from "@workers/edge/page-guards.server";
import { orNotFound, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { orderView } from "@workers/orders/order-view";
import { webhookDepsFor } from "@workers/orders/payment-webhook-deps";
import { getOrder } from "@workers/orders/queries";
import { findSandboxOrder, paySandboxSession } from "@workers/orders/sandbox-payments";
import { isSandboxEnabled } from "@workers/payments/provider-for-env";
import { FormAlert } from "~/components/form/form-alert";
import { OrderLines } from "~/components/orders/order-details";
import { useTranslation } from "~/i18n/use-translation";
import { isErrorBody } from "~/lib/error-body";
import { privatePageMeta } from "~/lib/meta";
import { formatMoney, usePageLanguage } from "~/lib/money";
import shoppingStyles from "~/styles/shopping.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: shoppingStyles }];

function requireSandbox(env: Env) {
  if (!isSandboxEnabled(env)) throw pageNotFound();
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireSandbox(context.cloudflare.env);
  const user = await requireUser(request, context);
  const sessionId = params.sessionId ?? "";
  // Only the order's owner sees it; anyone else gets the same 404 as for a made-up session.
  const found = await orNotFound(findSandboxOrder({ db: context.db }, sessionId, user.id));
  const { t } = context;
  const order = await getOrder(context.db, user.id, found.id);
  return {
    sessionId,
    order: orderView(order),
    title: t("sandbox.metaTitle"),
    pageTexts: pageTexts(context.language, "sandbox"),
  };
}

export const meta = privatePageMeta;

/** Pay: the same service as POST /api/sandbox/sessions/{id}/pay, then back as Stripe's success URL would. */
export const action = refusable(async ({ request, params, context }: ActionFunctionArgs) => {
  const env = context.cloudflare.env;
  requireSandbox(env);
  const user = await requireUser(request, context);
  const sessionId = params.sessionId ?? "";
  await paySandboxSession(webhookDepsFor(context.db, env, new URL(request.url).origin), {
    sessionId,
    userId: user.id,
  });
  return redirect(`/checkout-success?session_id=${encodeURIComponent(sessionId)}`);
});

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
