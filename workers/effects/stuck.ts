// What the admin sees of the outbox: effects the queue gave up on, and those still retrying after a
// failed try (what, for whom, how many tries, the last error); those done in the last hour after
// failing stay listed as done, so an admin sees what recovered (and the result of their own try).
import { and, count, desc, eq, gt, or } from "drizzle-orm";
import * as v from "valibot";
import { idField } from "../../shared/ids";
import type { Database } from "../db/client";
import { effects } from "../db/schema";
import type { EffectPayload } from "./outbox";

/** The admin's "try again now" (or "resend") on one listed effect. */
export const tryAgainSchema = v.object({ id: idField("adminTrouble.effects.notStuck") });

const LISTED = 100;

/** Failed for good, or pending after at least one failed try. */
export function isStuck() {
  return or(eq(effects.status, "failed"), and(eq(effects.status, "pending"), gt(effects.attempts, 0)));
}

export function stuckEffectCount(db: Database) {
  return db.select({ n: count() }).from(effects).where(isStuck());
}

const RECOVERED_LISTED_MS = 60 * 60 * 1000;

export async function listStuckEffects(db: Database, now = new Date()) {
  const recoveredSince = new Date(now.getTime() - RECOVERED_LISTED_MS).toISOString();
  const rows = await db
    .select({
      id: effects.id,
      kind: effects.kind,
      payload: effects.payload,
      recipient: effects.recipient,
      orderId: effects.orderId,
      status: effects.status,
      attempts: effects.attempts,
      lastError: effects.lastError,
      nextAttemptAt: effects.nextAttemptAt,
      createdAt: effects.createdAt,
    })
    .from(effects)
    .where(or(isStuck(), and(eq(effects.status, "done"), gt(effects.attempts, 1), gt(effects.doneAt, recoveredSince))))
    .orderBy(desc(effects.updatedAt))
    .limit(LISTED);
  return rows.map(({ payload, ...row }) => ({ ...row, about: aboutOf(JSON.parse(payload) as EffectPayload) }));
}

/** What tells an admin which effect it is: an email's subject, a session's or a dispute's id (a refund names its order). */
function aboutOf(payload: EffectPayload): string {
  switch (payload.kind) {
    case "email":
      return payload.message.subject;
    case "refund":
      return "";
    case "expire_session":
      return payload.sessionId;
    case "dispute_evidence":
      return payload.disputeId;
  }
}

export type StuckEffect = Awaited<ReturnType<typeof listStuckEffects>>[number];
