// The checkout success page (app/routes/checkout-success.tsx renders it): its loader, in the orders
// area whose order it reads, with the outcome the order's real status gives (shared/orders/checkout-outcome.ts).
import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { checkoutOutcome } from "@shared/orders/checkout-outcome";
import { withdrawability } from "@shared/orders/withdrawal";
import { requireUser } from "@workers/edge/page-guards.server";
import { orNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { orderView } from "@workers/orders/order-view";
import { getOrderBySession } from "@workers/orders/queries";

/** Spec section 2: the session id is shown cut to 24 characters. */
const SHOWN_SESSION_LENGTH = 24;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) throw redirect("/");
  const { t } = context;
  const order = await orNotFound(getOrderBySession(context.db, user.id, sessionId));
  const outcome = checkoutOutcome(order);
  return {
    timeZone: await viewerTimeZone(request),
    session: sessionId.slice(0, SHOWN_SESSION_LENGTH),
    outcome,
    order: orderView(order),
    // What the order page's promise reads: the lines' promises and, once paid, the deadline.
    promise: {
      status: order.status,
      deliverBy: order.deliverBy,
      deliveredAt: order.deliveredAt,
      lines: order.lines.map((line) => ({ deliveryMinutes: line.deliveryMinutes })),
    },
    withdrawal: withdrawability(order.status, order.payments.find((row) => row.kind === "charge")?.createdAt ?? null),
    title: t(`successPage.${outcome}MetaTitle`),
    pageTexts: pageTexts(context.language, "paymentResult"),
  };
}
