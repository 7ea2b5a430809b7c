// Disputes (chargebacks): while the shopper's bank looks at a charge, the order is on hold
// (`contestado`) so nobody delivers it; when the dispute closes the order goes back to where it
// was (won) or is cancelled (lost: the bank took the money back). Each step also writes an audit
// entry with no actor, so admins see disputes in the audit log as well as on the order.
import { and, eq, sql } from "drizzle-orm";
import { PAID_STATUSES } from "../../shared/orders/status";
import type { Database, Statements } from "../db/client";
import { orderDisputes, orderStatusHistory, paymentEvents } from "../db/schema";
import { auditStatement } from "../kernel/audit-log";
import { moveStatusFromAny } from "./status-statements";

export interface DisputeFacts {
  orderId: number;
  disputeId: string;
  amountCents: number;
  currency: string;
  /** The bank's reason ("fraudulent", "product_not_received"…). */
  reason: string;
  /** The bank's deadline for evidence (ISO 8601), when the provider gave one. */
  dueBy: string | null;
}

/** Stripe's closing statuses: the store keeps the money (won, or an inquiry closed) or loses it. */
export type DisputeClosing = "won" | "lost" | "warning_closed";

/** Whether the dispute's closing event was already received (events can arrive in any order). */
export async function disputeAlreadyClosed(db: Database, disputeId: string): Promise<boolean> {
  const closed = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.objectRef, disputeId), eq(paymentEvents.type, "charge.dispute.closed")))
    .limit(1);
  return closed.length > 0;
}

function disputeAudit(
  db: Database,
  dispute: DisputeFacts,
  action: "dispute_opened" | "dispute_closed",
  after: Record<string, unknown>,
) {
  return auditStatement(db, {
    actorUserId: null,
    // The provider's event: no staff member, no address.
    from: null,
    action,
    entity: "order",
    entityId: dispute.orderId,
    before: null,
    after: { disputeId: dispute.disputeId, amountCents: dispute.amountCents, currency: dispute.currency, ...after },
  });
}

export function disputeOpenedStatements(db: Database, dispute: DisputeFacts): Statements {
  // Checked when the batch runs: a closing event stored meanwhile keeps the order off hold.
  const stillOpen = sql`not exists (select 1 from ${paymentEvents} where ${paymentEvents.objectRef} = ${dispute.disputeId}
    and ${paymentEvents.type} = 'charge.dispute.closed')`;
  return [
    ...moveStatusFromAny(
      db,
      dispute.orderId,
      PAID_STATUSES.filter((status) => status !== "contestado"),
      "contestado",
      { reason: "dispute_opened" },
      stillOpen,
    ),
    disputeAudit(db, dispute, "dispute_opened", { reason: dispute.reason }),
    // Its answer's row: a replay of the event (or one under another id) finds it there and keeps it.
    db
      .insert(orderDisputes)
      .values({
        disputeId: dispute.disputeId,
        orderId: dispute.orderId,
        reason: dispute.reason,
        amountCents: dispute.amountCents,
        currency: dispute.currency,
        dueBy: dispute.dueBy,
      })
      .onConflictDoNothing(),
  ];
}

/** The status the dispute held the order from, read from its history when the statement runs. */
function heldFrom(orderId: number) {
  const latestHold = sql`(select ${orderStatusHistory.fromStatus} from ${orderStatusHistory}
    where ${orderStatusHistory.orderId} = ${orderId} and ${orderStatusHistory.toStatus} = 'contestado'
    order by ${orderStatusHistory.id} desc limit 1)`;
  return sql`coalesce(${latestHold}, 'processando')`;
}

export function disputeClosedStatements(db: Database, dispute: DisputeFacts, closing: DisputeClosing): Statements {
  const audit = disputeAudit(db, dispute, "dispute_closed", { outcome: closing });
  if (closing === "lost") {
    return [...moveStatusFromAny(db, dispute.orderId, PAID_STATUSES, "cancelado", { reason: "dispute_lost" }), audit];
  }
  return [
    ...moveStatusFromAny(db, dispute.orderId, ["contestado"], heldFrom(dispute.orderId), {
      // Won, or an inquiry closed without a chargeback: the store keeps the money either way.
      reason: closing === "won" ? "dispute_won" : "dispute_closed",
    }),
    audit,
  ];
}
