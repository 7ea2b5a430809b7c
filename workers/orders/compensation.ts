// Compensation without asking: an order still undelivered at its deliver_by gets back the share of
// its total its compensation rule names (copied from the settings when it was paid), as a partial
// refund through the payment adapter, once, and the shopper is emailed.
//
// Once, even when scheduled runs race: the refund is reserved under the order's one request key
// (`compensation-<id>`, unique in payments) before the provider is asked, and only while the order
// is still late and undelivered; the compensation row (unique per order) is written in the batch
// that records the refund. A run that loses the race finds the key taken and moves on; a provider
// failure frees the key, so the next run tries again.
import { and, eq, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderCompensations, orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import type { PaymentProvider } from "../payments/provider";
import { moneyOf, refundThroughProvider } from "./refunds";

export interface CompensationDeps {
  db: Database;
  provider: PaymentProvider;
  /** Tells the shopper; a failed email does not undo the compensation. */
  notify: (orderId: number, compensation: { amountCents: number; percent: number }) => Promise<void>;
}

const BATCH = 25;

/** Still owed its delivery at `now`: paid, undelivered, past its promise, with a rule. */
function lateAndUndelivered(now: string) {
  return and(eq(orders.status, "processando"), isNotNull(orders.compensationPercent), lte(orders.deliverBy, now));
}

/** The share of the paid total the rule gives back, at least one cent. */
export function compensationCents(paidCents: number, percent: number): number {
  return Math.max(1, Math.round((paidCents * percent) / 100));
}

export async function compensateLateOrders(deps: CompensationDeps, now: Date): Promise<number> {
  const { db } = deps;
  const at = now.toISOString();
  const late = await db
    .select({ id: orders.id, percent: orders.compensationPercent })
    .from(orders)
    .where(
      and(
        lateAndUndelivered(at),
        notExists(
          db
            .select({ id: orderCompensations.id })
            .from(orderCompensations)
            .where(eq(orderCompensations.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(orders.deliverBy)
    .limit(BATCH);
  let granted = 0;
  for (const order of late) {
    if (order.percent === null) continue;
    try {
      if (await compensate(deps, order.id, order.percent, at)) granted += 1;
    } catch (error) {
      // One order's failure (the provider down, say) leaves it for the next run and does not stop the others.
      logError("compensation_failed", error, { orderId: order.id });
    }
  }
  return granted;
}

async function compensate(deps: CompensationDeps, orderId: number, percent: number, at: string): Promise<boolean> {
  const { db } = deps;
  const { charge, paidCents, refundableCents } = await moneyOf(db, orderId);
  // Earlier refunds may have left less than the rule's share: what is left is given back.
  const amountCents = Math.min(compensationCents(paidCents, percent), refundableCents);
  if (!charge || amountCents <= 0) return false;
  try {
    await refundThroughProvider(
      { db, provider: deps.provider },
      {
        orderId,
        amountCents,
        key: `compensation-${orderId}`,
        eventType: "late_delivery.compensation",
        onlyIf: sql`${lateAndUndelivered(at)}`,
        alongside: ({ refundId: ref }) => [
          db.insert(orderCompensations).values({
            orderId,
            percent,
            amountCents,
            currency: charge.currency,
            refundRef: ref,
            createdAt: at,
          }),
        ],
      },
    );
  } catch (error) {
    // Another run holds or has paid this compensation, the order was delivered meanwhile, or
    // earlier refunds left less than the compensation: nothing to do for this order.
    if (error instanceof DomainError && ["already_refunded", "refund_too_large"].includes(error.code)) return false;
    throw error;
  }
  await deps
    .notify(orderId, { amountCents, percent })
    .catch((error: unknown) => logError("compensation_email_failed", error, { orderId }));
  return true;
}
