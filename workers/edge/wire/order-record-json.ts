// GET /api/orders/{id}: the order's detail plus its live record (issue 16): the promise, the
// timeline, the delivery proof, the progress of boosting and carry steps, the compensations and the
// shopper's request to stop a run.

import type { OrderRecord } from "../../orders/order-record";
import { centsToDecimal as toAmount } from "./catalogue-json";
import { orderDetailJson } from "./shapes-shopping";

export function orderRecordJson(order: OrderRecord) {
  return {
    ...orderDetailJson(order),
    deliver_by: order.deliverBy,
    delivered_at: order.deliveredAt,
    receipt: order.receipt,
    // The delivery agent's first name once one has taken the order (issue 49).
    delivered_by: order.deliveredBy,
    timeline: order.timeline.map((entry) =>
      "amountCents" in entry ? { ...withoutCents(entry), amount: toAmount(entry.amountCents) } : entry,
    ),
    proof: order.proof.map((entry) => ({
      url: entry.url,
      sha256: entry.sha256,
      uploaded_at: entry.uploadedAt,
      note: entry.note,
    })),
    progress: {
      done: order.progress.done,
      total: order.progress.total,
      milestones: order.progress.steps.map((step) => ({
        label: step.label,
        done: step.done,
        done_at: step.doneAt,
      })),
    },
    cancellation: order.cancellation && {
      status: order.cancellation.status,
      quoted: toAmount(order.cancellation.quotedCents),
      steps_undone: order.cancellation.stepsUndone,
      steps_total: order.cancellation.stepsTotal,
      refunded: order.cancellation.refundedCents === null ? null : toAmount(order.cancellation.refundedCents),
      requested_at: order.cancellation.requestedAt,
      decided_at: order.cancellation.decidedAt,
    },
    compensations: order.compensations.map((entry) => ({
      percent: entry.percent,
      amount: toAmount(entry.amountCents),
      currency: entry.currency,
      at: entry.createdAt,
    })),
  };
}

function withoutCents<T extends { amountCents: number }>(entry: T): Omit<T, "amountCents"> {
  const { amountCents: _, ...rest } = entry;
  return rest;
}
