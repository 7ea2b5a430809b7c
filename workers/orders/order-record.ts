// The live record of one order, as its page and GET /api/orders/{id} show it: the order with its
// lines, the timeline (status changes, payments, compensations, public notes, proof, steps done,
// the shopper's word after delivery), the delivery proof, the progress of boosting and carry lines
// and the compensations. Only its shopper and admins may read it: anyone else gets "not found".
import { asc, eq } from "drizzle-orm";
import { can, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import {
  type OrderNoteKind,
  orderCancellations,
  orderCompensations,
  orderMilestones,
  orderNotes,
  orderProofs,
  orders,
  users,
} from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { getOrder, type OrderDetail } from "./queries";

export type TimelineEntry =
  | { kind: "status"; at: string; status: string; reason: string | null }
  | { kind: "payment" | "refund"; at: string; amountCents: number }
  | { kind: "compensation"; at: string; amountCents: number; percent: number }
  | { kind: "cancel_requested" | "cancel_approved"; at: string; amountCents: number }
  | { kind: "cancel_declined"; at: string }
  | { kind: OrderNoteKind; at: string; text: string };

export interface ProgressStep {
  id: number;
  lineId: number;
  label: string;
  done: boolean;
  doneAt: string | null;
}

export interface OrderRecord extends OrderDetail {
  timeline: TimelineEntry[];
  proof: Array<typeof orderProofs.$inferSelect>;
  compensations: Array<typeof orderCompensations.$inferSelect>;
  /** The shopper's request to stop a boosting or carry run (orders/cancellation.ts), if any. */
  cancellation: typeof orderCancellations.$inferSelect | null;
  /** The steps of its boosting and carry lines, in order; empty when it has none. */
  progress: { steps: ProgressStep[]; done: number; total: number };
  /** The first name of the delivery agent who took it on the desk (issue 49); null while nobody has. */
  deliveredBy: string | null;
}

/** "Ana Paula Souza" → "Ana": all a shopper is told of the staff member delivering their order. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** Refuses (as not found) anyone but the order's shopper and the sessions holding the staff power over orders. */
export async function requireOrderAccess(db: Database, viewer: Viewer, orderId: number): Promise<{ userId: number }> {
  const order = await db.query.orders.findFirst({ columns: { userId: true }, where: eq(orders.id, orderId) });
  if (!order || (order.userId !== viewer.id && !can(viewer, "orders"))) {
    throw new DomainError("order_not_found", "orders.notFound", 404);
  }
  return order;
}

/**
 * The order's delivery proof and the steps of its boosting and carry lines, in order: statements for
 * a caller's batch (the shopper's record here, the desk agent's view in workers/desk/desk-delivery.ts).
 */
export function deliveryReads(db: Database, orderId: number) {
  return [
    db
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, orderId))
      .orderBy(asc(orderProofs.uploadedAt), asc(orderProofs.id)),
    db
      .select()
      .from(orderMilestones)
      .where(eq(orderMilestones.orderId, orderId))
      .orderBy(asc(orderMilestones.orderLineId), asc(orderMilestones.position)),
  ] as const;
}

/** The steps read by `deliveryReads`, and how many are done. */
export function progressOf(milestones: Array<typeof orderMilestones.$inferSelect>): OrderRecord["progress"] {
  const steps = milestones.map((row) => ({
    id: row.id,
    lineId: row.orderLineId,
    label: row.label,
    done: row.doneAt !== null,
    doneAt: row.doneAt,
  }));
  return { steps, done: steps.filter((step) => step.done).length, total: steps.length };
}

export async function getOrderRecord(db: Database, viewer: Viewer, orderId: number): Promise<OrderRecord> {
  const { userId } = await requireOrderAccess(db, viewer, orderId);
  const [order, [compensations, notes, proof, milestones, cancellations, agents]] = await Promise.all([
    getOrder(db, userId, orderId),
    db.batch([
      db.select().from(orderCompensations).where(eq(orderCompensations.orderId, orderId)),
      db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
      ...deliveryReads(db, orderId),
      db.select().from(orderCancellations).where(eq(orderCancellations.orderId, orderId)),
      db
        .select({ name: users.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.assignedStaffId))
        .where(eq(orders.id, orderId)),
    ]),
  ]);
  const agentName = agents[0]?.name;
  const compensationRefunds = new Set(compensations.map((row) => row.refundRef));
  const cancellation = cancellations[0] ?? null;
  const cancellationKey = cancellation ? cancellationRefundKey(cancellation.id) : null;
  const timeline: TimelineEntry[] = [
    ...order.history.map((entry) => ({
      kind: "status" as const,
      at: entry.createdAt,
      status: entry.toStatus,
      reason: entry.reason,
    })),
    // A compensation's refund is told as the compensation, a cancellation's as its approval.
    ...order.payments
      .filter(
        (row) =>
          !compensationRefunds.has(row.providerRef) && (cancellationKey === null || row.requestKey !== cancellationKey),
      )
      .map((row) => ({
        kind: row.kind === "charge" ? ("payment" as const) : ("refund" as const),
        at: row.createdAt,
        amountCents: row.amountCents,
      })),
    ...compensations.map((row) => ({
      kind: "compensation" as const,
      at: row.createdAt,
      amountCents: row.amountCents,
      percent: row.percent,
    })),
    ...notes.map((note) => ({ kind: note.kind, at: note.createdAt, text: note.text })),
    ...(cancellation ? cancellationTimeline(cancellation) : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...order,
    timeline,
    proof,
    compensations,
    cancellation,
    progress: progressOf(milestones),
    deliveredBy: agentName ? firstNameOf(agentName) || null : null,
  };
}

/** The request key of a cancellation's refund (one per request, so it is refunded once). */
export function cancellationRefundKey(cancellationId: number): string {
  return `shopper-cancel-${cancellationId}`;
}

function cancellationTimeline(cancellation: typeof orderCancellations.$inferSelect): TimelineEntry[] {
  const requested = {
    kind: "cancel_requested" as const,
    at: cancellation.requestedAt,
    amountCents: cancellation.quotedCents,
  };
  if (!cancellation.decidedAt) return [requested];
  if (cancellation.status === "declined") return [requested, { kind: "cancel_declined", at: cancellation.decidedAt }];
  const refunded = cancellation.refundedCents ?? 0;
  return [requested, { kind: "cancel_approved", at: cancellation.decidedAt, amountCents: refunded }];
}
