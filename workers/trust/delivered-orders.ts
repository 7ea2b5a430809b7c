// The delivered orders every whole-store delivery figure reads (the trust page, the admin's charts),
// by the one definition of ./measure.ts: paid, marked delivered in the window, with a promise.
import { and, gte, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import { type Delivery, deliveryOf } from "./measure";

/** Paid orders marked delivered from `since` to `until` (ISO instants), oldest window's index (`orders_delivered_idx`). */
export function deliveredOrdersQuery(db: Database, since: string, until: string) {
  return db
    .select({ paidAt: orders.paidAt, deliveredAt: orders.deliveredAt, deliverBy: orders.deliverBy })
    .from(orders)
    .where(
      and(
        gte(orders.deliveredAt, since),
        lte(orders.deliveredAt, until),
        isNotNull(orders.paidAt),
        isNotNull(orders.deliverBy),
      ),
    );
}

export interface DatedDelivery extends Delivery {
  deliveredAt: string;
}

/** The query's rows as deliveries, each with when it was delivered (the query leaves no time null). */
export function deliveriesOf(
  rows: ReadonlyArray<{ paidAt: string | null; deliveredAt: string | null; deliverBy: string | null }>,
): DatedDelivery[] {
  return rows.map((row) => {
    const times = {
      paidAt: row.paidAt as string,
      deliveredAt: row.deliveredAt as string,
      deliverBy: row.deliverBy as string,
    };
    return { ...deliveryOf(times), deliveredAt: times.deliveredAt };
  });
}
