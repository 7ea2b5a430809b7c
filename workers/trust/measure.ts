// How every delivery figure is computed, the same for an offer, a game's sale type and the trust
// page: from the store's own records, the time from the payment's confirmation (orders.paid_at) to
// the admin's marking the order delivered (orders.delivered_at), against the promise the order was
// sold with (orders.deliver_by). See docs/decisions/039-measured-delivery-and-trust-page.md.

import type { DeliveryFigures } from "../../shared/trust/measured-text";

export type { DeliveryFigures };

/** The window of the per-offer figures. */
export const DELIVERY_WINDOW_DAYS = 90;

/** Fewer delivered orders than this say too little: the figure is not shown. */
export const MIN_ORDERS_SHOWN = 5;

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** One delivered order as the figures see it. */
export interface Delivery {
  minutes: number;
  onTime: boolean;
}

/** An order's delivery from its timestamps: minutes after payment, and whether by its promise. */
export function deliveryOf(order: { paidAt: string; deliveredAt: string; deliverBy: string }): Delivery {
  const delivered = Date.parse(order.deliveredAt);
  return {
    minutes: Math.max(0, delivered - Date.parse(order.paidAt)) / MINUTE_MS,
    onTime: delivered <= Date.parse(order.deliverBy),
  };
}

/** The middle value of ascending `sorted`, or the mean of the two middle ones; null when empty. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The nearest-rank percentile of ascending `sorted`: the smallest value that at least `percent`% of
 * the values do not exceed (a value that happened, never one between two). Null when empty.
 */
export function percentile(sorted: readonly number[], percent: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** The figures of some deliveries; null when there are none. */
export function measure(deliveries: readonly Delivery[]): DeliveryFigures | null {
  if (deliveries.length === 0) return null;
  const sorted = deliveries.map((delivery) => delivery.minutes).sort((a, b) => a - b);
  return {
    medianMinutes: Math.round(median(sorted) as number),
    p90Minutes: Math.round(percentile(sorted, 90) as number),
    onTimeShare: deliveries.filter((delivery) => delivery.onTime).length / deliveries.length,
    orders: deliveries.length,
  };
}
