// A held order's review on the admin's side (issue 51): POST /api/admin/orders/{id}/review
// {decision: approve|refuse, reason?} approves it for delivery or refuses it (refunded in full, the
// shopper told `reason`). Only one decision stands: a second, or one after the deadline's refund,
// is refused with 409. The refunds permission's (workers/admin/page-permissions.ts).
import { Hono } from "hono";
import { riskReviewSchema } from "../../../shared/orders/schemas";
import type { Database } from "../../db/client";
import { pathId } from "../../edge/params";
import { requireAdmin } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { DomainError } from "../../kernel/domain-error";
import { holdDecisionDepsFor } from "../payment-webhook-deps";
import { decideRiskHold, riskHoldOf } from "../risk-holds";

/** The hold as the API answers it, with the order's status after the decision. */
async function holdJson(db: Database, orderId: number) {
  const [hold, order] = await Promise.all([
    riskHoldOf(db, orderId),
    db.query.orders.findFirst({ columns: { status: true }, where: (o, { eq }) => eq(o.id, orderId) }),
  ]);
  if (!hold || !order) throw new DomainError("not_held", "riskHolds.errors.notHeld", 404);
  return {
    order_id: orderId,
    status: order.status,
    reasons: hold.reasons,
    review_by: hold.reviewBy,
    decision: hold.decision,
    decided_at: hold.decidedAt,
    reason: hold.note,
  };
}

export const riskHoldAdminApi = new Hono<AuthedApiEnv>().use(requireAdmin).post("/:id/review", async (c) => {
  const orderId = pathId(c, "id");
  const input = await readJson(c, riskReviewSchema);
  const { db } = c.var;
  await decideRiskHold(holdDecisionDepsFor(db, c.env), orderId, input, {
    actorUserId: c.var.user.id,
    from: c.var.context.auditFrom,
  });
  return c.json(await holdJson(db, orderId));
});
