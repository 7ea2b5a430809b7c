// One order on the delivery desk (app/routes/admin.desk.$id.tsx renders it, issue 49): what to hand
// over to whom, and, for the agent it is assigned to, the delivery tools (steps, a note to the
// shopper, proof, "delivered") and the order's chat. Never the buyer's email, phone or payment. Every
// load and every press asks `can(viewer, "desk", the order)` of the order as D1 has it now: an order
// reassigned a moment ago is no longer the previous agent's.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { can, requirePower } from "@workers/accounts/staff-powers";
import {
  addPublicNote,
  attachProof,
  milestoneTickSchema,
  proofSchema,
  publicNoteSchema,
  tickMilestone,
} from "@workers/admin/order-delivery";
import { changeStatusAsAdmin } from "@workers/admin/orders";
import { openOrderConversationAsAgent } from "@workers/chat/order-conversation";
import { claimOrder, releaseOrder } from "@workers/desk/claims";
import { deskDelivery } from "@workers/desk/desk-delivery";
import { deskOrder, ON_THE_DESK } from "@workers/desk/desk-queue";
import { deliveredSchema } from "@workers/desk/schemas";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminUpload, readForm } from "@workers/edge/page-input.server";
import { answering, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { DomainError } from "@workers/kernel/domain-error";

const subjectOf = (order: { agent: { id: number } | null }) => ({ assignedStaffId: order.agent?.id ?? null });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db, admin } = await adminDeps(request, context);
  const orderId = idParam(params.id);
  const order = await deskOrder(db, orderId);
  const mine = order !== null && can(admin, "desk", subjectOf(order));
  // The desk shows what waits for delivery and what one delivered oneself; any other order is no desk's.
  if (!order || (!mine && order.status !== ON_THE_DESK)) throw pageNotFound();
  const work = mine
    ? await Promise.all([deskDelivery(db, orderId), openOrderConversationAsAgent(db, admin, orderId)])
    : null;
  return {
    order,
    mine,
    // The agent's tools and chat, only on their own order.
    delivery: work ? work[0] : null,
    conversationId: work ? work[1].id : null,
    mayAssign: can(admin, "desk_assign"),
    mayOpenOrders: can(admin, "orders"),
    // The order's state, not the load: the forms start empty after a change.
    formKey: `state-${order.status}-${work ? `${work[0].proof.length}-${work[0].progress.done}` : "none"}`,
  };
}

/** The intents only the order's agent may use. */
const AGENT_INTENTS = new Set(["tick", "note", "proof", "delivered"]);

export const action = refusable(async ({ request, context, params }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const orderId = idParam(params.id);
  const { fields, files } = await readAdminUpload(request);
  const intent = fields.intent;
  return answering(context.t, intent, async () => {
    const desk = { db: deps.db, viewer: deps.admin, from: deps.from };
    if (intent === "claim") {
      await claimOrder(desk, orderId);
      return { done: "claimed" as const };
    }
    if (intent === "release") {
      await releaseOrder(desk, orderId);
      return { done: "released" as const };
    }
    if (typeof intent !== "string" || !AGENT_INTENTS.has(intent)) {
      throw new DomainError("unknown_intent", "admin.validation.choice", 400);
    }
    const order = await deskOrder(deps.db, orderId);
    if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
    requirePower(deps.admin, "desk", subjectOf(order));
    if (intent === "tick") {
      const input = await readForm(request, milestoneTickSchema, fields);
      await tickMilestone(deps, orderId, input.step);
    } else if (intent === "note") {
      const input = await readForm(request, publicNoteSchema, fields);
      await addPublicNote(deps, orderId, input.text);
    } else if (intent === "proof") {
      const input = await readForm(request, proofSchema, fields);
      const image = files.image;
      if (!image) throw new DomainError("proof_image_missing", "orderTrust.admin.proofRequired", 400, "image");
      await attachProof(deps, orderId, image, input.note);
    } else {
      const input = await readForm(request, deliveredSchema, fields);
      if (order.status !== ON_THE_DESK) throw new DomainError("not_on_desk", "adminDesk.errors.notOnDesk", 409);
      if (!input.confirmed) return { confirm: "delivered" as const };
      await changeStatusAsAdmin(deps, orderId, "concluído", "");
      return { done: "deliveredOrder" as const };
    }
    return { done: "delivery" as const };
  });
});
