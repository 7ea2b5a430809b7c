// The payment event log and the order changes payments make. Every event (from the provider, or a
// refund the store itself asked for) is stored with the order the store's records matched it to,
// what it did and why, in the SAME D1 batch as its changes. A second delivery of an event only
// counts the delivery; a second event meaning something already recorded (the order's one charge,
// say) fails the batch on a unique key, changes nothing and is kept as a duplicate.

import { eq, sql } from "drizzle-orm";
import type { Database, Statements } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { orders, type PaymentEventOutcome, paymentEvents, payments } from "../db/schema";
import type { StoreSettings } from "../settings/store-settings";
import { releaseOrder, sellOrderStock } from "../stock/holds";
import { milestonesStatement, promiseStatement } from "./promise-statements";
import { historyIfStatus, moveStatus } from "./status-statements";

export interface PaymentEventRef {
  eventId: string;
  type: string;
  provider: string;
}

/** An event as stored: what it is about and what the store decided. */
export interface EventRecord extends PaymentEventRef {
  orderId: number | null;
  outcome: PaymentEventOutcome;
  /** A code the admin page explains (admin.payments.reasons.*). */
  reason: string;
  objectRef?: string | null;
  amountCents?: number | null;
  currency?: string | null;
}

/** The row of an event: the record as it is, what it may leave out as null, the currency in capitals. */
function eventValues(record: EventRecord) {
  return {
    ...record,
    objectRef: record.objectRef ?? null,
    amountCents: record.amountCents ?? null,
    currency: record.currency?.toUpperCase() ?? null,
    receivedAt: new Date().toISOString(),
  };
}

/**
 * Stores the event with its changes, atomically. Answers the outcome that was stored: the
 * record's own, or "duplicate" when the event (or what it means) was already recorded.
 */
export async function runEvent(db: Database, record: EventRecord, changes: Statements = []) {
  try {
    await db.batch([db.insert(paymentEvents).values(eventValues(record)), ...changes]);
    return record.outcome;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // A redelivery counts on the stored event; another event that meant the same is kept as a duplicate.
  await db
    .insert(paymentEvents)
    .values({ ...eventValues(record), outcome: "duplicate", reason: "already_recorded" })
    .onConflictDoUpdate({
      target: paymentEvents.eventId,
      set: { deliveries: sql`${paymentEvents.deliveries} + 1`, lastReceivedAt: new Date().toISOString() },
    });
  return "duplicate" as const;
}

/** What happened after the batch (a late payment given back, say) is written on the stored event. */
export async function noteEventResult(db: Database, eventId: string, reason: string) {
  await db.update(paymentEvents).set({ reason }).where(eq(paymentEvents.eventId, eventId));
}

export interface Charge {
  orderId: number;
  /** The payment intent id at the provider. */
  paymentRef: string;
  amountCents: number;
  currency: string;
}

/** The order's one charge and the payment id it came with, recorded on the order when first learned. */
function chargeStatements(db: Database, provider: string, charge: Charge): Statements {
  return [
    db.insert(payments).values({
      orderId: charge.orderId,
      kind: "charge",
      provider,
      providerRef: charge.paymentRef,
      amountCents: charge.amountCents,
      currency: charge.currency.toUpperCase(),
    }),
    db
      .update(orders)
      .set({ providerPaymentId: charge.paymentRef })
      .where(sql`${orders.id} = ${charge.orderId} and ${orders.providerPaymentId} is null`),
  ];
}

/**
 * Paid as expected: pendente → processando, with the charge and the order's delivery promise. What
 * the order holds of the stock is sold first, while it is still pending; when a line's hold had
 * lapsed and what is left no longer covers it, the batch fails (stock/holds.ts, isStockShort) and
 * the payment is given back instead (soldOutStatements).
 */
export function paidStatements(db: Database, provider: string, charge: Charge, settings: StoreSettings): Statements {
  return [
    ...sellOrderStock(db, charge.orderId, new Date()),
    historyIfStatus(db, charge.orderId, "pendente", "processando", { reason: "paid" }),
    moveStatus(db, charge.orderId, "pendente", "processando"),
    promiseStatement(db, charge.orderId, settings),
    milestonesStatement(db, charge.orderId),
    ...chargeStatements(db, provider, charge),
  ];
}

/** Money arrived that does not match the order: pendente → revisão, with the charge, for an admin to decide. */
export function reviewStatements(db: Database, provider: string, charge: Charge): Statements {
  return [
    historyIfStatus(db, charge.orderId, "pendente", "revisão", { reason: "payment_review" }),
    moveStatus(db, charge.orderId, "pendente", "revisão"),
    ...chargeStatements(db, provider, charge),
  ];
}

/**
 * Paid after its hold lapsed, and what it bought was sold to others meanwhile: pendente → cancelado
 * (the reason is on the timeline), with the charge recorded so the refund (recorded by the caller
 * in the same batch) has something to give back, and whatever the order still holds released.
 */
export function soldOutStatements(db: Database, provider: string, charge: Charge): Statements {
  return [
    historyIfStatus(db, charge.orderId, "pendente", "cancelado", { reason: "sold_out" }),
    moveStatus(db, charge.orderId, "pendente", "cancelado"),
    ...chargeStatements(db, provider, charge),
    ...releaseOrder(db, charge.orderId, new Date()),
  ];
}

/** Expired or failed: pendente → cancelado; a paid order is left alone. */
export function cancelledStatements(
  db: Database,
  orderId: number,
  reason: "payment_expired" | "payment_failed",
): Statements {
  return [
    historyIfStatus(db, orderId, "pendente", "cancelado", { reason }),
    moveStatus(db, orderId, "pendente", "cancelado"),
    // Its session can no longer pay: what it held is free for others at once.
    ...releaseOrder(db, orderId, new Date()),
  ];
}
