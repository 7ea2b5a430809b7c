// An order's page (app/routes/orders.$id.tsx renders it): its loader and its action (pay now, cancel,
// the shopper's word after delivery, reviews), in the orders area whose record it reads.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { withNumbers } from "@shared/form-numbers";
import { parseId } from "@shared/ids";
import { withdrawability } from "@shared/orders/withdrawal";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import { newReviewSchema, reviewEditSchema } from "@shared/reviews/schemas";
import { can } from "@workers/accounts/staff-powers";
import { openOrderConversation, postToOrderConversation } from "@workers/chat/order-conversation";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm } from "@workers/edge/page-input.server";
import { answering, orNotFound, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { viewerTimeZone } from "@workers/edge/time-zone.server";
import { readPressKey } from "@workers/edge/validation";
import { cancellationQuote, requestCancellation } from "@workers/orders/cancellation";
import { paymentAttemptDepsOf } from "@workers/orders/http/checkout-for-request";
import { openedSession, paymentStepAction, paymentStepData } from "@workers/orders/http/payment-step-page.server";
import { getOrderRecord } from "@workers/orders/order-record";
import { orderDetailView } from "@workers/orders/order-view";
import { livePayNowCodeAction, payPendingOrderAction } from "@workers/orders/payment-actions";
import { answerDelivery, problemSchema, receiptDeadline } from "@workers/orders/receipt";
import { riskHoldOf } from "@workers/orders/risk-holds";
import { editReview, orderReviewState, postReview } from "@workers/reviews/write";
import { getStoreSettings } from "@workers/settings/store-settings";
import * as v from "valibot";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (id === null) throw pageNotFound();
  // Another shopper's order is as unknown as one that does not exist; admins may read every order.
  const { t } = context;
  const [order, settings, conversation, hold] = await Promise.all([
    orNotFound(getOrderRecord(context.db, user, id)),
    getStoreSettings(context.db),
    orNotFound(openOrderConversation(context.db, user, id)),
    riskHoldOf(context.db, id),
  ]);
  return {
    timeZone: await viewerTimeZone(request),
    order: orderDetailView(order),
    live: {
      status: order.status,
      currency: order.currency,
      lines: order.lines,
      deliverBy: order.deliverBy,
      deliveredAt: order.deliveredAt,
      timeline: order.timeline,
      proof: order.proof,
      progress: order.progress,
      deliveredBy: order.deliveredBy,
    },
    conversation: {
      id: conversation.id,
      // Support reading the shopper's page answers as support.
      viewer: { role: can(user, "support_chat") ? ("support" as const) : ("shopper" as const), name: user.name },
    },
    cancel: {
      // The shopper's quote while their run is in progress and they have not asked yet.
      quote:
        order.status === "processando" && !order.cancellation && order.userId === user.id
          ? await cancellationQuote(context.db, id)
          : null,
      cancellation: order.cancellation,
    },
    after: {
      receipt: order.receipt,
      answerUntil: order.deliveredAt ? receiptDeadline(order.deliveredAt, settings.receiptWindowDays) : null,
    },
    // Held by the risk rules (issue 51): by when it is decided, and how it ended; the reasons stay the staff's.
    riskHold: hold && {
      reviewBy: hold.reviewBy,
      decision: hold.decision,
      note: hold.decision === "refused" ? hold.note : "",
    },
    // A pending order can still be paid from here ("pay now").
    payment: order.status === "pendente" ? paymentStepData(context, settings, t, order.currency) : null,
    // The page opened (or reloaded) while the order's Pix code is live: that code, at once.
    livePix:
      order.status === "pendente" && order.userId === user.id
        ? await livePayNowCodeAction(paymentAttemptDepsOf(context), user, id).then((live) =>
            live ? openedSession(live) : null,
          )
        : null,
    title: t("orders.order", { id }),
    // Only the shopper may withdraw (an admin reading the page sees no button); paid = its charge's time.
    withdrawal:
      order.userId === user.id
        ? withdrawability(order.status, order.payments.find((row) => row.kind === "charge")?.createdAt ?? null)
        : null,
    // Only the shopper rates their order's lines (an admin reading the page sees no form).
    reviews: order.userId === user.id ? await orderReviewState(context.db, order) : null,
    // The key of the next press of a review, confirm-delivery or problem form (decision 042).
    pressKey: newPressKey(),
    pageTexts: pageTexts(context.language, "orderPage"),
  };
}

/** Pay now: a new payment session for this pending order (the same service as POST /api/orders/{id}/pay). */
export const action = refusable(async ({ request, params, context }: ActionFunctionArgs) => {
  const user = await requireUser(request, context);
  const orderId = parseId(params.id);
  if (orderId === null) throw pageNotFound();
  const fields = Object.fromEntries(await request.clone().formData());
  const pressKey = readPressKey(fields[PRESS_KEY_FIELD], PRESS_KEY_FIELD);
  // Stop a boosting or carry run (the same service as POST /api/orders/{id}/cancel).
  if (fields.intent === "cancel") {
    await requestCancellation(context.db, user, orderId);
    return { answered: "cancel" as const };
  }
  // After delivery: the shopper's word (the same service as POST /api/orders/{id}/confirm and /problem).
  if (fields.intent === "confirm" || fields.intent === "problem") {
    const input = await readForm(request, fields.intent === "problem" ? problemSchema : v.object({}), fields);
    const word =
      fields.intent === "problem" && "message" in input
        ? { kind: "problem" as const, message: String(input.message) }
        : { kind: "confirmed" as const };
    await answerDelivery(
      { db: context.db, env: context.cloudflare.env, postToOrderConversation },
      user,
      orderId,
      word,
      { pressKey, from: context.shopperFrom },
    );
    return { answered: word.kind };
  }
  // Rate a delivered line, or change that review (the same services as POST and PUT /api/orders/{id}/reviews).
  if (typeof fields.intent === "string" && fields.intent.startsWith("review-")) {
    return answering(context.t, fields.intent, async () => {
      const numbers = withNumbers(fields, ["rating", "line_id"], ["review_id"]);
      const deps = { db: context.db, env: context.cloudflare.env };
      if (typeof numbers.review_id === "number") {
        const edit = await readForm(request, reviewEditSchema, numbers);
        await editReview(deps, user, orderId, numbers.review_id, edit, context.language);
      } else {
        const review = await readForm(request, newReviewSchema, numbers);
        await postReview(deps, user, orderId, review, context.language, { pressKey, from: context.shopperFrom });
      }
      return { answered: "review" as const };
    });
  }
  return paymentStepAction(request, context, (deps, choice) => payPendingOrderAction(deps, user, orderId, choice));
});
