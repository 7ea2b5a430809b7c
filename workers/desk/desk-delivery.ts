// What the agent holding a desk order works with (issue 49): the steps of its boosting and carry
// lines and the proof uploaded so far, in the shapes the admin's delivery tools show
// (app/components/admin/order-delivery.tsx). Read straight from the delivery tables: the agent gets
// no part of the shopper's order record (its payments, its money) to get these.
import type { Database } from "../db/client";
import { deliveryReads, type OrderRecord, progressOf } from "../orders/order-record";

export async function deskDelivery(db: Database, orderId: number): Promise<Pick<OrderRecord, "progress" | "proof">> {
  const [proof, milestones] = await db.batch(deliveryReads(db, orderId));
  return { progress: progressOf(milestones), proof };
}
