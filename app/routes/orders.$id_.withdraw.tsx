// The order page's "withdraw from this purchase" button posts here (the same service as
// POST /api/orders/{id}/withdraw); the order page then reloads and shows the cancelled order.
import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { parseId } from "@shared/ids";
import { withdrawalDepsFor } from "@workers/http/withdrawal";
import { withdrawFromOrder } from "@workers/services/orders/withdrawal";
import { requireUser } from "~/lib/auth.server";
import { refusalAsData } from "~/lib/refusals.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const orderId = parseId(params.id);
  if (orderId === null) throw data(null, { status: 404 });
  const { env, ctx } = context.cloudflare;
  return refusalAsData(request, async () => {
    const deps = withdrawalDepsFor(context.db, env, request, (promise) => ctx.waitUntil(promise));
    const { refund } = await withdrawFromOrder(deps, user.id, orderId);
    return { withdrawn: true as const, amountCents: refund.amountCents, currency: refund.currency };
  });
}
