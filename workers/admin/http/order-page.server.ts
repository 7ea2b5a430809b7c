// The admin's order page (app/routes/admin.orders.$id.tsx renders it): its loader and its action,
// on the admin area's order, payment and delivery services and the orders area's cancellation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { disputeSubmitSchema, riskReviewSchema } from "@shared/orders/schemas";
import { manualNextStatuses } from "@shared/orders/status";
import { can, requirePower } from "@workers/accounts/staff-powers";
import {
  addPublicNote,
  attachProof,
  milestoneTickSchema,
  proofSchema,
  publicNoteSchema,
  tickMilestone,
} from "@workers/admin/order-delivery";
import { acceptReviewedPayment, checkRefund, orderPaymentRecord, refundOrder } from "@workers/admin/order-payments";
import { acceptPaymentSchema, refundSchema, statusChangeSchema } from "@workers/admin/order-schemas";
import { changeStatusAsAdmin, getAdminOrder } from "@workers/admin/orders";
import { leftWithin, mayRefund, refundCapFor, requireMayRefund } from "@workers/admin/refund-limit";
import { openOrderConversation } from "@workers/chat/order-conversation";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminUpload, readForm } from "@workers/edge/page-input.server";
import { answering, orNotFound, refusable } from "@workers/edge/page-refusals.server";
import { attemptEffect } from "@workers/effects/runner";
import type { AdminDeps } from "@workers/kernel/audit-log";
import { DomainError } from "@workers/kernel/domain-error";
import { approveCancellation, approveCancellationSchema, declineCancellation } from "@workers/orders/cancellation";
import { evidencePack } from "@workers/orders/dispute-evidence";
import { submitDisputeAsStaff } from "@workers/orders/dispute-submission";
import { orderEffectRunnerFor } from "@workers/orders/order-effects";
import { getOrderRecord } from "@workers/orders/order-record";
import { holdDecisionDepsFor } from "@workers/orders/payment-webhook-deps";
import { decideRiskHold, riskHoldOf } from "@workers/orders/risk-holds";
import { paymentProviderFor } from "@workers/payments/provider-for-env";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, admin, env } = await adminDeps(request, context);
  const refunds = mayRefund(admin);
  const orderId = idParam(params.id);
  const order = await orNotFound(getAdminOrder(db, orderId));
  // Money moves the rest (payments, refunds, disputes, the review decision): see the payments section.
  const next = manualNextStatuses(order.status);
  const [record, live, conversation, pack, cap, hold] = await Promise.all([
    orderPaymentRecord(db, orderId),
    getOrderRecord(db, admin, orderId),
    openOrderConversation(db, admin, orderId),
    evidencePack(db, env, orderId),
    refunds ? refundCapFor({ db, viewer: admin, language: context.language }, order.currency) : undefined,
    riskHoldOf(db, orderId),
  ]);
  return {
    order,
    delivery: { progress: live.progress, proof: live.proof },
    cancellation: live.cancellation,
    conversationId: conversation.id,
    // The evidence pack of its dispute, when it has one (issue 51); who submitted it stays out of the page.
    dispute: pack && { ...pack, dispute: { ...pack.dispute, submittedBy: undefined } },
    // Held by the risk rules (issue 51): why, until when, and the decision once made (who stays out of the page).
    riskHold: hold && {
      reasons: hold.reasons,
      reviewBy: hold.reviewBy,
      decision: hold.decision,
      decidedAt: hold.decidedAt,
      note: hold.note,
    },
    next,
    money: { ...record, status: order.status, currency: order.currency },
    // Whether this staff member's role moves money here (refunds, a cancellation's refund, a reviewed payment).
    mayMoveMoney: can(admin, "refunds"),
    // Whether it refunds, and within what: a support agent's limit and what of it is left on this
    // order (null for a manager or the owner, who refund without one).
    mayRefund: refunds,
    refundLimit: cap
      ? { limitCents: cap.totalCents, leftCents: leftWithin(cap.totalCents, record.refundedCents) }
      : null,
    // The order's state, not the load: the forms start empty after a change, a refund sent twice
    // runs once, and a reload of the same state (the time zone being learnt, say) keeps what is typed.
    formKey: `state-${live.timeline.length}-${record.events.length}-${record.refundedCents}`,
  };
}

/**
 * The intents that decide about money beyond a refund: approving a cancellation's refund, accepting
 * a payment under review, answering a dispute for the store's money, and deciding a risk hold. A refund asks its own
 * question (`refundCapFor`): a support agent refunds within a limit.
 */
const MONEY_INTENTS = new Set(["approveCancel", "accept", "disputeSubmit", "riskReview"]);

/**
 * intent=status moves the order as the status model allows; intent=refund gives back part or all
 * of what was paid; intent=accept takes a payment under review as good.
 * Each of these changes is final, so each is first answered with its confirm step and only runs
 * when posted again with confirmed=yes.
 */
export const action = refusable(async ({ request, context, params }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const orderId = idParam(params.id);
  const { fields, files } = await readAdminUpload(request);
  // Money decisions only for a role with refunds (a support agent's page shows no such form).
  if (MONEY_INTENTS.has(String(fields.intent))) requirePower(deps.admin, "refunds");
  // A refund needs either power; how far it may go is asked when it is checked and when it runs.
  if (fields.intent === "refund") requireMayRefund(deps.admin);
  return answering(context.t, fields.intent, () => orderAction(request, deps, orderId, fields, files));
});

async function orderAction(
  request: Request,
  deps: Awaited<ReturnType<typeof adminDeps>>,
  orderId: number,
  fields: Record<string, string | string[]>,
  files: Record<string, File>,
) {
  const delivery = await deliveryAction(request, deps, orderId, fields, files);
  if (delivery) return delivery;
  if (fields.intent === "declineCancel") {
    await declineCancellation(deps, orderId);
    return { done: "cancelDeclined" as const };
  }
  if (fields.intent === "approveCancel") {
    const input = await readForm(request, approveCancellationSchema, fields);
    const provider = paymentProviderFor(deps.env, deps.origin);
    const decided = await approveCancellation({ ...deps, provider }, orderId, input.amount);
    return { done: "cancelApproved" as const, amountCents: decided.refundedCents ?? 0 };
  }
  if (fields.intent === "refund") {
    const input = await readForm(request, refundSchema, fields);
    const refundDeps = { ...deps, viewer: deps.admin };
    if (!input.confirmed) {
      const { amount, note, key } = input;
      // Never ask to confirm a refund the store would refuse (more than is left, or past the agent's limit).
      await checkRefund(refundDeps, orderId, amount);
      return { confirm: { intent: "refund" as const, amountCents: amount, note, key } };
    }
    return {
      done: "refunded" as const,
      ...(await refundOrder(refundDeps, orderId, { amountCents: input.amount, note: input.note, key: input.key })),
    };
  }
  if (fields.intent === "disputeSubmit") {
    const input = await readForm(request, disputeSubmitSchema, fields);
    await submitDisputeAsStaff(
      {
        db: deps.db,
        viewer: deps.admin,
        from: deps.from,
        runEffect: (key) => attemptEffect(orderEffectRunnerFor(deps.env, deps.db), key),
      },
      orderId,
      input.note,
    );
    return { done: "disputeSubmitted" as const };
  }
  if (fields.intent === "riskReview") {
    const input = await readForm(request, riskReviewSchema, fields);
    await decideRiskHold(holdDecisionDepsFor(deps.db, deps.env), orderId, input, {
      actorUserId: deps.actorUserId,
      from: deps.from,
    });
    return { done: input.decision === "approve" ? ("holdApproved" as const) : ("holdRefused" as const) };
  }
  if (fields.intent === "accept") {
    const input = await readForm(request, acceptPaymentSchema, fields);
    await acceptReviewedPayment(deps, orderId, input.note);
    return { done: "accepted" as const };
  }
  const input = await readForm(request, statusChangeSchema, fields);
  if (!input.confirmed) {
    return { confirm: { intent: "status" as const, to: input.to, note: input.note } };
  }
  await changeStatusAsAdmin(deps, orderId, input.to, input.note);
  return { done: "status" as const };
}

/**
 * The delivery intents (tick a step, post a note, attach proof), read with the shared schemas and
 * run by the admin delivery service; null for any other intent.
 */
async function deliveryAction(
  request: Request,
  deps: AdminDeps,
  orderId: number,
  fields: Record<string, string | string[]>,
  files: Record<string, File>,
) {
  const done = { done: "delivery" as const };
  if (fields.intent === "tick") {
    const input = await readForm(request, milestoneTickSchema, fields);
    await tickMilestone(deps, orderId, input.step);
    return done;
  }
  if (fields.intent === "note") {
    const input = await readForm(request, publicNoteSchema, fields);
    await addPublicNote(deps, orderId, input.text);
    return done;
  }
  if (fields.intent === "proof") {
    const input = await readForm(request, proofSchema, fields);
    const image = files.image;
    if (!image) throw new DomainError("proof_image_missing", "orderTrust.admin.proofRequired", 400, "image");
    await attachProof(deps, orderId, image, input.note);
    return done;
  }
  return null;
}
