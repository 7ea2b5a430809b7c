// Risky orders held before delivery (issue 51). When a payment is confirmed, the order's facts are
// checked against the owner's risk rules (shared/orders/risk-rules.ts); a match holds the paid order
// (`em_analise`) IN THE BATCH that marks it paid, with its reasons and a review deadline
// (order_risk_holds). The delivery desk offers only `processando`, so a held order is never handed
// over. A manager approves it (→ processando, the promise running from then) or refuses it
// (→ cancelado, refunded in full through the outbox); one not decided by its deadline is refunded
// by the housekeeping job. Every decision is one guarded statement (`decision is null`), so an
// approval, a refusal and the deadline at once do one thing; the batch's other statements check
// the hold's `decision_key` to know that they belong to the decision that won.
import { and, asc, eq, gte, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { type RiskFacts, type RiskReason, reviewDeadline, riskReasons } from "../../shared/orders/risk-rules";
import type { Database, Statements } from "../db/client";
import { chargeChecks, orderRiskHolds, orders, paymentEvents, users } from "../db/schema";
import { recordEffectIfOrder } from "../effects/outbox";
import type { TryOutcome } from "../effects/runner";
import { type AuditOrigin, auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import type { StoreSettings } from "../settings/store-settings";
import type { OrderEmailDetails, OrderEmailKind } from "./order-emails";
import { promiseFromApprovalStatement } from "./promise-statements";
import { moneyOf } from "./refunds";
import { moveStatusFromAny } from "./status-statements";

const HOUR_MS = 60 * 60 * 1000;

/** What the rules read of an order about to be (or just) paid, with the charge's check when it arrived. */
export async function riskFactsOf(db: Database, orderId: number, paymentRef: string, now: Date): Promise<RiskFacts> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const [[found], [paidBefore], [failed], [check]] = await db.batch([
    db
      .select({
        userId: orders.userId,
        currency: orders.currency,
        totalCents: orders.totalCents,
        checkoutCountry: orders.checkoutCountry,
        email: users.email,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId)),
    db
      .select({ count: sql<number>`count(*)` })
      .from(orders)
      .where(
        and(
          sql`${orders.userId} = (select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`,
          ne(orders.id, orderId),
          sql`${orders.paidAt} is not null`,
        ),
      ),
    // Every declined card of the account's orders in the hour before, as the payment log stored them.
    db
      .select({ count: sql<number>`count(*)` })
      .from(paymentEvents)
      .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
      .where(
        and(
          sql`${orders.userId} = (select ${orders.userId} from ${orders} where ${orders.id} = ${orderId})`,
          eq(paymentEvents.type, "payment_intent.payment_failed"),
          gte(paymentEvents.receivedAt, hourAgo),
        ),
      ),
    db
      .select({ riskLevel: chargeChecks.riskLevel, cardCountry: chargeChecks.cardCountry })
      .from(chargeChecks)
      .where(eq(chargeChecks.paymentRef, paymentRef)),
  ]);
  if (!found) throw new DomainError("order_not_found", "orders.notFound", 404);
  return {
    currency: found.currency,
    totalCents: found.totalCents,
    firstOrder: (paidBefore?.count ?? 0) === 0,
    checkoutCountry: found.checkoutCountry,
    cardCountry: check?.cardCountry ?? null,
    email: found.email,
    failedPaymentsLastHour: failed?.count ?? 0,
    providerRiskLevel: check?.riskLevel ?? null,
  };
}

/** The order was never held: one hold per order, so a replayed event or an approved order is not held again. */
const neverHeld = (orderId: number) =>
  sql`not exists (select 1 from ${orderRiskHolds} where ${orderRiskHolds.orderId} = ${orderId})`;

/**
 * processando → em_analise with its reasons and deadline, for a batch: only while nobody took the
 * order on the desk nor delivered it, and only if it was never held. The hold row is written only
 * when the move happened, and audited with no actor (the store's rules held it).
 */
export function holdStatements(
  db: Database,
  orderId: number,
  reasons: readonly RiskReason[],
  reviewBy: Date,
): Statements {
  const at = new Date().toISOString();
  const held = sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'em_analise')`;
  return [
    ...moveStatusFromAny(
      db,
      orderId,
      ["processando"],
      "em_analise",
      { reason: "risk_hold", note: reasons.join(", ") },
      and(neverHeld(orderId), isNull(orders.assignedStaffId), isNull(orders.deliveredAt)),
    ),
    db
      .insert(orderRiskHolds)
      .select(
        db
          .select({
            orderId: sql<number>`${orderId}`.as("order_id"),
            reasons: sql<string[]>`${JSON.stringify(reasons)}`.as("reasons"),
            reviewBy: sql<string>`${reviewBy.toISOString()}`.as("review_by"),
            decision: sql<null>`null`.as("decision"),
            decisionKey: sql<null>`null`.as("decision_key"),
            decidedBy: sql<null>`null`.as("decided_by"),
            decidedAt: sql<null>`null`.as("decided_at"),
            note: sql<string>`''`.as("note"),
            createdAt: sql<string>`${at}`.as("created_at"),
          })
          .from(sql`(select 1)`)
          .where(held),
      )
      .onConflictDoNothing(),
    auditStatementIf(
      db,
      {
        actorUserId: null,
        from: null,
        action: "risk_hold",
        entity: "order",
        entityId: orderId,
        before: { status: "processando" },
        after: { status: "em_analise", reasons, reviewBy: reviewBy.toISOString() },
      },
      changedJustBefore,
    ),
  ];
}

/**
 * The hold statements for an order whose payment is being confirmed (or whose charge's check just
 * arrived): none when it matches no rule.
 */
export async function riskHoldStatements(
  db: Database,
  orderId: number,
  paymentRef: string,
  settings: Pick<StoreSettings, "riskRules">,
  now = new Date(),
): Promise<{ reasons: RiskReason[]; statements: Statements }> {
  const reasons = riskReasons(await riskFactsOf(db, orderId, paymentRef, now), settings.riskRules);
  if (reasons.length === 0) return { reasons, statements: [] };
  return { reasons, statements: holdStatements(db, orderId, reasons, reviewDeadline(now, settings.riskRules)) };
}

export type RiskHold = typeof orderRiskHolds.$inferSelect;

/** The order's hold, decided or not; null for an order never held. */
export async function riskHoldOf(db: Database, orderId: number): Promise<RiskHold | null> {
  return (await db.query.orderRiskHolds.findFirst({ where: eq(orderRiskHolds.orderId, orderId) })) ?? null;
}

/** The outbox key of a refused (or expired) hold's refund: one per order, whoever decided. */
export const riskRefundKey = (orderId: number) => `risk-refund-${orderId}`;

export type HoldDecision = "approve" | "refuse";

/** Who decides: a manager (from where), or the store itself when the deadline passed. */
type Decider = { actorUserId: number; from: AuditOrigin } | null;

export interface HoldDecisionDeps {
  db: Database;
  /** Tries the recorded refund now; the outbox retries it if this fails. */
  runEffect: (key: string) => Promise<TryOutcome>;
  /** Tells the shopper; a failed email does not undo the decision. */
  tell: (orderId: number, kind: OrderEmailKind, details?: OrderEmailDetails) => Promise<void>;
}

const DECIDED: Record<HoldDecision | "expire", "approved" | "refused" | "expired"> = {
  approve: "approved",
  refuse: "refused",
  expire: "expired",
};

const AUDITED = { approve: "approve_hold", refuse: "refuse_hold", expire: "hold_expired" } as const;

/**
 * Decides the order's hold, once: answers true when this call decided it, false when the hold was
 * already decided (or the order is no longer held). The deadline's refund (`expire`) takes only a
 * hold past its deadline.
 */
async function decide(
  deps: HoldDecisionDeps,
  orderId: number,
  decision: HoldDecision | "expire",
  by: Decider,
  note: string,
  now: Date,
): Promise<boolean> {
  const { db } = deps;
  const at = now.toISOString();
  const key = crypto.randomUUID();
  // The statements after the first belong to this decision only if the first wrote its key.
  const won = sql`exists (select 1 from ${orderRiskHolds} where ${orderRiskHolds.orderId} = ${orderId}
    and ${orderRiskHolds.decisionKey} = ${key})`;
  const money = await moneyOf(db, orderId);
  const approve = decision === "approve";
  const outcome = approve
    ? [
        ...moveStatusFromAny(
          db,
          orderId,
          ["em_analise"],
          "processando",
          { reason: "risk_approved", note },
          won,
          by?.actorUserId ?? null,
        ),
        promiseFromApprovalStatement(db, orderId, now, won),
      ]
    : [
        ...moveStatusFromAny(
          db,
          orderId,
          ["em_analise"],
          "cancelado",
          { reason: decision === "refuse" ? "risk_refused" : "risk_expired", note },
          won,
          by?.actorUserId ?? null,
        ),
        // Everything paid goes back, in the batch that cancels: the refund exists exactly when the refusal does.
        recordEffectIfOrder(db, orderId, and(eq(orders.status, "cancelado"), won) ?? won, {
          key: riskRefundKey(orderId),
          orderId,
          payload: { kind: "refund", orderId, amountCents: money.refundableCents, eventType: "risk_hold.refund" },
        }),
      ];
  const [decided] = await db.batch([
    db
      .update(orderRiskHolds)
      .set({ decision: DECIDED[decision], decisionKey: key, decidedBy: by?.actorUserId ?? null, decidedAt: at, note })
      .where(
        and(
          eq(orderRiskHolds.orderId, orderId),
          isNull(orderRiskHolds.decision),
          decision === "expire" ? lte(orderRiskHolds.reviewBy, at) : undefined,
          sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'em_analise')`,
        ),
      )
      .returning({ orderId: orderRiskHolds.orderId }),
    ...outcome,
    auditStatementIf(
      db,
      {
        actorUserId: by?.actorUserId ?? null,
        from: by?.from ?? null,
        action: AUDITED[decision],
        entity: "order",
        entityId: orderId,
        before: { status: "em_analise" },
        after: { status: approve ? "processando" : "cancelado", note },
      },
      won,
    ),
  ]);
  if (decided.length === 0) return false;
  if (!approve) await deps.runEffect(riskRefundKey(orderId));
  const kind: OrderEmailKind = approve ? "holdApproved" : decision === "refuse" ? "holdRefused" : "holdExpired";
  await deps.tell(orderId, kind, { amountCents: money.refundableCents, note });
  return true;
}

/** A manager's decision on a held order: refused (409) when it was already decided or is not held. */
export async function decideRiskHold(
  deps: HoldDecisionDeps,
  orderId: number,
  input: { decision: HoldDecision; reason: string },
  by: { actorUserId: number; from: AuditOrigin },
  now = new Date(),
): Promise<void> {
  const hold = await riskHoldOf(deps.db, orderId);
  if (!hold) throw new DomainError("not_held", "riskHolds.errors.notHeld", 409, "decision");
  if (!(await decide(deps, orderId, input.decision, by, input.reason, now))) {
    throw new DomainError("hold_decided", "riskHolds.errors.alreadyDecided", 409, "decision");
  }
}

const BATCH = 25;

/** The housekeeping job: holds nobody decided before their deadline are refunded. Answers how many. */
export async function refundOverdueHolds(deps: HoldDecisionDeps, now: Date): Promise<number> {
  // Only orders still held: one refunded in full by hand, or disputed meanwhile, is not the job's to decide
  // (and must not fill its batch for good).
  const due = await deps.db
    .select({ orderId: orderRiskHolds.orderId })
    .from(orderRiskHolds)
    .innerJoin(orders, eq(orders.id, orderRiskHolds.orderId))
    .where(
      and(
        isNull(orderRiskHolds.decision),
        lte(orderRiskHolds.reviewBy, now.toISOString()),
        eq(orders.status, "em_analise"),
      ),
    )
    .orderBy(asc(orderRiskHolds.reviewBy))
    .limit(BATCH);
  let refunded = 0;
  for (const { orderId } of due) {
    // A manager deciding at this moment wins or loses in the guarded statement, never both.
    if (await decide(deps, orderId, "expire", null, "", now)) refunded += 1;
  }
  return refunded;
}

const DAY_MS = 24 * HOUR_MS;

/**
 * The dashboard's figures of the last `days`: orders held, and how the holds decided in that time
 * ended; `waiting` is every hold undecided now, whenever it was made.
 */
export async function riskHoldCounts(db: Database, now = new Date(), days = 30) {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const counted = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  const decided = (decision: string) =>
    counted(sql`${orderRiskHolds.decision} = ${decision} and ${orderRiskHolds.decidedAt} >= ${since}`);
  const [row] = await db
    .select({
      held: counted(sql`${orderRiskHolds.createdAt} >= ${since}`),
      approved: decided("approved"),
      refused: decided("refused"),
      expired: decided("expired"),
      waiting: counted(
        sql`${orderRiskHolds.decision} is null and exists (select 1 from ${orders} where ${orders.id} = ${orderRiskHolds.orderId} and ${orders.status} = 'em_analise')`,
      ),
    })
    .from(orderRiskHolds);
  return {
    held: Number(row?.held ?? 0),
    approved: Number(row?.approved ?? 0),
    refused: Number(row?.refused ?? 0),
    expired: Number(row?.expired ?? 0),
    waiting: Number(row?.waiting ?? 0),
  };
}
