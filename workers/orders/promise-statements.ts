// The delivery promise an order carries from the moment it is paid: paid_at, deliver_by (payment
// time + its longest line's promise, as checkout copied them) and the compensation rule the
// settings held then (a later change of the settings applies to orders paid after it).
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { items, orderLines, orderMilestones, orders } from "../db/schema";
import { compensationRule, type StoreSettings } from "../settings/store-settings";

/**
 * For the batch that makes the order processando, after that move: written once (a dispute won or
 * a replayed event leaves the first promise alone).
 */
export function promiseStatement(db: Database, orderId: number, settings: StoreSettings, paidAt = new Date()) {
  const at = paidAt.toISOString();
  return db
    .update(orders)
    .set({ paidAt: at, deliverBy: deliverByFrom(orderId, at), compensationPercent: compensationRule(settings) })
    .where(and(eq(orders.id, orderId), eq(orders.status, "processando"), isNull(orders.paidAt)));
}

/** `at` + the order's longest line's promise, computed when the statement runs. */
function deliverByFrom(orderId: number, at: string) {
  const longest = sql`(select coalesce(max(${orderLines.deliveryMinutes}), 0) from ${orderLines} where ${orderLines.orderId} = ${orderId})`;
  return sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, '+' || ${longest} || ' minutes')`;
}

/**
 * For the batch that lets a held order go to delivery (a risk review approved, after that move): the
 * promise runs from the approval, since the shopper was told it would wait for the review. Paid
 * time and compensation rule stay as they were set at payment.
 */
export function promiseFromApprovalStatement(db: Database, orderId: number, approvedAt: Date, condition: SQL) {
  return db
    .update(orders)
    .set({ deliverBy: deliverByFrom(orderId, approvedAt.toISOString()) })
    .where(and(eq(orders.id, orderId), eq(orders.status, "processando"), condition));
}

/**
 * The steps of the order's boosting and carry lines, copied from their entries when it is paid (a
 * later edit of the entry changes no order). Written once: a step already there is kept as it is.
 */
export function milestonesStatement(db: Database, orderId: number) {
  return db
    .insert(orderMilestones)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          orderId: orderLines.orderId,
          orderLineId: sql<number>`${orderLines.id}`.as("order_line_id"),
          position: sql<number>`step.key`.as("position"),
          label: sql<string>`step.value`.as("label"),
          doneAt: sql<string | null>`null`.as("done_at"),
        })
        .from(orderLines)
        .innerJoin(items, eq(items.id, orderLines.itemId))
        .innerJoin(sql`json_each(${items.milestones}) as step`, sql`true`)
        .where(and(eq(orderLines.orderId, orderId), inArray(items.kind, ["boosting", "carry_run"]))),
    )
    .onConflictDoNothing();
}
