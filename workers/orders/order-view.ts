// Orders as the store's pages show them: only what a shopper reads (no provider ids), money in
// cents with the order's own currency. The pages' loaders shape them here; the components name these
// types (app/lib/order-view.ts formats their dates in the viewer's time zone).

import { shopperLineFields } from "../../shared/orders/line-view";
import type { OrderDetail, OrderLineRow, OrderSummary } from "./queries";

function orderLineView(line: OrderLineRow) {
  return {
    id: line.id,
    kind: line.coinOfferId == null ? ("item" as const) : ("coin" as const),
    gameName: line.gameName,
    coinAmount: line.coinAmount,
    ...shopperLineFields(line),
    /** The line's share of the order's discount code; it was paid lineTotalCents less this. */
    discountCents: line.discountCents,
  };
}

export function orderView(order: OrderSummary) {
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalCents: order.totalCents,
    /** The discount code the order was placed with, and what it took off (totalCents is after it). */
    promoCode: order.promoCode,
    discountCents: order.discountCents,
    refundedCents: order.refundedCents,
    lines: order.lines.map(orderLineView),
  };
}

export function orderDetailView(order: OrderDetail) {
  return {
    ...orderView(order),
    // The reason (a code, shown in words) and never the admin's note, which is for the store's eyes.
    timeline: order.history.map((entry) => ({
      id: entry.id,
      status: entry.toStatus,
      reason: entry.reason,
      at: entry.createdAt,
    })),
  };
}

export type OrderView = ReturnType<typeof orderView>;
export type OrderLineView = OrderView["lines"][number];
