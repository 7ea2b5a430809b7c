// The local payment sandbox's payment page (app/routes/sandbox.checkout.$sessionId.tsx renders it): its
// loader and Pay, in the payments area beside the sandbox's API (./sandbox-api.ts). Outside the sandbox
// both answer 404.
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { requireUser } from "@workers/edge/page-guards.server";
import { orNotFound, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { orderView } from "@workers/orders/order-view";
import { webhookDepsFor } from "@workers/orders/payment-webhook-deps";
import { getOrder } from "@workers/orders/queries";
import { findSandboxOrder, paySandboxSession } from "@workers/orders/sandbox-payments";
import { isSandboxEnabled } from "@workers/payments/provider-for-env";

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
