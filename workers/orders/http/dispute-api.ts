// A dispute's evidence pack on the admin's side (issue 51): GET /api/admin/orders/{id}/dispute
// answers the pack's parts and its submission state, as the order page shows them (`dispute: null`
// for an order no bank disputed); POST
// /api/admin/orders/{id}/dispute/submit {note?} sends it (once) through the outbox. Reading is the
// orders permission's, submitting the refunds permission's (workers/admin/page-permissions.ts).

import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { disputeSubmitSchema } from "../../../shared/orders/schemas";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { pathId } from "../../edge/params";
import { requireAdmin } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { attemptEffect } from "../../effects/runner";
import { DomainError } from "../../kernel/domain-error";
import { type EvidencePack, evidencePack } from "../dispute-evidence";
import { submitDisputeAsStaff } from "../dispute-submission";
import { orderEffectRunnerFor } from "../order-effects";

function packJson(pack: EvidencePack) {
  const { dispute, order, charge } = pack;
  return {
    dispute: {
      id: dispute.disputeId,
      reason: dispute.reason,
      amount_cents: dispute.amountCents,
      currency: dispute.currency,
      due_by: dispute.dueBy,
      submission: dispute.submission,
      note: dispute.note,
      submitted_at: dispute.submittedAt,
      // Null while open and when the store submitted it on its own.
      submitted_by: dispute.submittedBy,
    },
    order: {
      id: order.id,
      status: order.status,
      total_cents: order.totalCents,
      currency: order.currency,
      payment_method: order.paymentMethod,
      created_at: order.createdAt,
      paid_at: order.paidAt,
      policies_accepted: order.policiesAccepted,
    },
    buyer: pack.buyer,
    lines: pack.lines.map((line) => ({
      game: line.game,
      name: line.name,
      quantity: line.quantity,
      nickname: line.nickname,
      server: line.server,
      platform: line.platform,
      line_total_cents: line.lineTotalCents,
    })),
    proofs: pack.proofs.map((proof) => ({
      url: proof.url,
      sha256: proof.sha256,
      note: proof.note,
      uploaded_at: proof.uploadedAt,
    })),
    transcript: pack.transcript.map((message) => ({
      from_support: message.fromSupport,
      name: message.name,
      content: message.content,
      sent_at: message.sentAt,
    })),
    timeline: pack.timeline,
    sign_ins: pack.signIns,
    charge: charge && {
      three_d_secure: charge.threeDSecure,
      risk_level: charge.riskLevel,
      risk_score: charge.riskScore,
    },
  };
}

/** The order's pack; `{dispute: null}` for an order no bank disputed, 404 for no such order. */
async function disputeOf(db: Database, env: Env, orderId: number) {
  const pack = await evidencePack(db, env, orderId);
  if (pack) return packJson(pack);
  const order = await db.query.orders.findFirst({ columns: { id: true }, where: eq(orders.id, orderId) });
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  return { dispute: null };
}

export const disputeAdminApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  .get("/:id/dispute", async (c) => c.json(await disputeOf(c.var.db, c.env, pathId(c, "id"))))
  .post("/:id/dispute/submit", async (c) => {
    const orderId = pathId(c, "id");
    const input = await readJson(c, disputeSubmitSchema);
    const { db } = c.var;
    await submitDisputeAsStaff(
      {
        db,
        viewer: c.var.user,
        from: c.var.context.auditFrom,
        runEffect: (key) => attemptEffect(orderEffectRunnerFor(c.env, db), key),
      },
      orderId,
      input.note,
    );
    return c.json(await disputeOf(db, c.env, orderId));
  });
