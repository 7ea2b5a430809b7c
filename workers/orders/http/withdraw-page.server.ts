// The order page's "withdraw from this purchase" button posts here (app/routes/orders.$id_.withdraw.tsx,
// the same action as POST /api/orders/{id}/withdraw); the order page then reloads and shows the
// cancelled order. It lives in the orders area, whose withdrawal it runs.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "@shared/ids";
import { requireUser } from "@workers/edge/page-guards.server";
import { pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { withdrawalDeps, withdrawFromOrder } from "@workers/orders/withdrawal";

export const action = refusable(async ({ request, params, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const orderId = parseId(params.id);
  if (orderId === null) throw pageNotFound();
  const { env, ctx } = context.cloudflare;
  const deps = withdrawalDeps(
    { db: context.db, env, waitUntil: (work) => ctx.waitUntil(work) },
    new URL(request.url).origin,
  );
  const { refund } = await withdrawFromOrder(deps, user, orderId, { order: false });
  return { withdrawn: true as const, amountCents: refund.amountCents, currency: refund.currency };
});
