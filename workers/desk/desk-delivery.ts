// What the agent holding a desk order works with (issue 49): the steps of its boosting and carry
// lines and the proof uploaded so far, in the shapes the admin's delivery tools show
// (app/components/admin/order-delivery.tsx). Read straight from the delivery tables: the agent gets
// no part of the shopper's order record (its payments, its money) to get these.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderMilestones, orderProofs } from "../db/schema";
import type { OrderRecord } from "../orders/order-record";

export async function deskDelivery(db: Database, orderId: number): Promise<Pick<OrderRecord, "progress" | "proof">> {
  const [milestones, proof] = await db.batch([
    db
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId))
      .orderBy(asc(orderMilestones.orderLineId), asc(orderMilestones.position)),
    db
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, orderId))
      .orderBy(asc(orderProofs.uploadedAt), asc(orderProofs.id)),
  ]);
  const steps = milestones.map((row) => ({
    id: row.id,
    lineId: row.orderLineId,
    label: row.label,
    done: row.doneAt !== null,
    doneAt: row.doneAt,
  }));
  return { progress: { steps, done: steps.filter((step) => step.done).length, total: steps.length }, proof };
}
