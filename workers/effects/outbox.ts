// The outbox's rows: recording an effect, claiming a try, and writing down how the try went.
// A try is claimed with a lease, so two tries of one effect (a queue redelivery, a replayed event,
// an admin's second click) never run at once; a try whose Worker died frees the effect when its
// lease ends. Rules of the retry schedule: docs/decisions/028-durable-effects.md.
import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { effects, orders } from "../db/schema";
import type { EmailMessage } from "../mail/message";

export interface EmailEffect {
  kind: "email";
  message: EmailMessage;
}

/** Money given back through the provider: `key` (the effect's) is the refund's request key. */
export interface RefundEffect {
  kind: "refund";
  orderId: number;
  amountCents: number;
  /** Stored as the payment event's type ("late_payment.refund"). */
  eventType: string;
  /** The provider event that brought the money, whose admin note tells how the refund went. */
  causeEventId?: string;
  /** That note once the money is back (admin.payments.reasons.*); "late_payment_refunded" unless said. */
  doneReason?: string;
}

/** A payment session stopped at the provider; with `cancelOrderId`, the order is cancelled once it is. */
export interface ExpireSessionEffect {
  kind: "expire_session";
  sessionId: string;
  cancelOrderId?: number;
  actorUserId?: number;
}

/** A dispute's evidence sent to the provider for the bank: `key` (the effect's) keys its uploads and its submission. */
export interface DisputeEvidenceEffect {
  kind: "dispute_evidence";
  orderId: number;
  disputeId: string;
}

export type EffectPayload = EmailEffect | RefundEffect | ExpireSessionEffect | DisputeEvidenceEffect;

export interface NewEffect {
  /** The idempotency key: the same effect recorded twice is one row, done once. */
  key: string;
  payload: EffectPayload;
  orderId?: number | null;
  recipient?: string | null;
}

export type EffectRow = typeof effects.$inferSelect;

/** The queue message: the key only, so the row in D1 stays the one truth about the effect. */
export interface EffectMessage {
  key: string;
}

/** How long one try may take before another may start (an email API or Stripe call, with its own retries). */
export const LEASE_MS = 2 * 60 * 1000;
/** The first retry's wait; each next one doubles, up to an hour. */
export const DEFAULT_RETRY_BASE_SECONDS = 30;
export const MAX_RETRY_DELAY_SECONDS = 60 * 60;

/** The wait before the try after `attempts` tries. */
export function retryDelaySeconds(attempts: number, baseSeconds = DEFAULT_RETRY_BASE_SECONDS): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_SECONDS);
}

function rowValues(effect: NewEffect, now: Date) {
  const at = now.toISOString();
  return {
    key: effect.key,
    kind: effect.payload.kind,
    payload: JSON.stringify(effect.payload),
    recipient: effect.recipient ?? null,
    orderId: effect.orderId ?? null,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** The statement that records an effect (nothing when its key is already there): for a change's own batch. */
export function recordEffect(db: Database, effect: NewEffect, now = new Date()) {
  return db.insert(effects).values(rowValues(effect, now)).onConflictDoNothing({ target: effects.key });
}

/**
 * Records an effect only if, when the statement runs, the order matches `condition`: written in the
 * batch that decides it, so the effect exists exactly when the change it answers does.
 */
export function recordEffectIfOrder(
  db: Database,
  orderId: number,
  condition: SQL,
  effect: NewEffect,
  now = new Date(),
) {
  const values = rowValues(effect, now);
  const column = <T>(value: T, name: string) => sql<T>`${value}`.as(name);
  return db
    .insert(effects)
    .select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          key: column(values.key, "key"),
          kind: column(values.kind, "kind"),
          payload: column(values.payload, "payload"),
          recipient: column(values.recipient, "recipient"),
          orderId: column(values.orderId, "order_id"),
          status: sql<"pending">`'pending'`.as("status"),
          attempts: sql<number>`0`.as("attempts"),
          lastError: sql<string | null>`null`.as("last_error"),
          leasedUntil: sql<string | null>`null`.as("leased_until"),
          nextAttemptAt: column(values.nextAttemptAt, "next_attempt_at"),
          createdAt: column(values.createdAt, "created_at"),
          updatedAt: column(values.updatedAt, "updated_at"),
          doneAt: sql<string | null>`null`.as("done_at"),
        })
        .from(orders)
        .where(and(eq(orders.id, orderId), condition)),
    )
    .onConflictDoNothing({ target: effects.key });
}

/** Takes the next try of a pending effect, or null when it is done, failed for good or being tried. */
export async function claimEffect(db: Database, key: string, now = new Date()): Promise<EffectRow | null> {
  const at = now.toISOString();
  const [claimed] = await db
    .update(effects)
    .set({
      leasedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      attempts: sql`${effects.attempts} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        eq(effects.key, key),
        eq(effects.status, "pending"),
        or(isNull(effects.leasedUntil), lt(effects.leasedUntil, at)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** The service acknowledged the effect. An email's body (it may hold a sign-in link) is not kept. */
export async function completeEffect(db: Database, row: EffectRow, now = new Date()): Promise<void> {
  const payload = JSON.parse(row.payload) as EffectPayload;
  const kept =
    payload.kind === "email"
      ? { kind: "email", message: { to: payload.message.to, subject: payload.message.subject, text: "", html: "" } }
      : payload;
  await db
    .update(effects)
    .set({
      status: "done",
      payload: JSON.stringify(kept),
      leasedUntil: null,
      lastError: null,
      doneAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(effects.id, row.id), eq(effects.status, "pending")));
}

/** The try failed: what went wrong, and when the next try is due. */
export async function noteFailedTry(
  db: Database,
  row: EffectRow,
  error: string,
  delaySeconds: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(effects)
    .set({
      leasedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + delaySeconds * 1000).toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(eq(effects.id, row.id));
}

/** The queue gave up (its last retry went to the dead-letter queue): the admin's stuck list shows it. */
export async function markEffectFailed(db: Database, key: string, now = new Date()): Promise<void> {
  await db
    .update(effects)
    .set({ status: "failed", leasedUntil: null, updatedAt: now.toISOString() })
    .where(and(eq(effects.key, key), eq(effects.status, "pending")));
}
