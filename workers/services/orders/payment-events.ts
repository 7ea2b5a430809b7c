// Order changes caused by payment-provider events. Each runs as one D1 batch (atomic) that also
// records the provider event id: a second delivery of the same event, or a second event meaning the
// same thing (a charge already recorded for the order), makes the batch fail on a unique key and
// change nothing. Status changes only apply from the status the model allows (see status.ts).
import type { Database } from "../../db/client";
import { paymentEvents, payments } from "../../db/schema";
import { historyIfStatus, moveStatus } from "./status-statements";

export interface PaymentEventRef {
  eventId: string;
  type: string;
  provider: string;
}

export type EventOutcome = "applied" | "duplicate";

/** D1 reports a violated unique key or primary key this way; that is how a repeat shows itself. */
export function isUniqueViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return /UNIQUE constraint failed|PRIMARY KEY/i.test(text);
}

async function runOnce(db: Database, statements: Parameters<Database["batch"]>[0]): Promise<EventOutcome> {
  try {
    await db.batch(statements);
    return "applied";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

function recordEvent(db: Database, event: PaymentEventRef) {
  return db.insert(paymentEvents).values({ eventId: event.eventId, provider: event.provider, type: event.type });
}

/** A charge or a refund row; unique per order and kind, which is what makes fulfilment happen once. */
function recordMoney(
  db: Database,
  event: PaymentEventRef,
  kind: "charge" | "refund",
  orderId: number,
  providerRef: string,
  money: { amountCents: number; currency: string },
) {
  return db.insert(payments).values({
    orderId,
    kind,
    provider: event.provider,
    providerRef,
    amountCents: money.amountCents,
    currency: money.currency.toUpperCase(),
  });
}

export interface Charge {
  orderId: number;
  paymentRef: string;
  amountCents: number;
  currency: string;
}

/** Paid: pendente → processando, with the charge and the history row, once. */
export function applyPayment(db: Database, event: PaymentEventRef, charge: Charge): Promise<EventOutcome> {
  return runOnce(db, [
    recordEvent(db, event),
    historyIfStatus(db, charge.orderId, "pendente", "processando", { reason: "paid" }),
    moveStatus(db, charge.orderId, "pendente", "processando"),
    recordMoney(db, event, "charge", charge.orderId, charge.paymentRef, charge),
  ]);
}

/** Expired, failed or abandoned: pendente → cancelado, once; a paid order is left alone. */
export function applyCancellation(
  db: Database,
  event: PaymentEventRef,
  orderId: number,
  reason: "payment_expired" | "payment_failed",
) {
  return runOnce(db, [
    recordEvent(db, event),
    historyIfStatus(db, orderId, "pendente", "cancelado", { reason }),
    moveStatus(db, orderId, "pendente", "cancelado"),
  ]);
}

export interface Refund {
  orderId: number;
  refundRef: string;
  amountCents: number;
  currency: string;
}

/** Refunded: processando → cancelado with a refund record, once (an admin refund already recorded counts). */
export function applyRefund(db: Database, event: PaymentEventRef, refund: Refund): Promise<EventOutcome> {
  return runOnce(db, [
    recordEvent(db, event),
    historyIfStatus(db, refund.orderId, "processando", "cancelado", { reason: "refunded" }),
    moveStatus(db, refund.orderId, "processando", "cancelado"),
    recordMoney(db, event, "refund", refund.orderId, refund.refundRef, refund),
  ]);
}

/** An event that changes nothing for us is still remembered, so a repeat is recognised. */
export function acknowledgeEvent(db: Database, event: PaymentEventRef): Promise<EventOutcome> {
  return runOnce(db, [recordEvent(db, event)]);
}
