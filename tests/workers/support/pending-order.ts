// An order waiting for payment, written straight to D1 with the checkout session recorded for it.
import type { Currency } from "../../../shared/prices";
import { orders } from "../../../workers/db/schema";
import { db } from "./worker";

/** A card order of `totalCents` in `currency`, pending, as if the shopper had just been sent to pay. */
export async function insertPendingOrder(userId: number, money: { currency: Currency; totalCents: number }) {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: "pendente",
      paymentMethod: "credit_card",
      currency: money.currency,
      totalCents: money.totalCents,
      providerSessionId: `cs_test_${crypto.randomUUID()}`,
    })
    .returning();
  if (!order) throw new Error("no order");
  return order;
}
