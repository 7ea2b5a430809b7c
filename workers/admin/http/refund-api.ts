// POST /api/admin/orders/{id}/refund {amount_cents, note?, key?}: the order page's refund, for a
// script or another client. A manager or the owner refunds any amount left; a support agent only
// while the order's refunds stay within the owner's limit (403 `refund_limit`, naming it). A `key`
// sent again refunds nothing more (409 `already_refunded`). The path is the orders section's
// (workers/admin/page-permissions.ts); the refund asks its own power, as the page's intent does.
import { Hono } from "hono";
import { pathId } from "../../edge/params";
import { requireAdmin } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { moneyOf } from "../../orders/refunds";
import { refundOrder } from "../order-payments";
import { refundApiSchema } from "../order-schemas";
import { requireMayRefund } from "../refund-limit";

export const adminRefundApi = new Hono<AuthedApiEnv>().use(requireAdmin).post("/:id/refund", async (c) => {
  const orderId = pathId(c, "id");
  const viewer = c.var.user;
  // Refused before the body is read to a role that refunds nothing.
  requireMayRefund(viewer);
  const input = await readJson(c, refundApiSchema);
  const { db, context } = c.var;
  const refund = await refundOrder(
    {
      db,
      env: c.env,
      actorUserId: viewer.id,
      from: context.auditFrom,
      origin: new URL(c.req.url).origin,
      viewer,
      language: context.language,
    },
    orderId,
    { amountCents: input.amount_cents, note: input.note, key: input.key },
  );
  const money = await moneyOf(db, orderId);
  return c.json({
    refund: {
      id: refund.refundId,
      amount_cents: refund.amountCents,
      currency: money.charge?.currency ?? null,
      fully_refunded: refund.fullyRefunded,
    },
    order: { id: orderId, paid_cents: money.paidCents, refunded_cents: money.refundedCents },
  });
});
