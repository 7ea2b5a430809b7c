// The checkout cancelled page (app/routes/checkout-cancel.tsx renders it): its loader and the shopper's
// explicit cancel, in the orders area whose pending order they read and cancel.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cancelOrderSchema } from "@shared/orders/schemas";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm } from "@workers/edge/page-input.server";
import { refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { effectRunnerFor } from "@workers/effects/runner";
import { cancelBySession } from "@workers/orders/cancel-by-shopper";
import { findOrderBySession } from "@workers/orders/queries";
import { paymentProviderFor } from "@workers/payments/provider-for-env";

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

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const input = await readForm(request, cancelOrderSchema);
  const provider = paymentProviderFor(context.cloudflare.env, new URL(request.url).origin);
  const effects = effectRunnerFor(context.cloudflare.env, context.db);
  return cancelBySession({ db: context.db, provider, effects }, user.id, input.session_id);
});
