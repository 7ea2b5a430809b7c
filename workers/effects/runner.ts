// Running the outbox: the first try right after the change that called for an effect, the EFFECTS
// queue's tries after a failure (with a growing wait), the dead-letter queue's verdict, the
// housekeeping sweep for what no queue message carries, and an admin's "try again now".
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { effects } from "../db/schema";
import { batchWithinLimits } from "../db/statement-limits";
import { type AuditEntry, auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { logError, logLine } from "../kernel/log";
import { publicOrigin } from "../kernel/public-origin";
import { mailTransportFor } from "../mail/transport";
import { paymentProviderFor } from "../payments/provider-for-env";
import {
  claimEffect,
  completeEffect,
  DEFAULT_RETRY_BASE_SECONDS,
  type EffectMessage,
  markEffectFailed,
  type NewEffect,
  noteFailedTry,
  recordEffect,
  retryDelaySeconds,
} from "./outbox";
import { type EffectServices, performEffect } from "./perform";

export interface EffectRunner extends EffectServices {
  queue: Queue<EffectMessage>;
  /** The first retry's wait in seconds (EFFECT_RETRY_BASE_SECONDS; the tests shorten it). */
  retryBaseSeconds: number;
}

export function effectRunnerFor(env: Env & { EFFECT_RETRY_BASE_SECONDS?: string }, db: Database): EffectRunner {
  return {
    db,
    mail: () => mailTransportFor(env, db),
    provider: () => paymentProviderFor(env, publicOrigin(env)),
    queue: env.EFFECTS as Queue<EffectMessage>,
    retryBaseSeconds: Number(env.EFFECT_RETRY_BASE_SECONDS) || DEFAULT_RETRY_BASE_SECONDS,
  };
}

/** How a try ended: acknowledged, not tried (done already, failed for good, or under way), or to retry. */
export type TryOutcome = "done" | "not_tried" | { retryInSeconds: number };

function errorText(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function tryEffect(runner: EffectRunner, key: string): Promise<TryOutcome> {
  const row = await claimEffect(runner.db, key);
  if (!row) return "not_tried";
  try {
    await performEffect(runner, row);
  } catch (error) {
    const retryInSeconds = retryDelaySeconds(row.attempts, runner.retryBaseSeconds);
    logError("effect_failed", error, { key, kind: row.kind, attempts: row.attempts, retryInSeconds });
    await noteFailedTry(runner.db, row, errorText(error), retryInSeconds);
    return { retryInSeconds };
  }
  await completeEffect(runner.db, row);
  logLine("info", { event: "effect_done", key, kind: row.kind, attempts: row.attempts });
  return "done";
}

async function enqueue(runner: EffectRunner, keys: string[], delaySeconds: number): Promise<void> {
  if (keys.length === 0) return;
  try {
    await runner.queue.sendBatch(keys.map((key) => ({ body: { key }, delaySeconds })));
  } catch (error) {
    // The effect is in D1 with its next try due: the housekeeping sweep sends it again.
    logError("effect_enqueue_failed", error, { keys });
  }
}

/** The first try, right after the change was committed; a failure hands the effect to the queue. */
export async function attemptEffect(runner: EffectRunner, key: string): Promise<TryOutcome> {
  const outcome = await tryEffect(runner, key);
  if (typeof outcome === "object") await enqueue(runner, [key], outcome.retryInSeconds);
  return outcome;
}

/** Records an effect whose first try just failed (the caller's own call to the service): the queue tries it next. */
export async function scheduleEffect(runner: EffectRunner, effect: NewEffect): Promise<void> {
  await recordEffect(runner.db, effect);
  await enqueue(runner, [effect.key], retryDelaySeconds(1, runner.retryBaseSeconds));
}

/** The EFFECTS queue's consumer: one try per message; a failure waits longer each time. */
export async function runEffectBatch(runner: EffectRunner, batch: MessageBatch<EffectMessage>): Promise<void> {
  for (const message of batch.messages) {
    const key = message.body?.key;
    const outcome = typeof key === "string" ? await tryEffect(runner, key) : "not_tried";
    if (typeof outcome === "object") message.retry({ delaySeconds: outcome.retryInSeconds });
    else message.ack();
  }
}

/** The dead-letter queue's consumer: the queue's last retry failed, so the admin takes over. */
export async function markDeadEffects(db: Database, batch: MessageBatch<EffectMessage>): Promise<void> {
  for (const message of batch.messages) {
    if (typeof message.body?.key === "string") {
      await markEffectFailed(db, message.body.key);
      logLine("error", { event: "effect_given_up", key: message.body.key });
    }
    message.ack();
  }
}

/** A try this late is one no queue message carries (the Worker stopped, or the queue refused the send). */
const OVERDUE_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 100;

/** Housekeeping: sends again every pending effect whose try is overdue. Returns how many. */
export async function resendOverdueEffects(runner: EffectRunner, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OVERDUE_MS).toISOString();
  const overdue = await runner.db
    .select({ key: effects.key })
    .from(effects)
    .where(
      and(
        eq(effects.status, "pending"),
        lt(effects.nextAttemptAt, cutoff),
        or(isNull(effects.leasedUntil), lt(effects.leasedUntil, now.toISOString())),
      ),
    )
    .limit(SWEEP_BATCH);
  const keys = overdue.map((row) => row.key);
  if (keys.length === 0) return 0;
  // Not overdue again until this message had its chance.
  await batchWithinLimits(runner.db, keys, (part) =>
    runner.db.update(effects).set({ nextAttemptAt: now.toISOString() }).where(inArray(effects.key, part)),
  );
  await enqueue(runner, keys, 0);
  return keys.length;
}

/**
 * An admin's "try again now" (or "resend" for an email): the effect is tried at once, whether it
 * is still retrying or the queue gave up on it. Its key is unchanged, so it is still done once:
 * a second click finds the first try under way or done. Audited: a retried refund moves money.
 */
export async function tryEffectAgain(
  runner: EffectRunner,
  id: number,
  by: Pick<AuditEntry, "actorUserId" | "from">,
): Promise<TryOutcome> {
  const { db } = runner;
  const found = await db.query.effects.findFirst({
    columns: { status: true, kind: true, orderId: true, attempts: true },
    where: eq(effects.id, id),
  });
  if (!found || (found.status !== "pending" && found.status !== "failed")) {
    throw new DomainError("effect_not_stuck", "admin.effects.notStuck", 409);
  }
  const [[row]] = await db.batch([
    db
      .update(effects)
      .set({ status: "pending", nextAttemptAt: new Date().toISOString() })
      .where(and(eq(effects.id, id), eq(effects.status, found.status)))
      .returning({ key: effects.key }),
    auditStatementIf(
      db,
      {
        ...by,
        action: "retry_effect",
        entity: "effect",
        entityId: id,
        before: { kind: found.kind, orderId: found.orderId, status: found.status, attempts: found.attempts },
        after: { kind: found.kind, orderId: found.orderId, status: "pending" },
      },
      changedJustBefore,
    ),
  ]);
  if (!row) throw new DomainError("effect_not_stuck", "admin.effects.notStuck", 409);
  return attemptEffect(runner, row.key);
}
