// A dispute's evidence pack: what a bank needs to decide a chargeback, read from the store's own
// records whenever it is shown (the admin's order page, GET /api/admin/orders/{id}/dispute) or sent
// (orders/dispute-submission.ts). Nothing of it is copied when the dispute opens: the order's row
// in order_disputes holds only the dispute and its submission state, so the pack always says what
// the records say. The chat lives in its conversation's Durable Object, asked through its binding
// (the chat area sits above orders: docs/decisions/053-areas-one-way.md).
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import type { ChatMessage } from "../../shared/chat/protocol";
import { signInsBetween } from "../accounts/sign-ins";
import type { Database } from "../db/client";
import {
  auditLog,
  chargeChecks,
  chatConversations,
  orderDisputes,
  orderLines,
  orderProofs,
  orderReviews,
  orders,
  users,
} from "../db/schema";
import { DomainError } from "../kernel/domain-error";

export type EvidenceEnv = Pick<Env, "CHAT_ROOM" | "MEDIA">;

/** The steps of an order a bank asks about, each when it happened and from where (where the store recorded it). */
export type TimelineStep = "paid" | "taken" | "delivered" | "confirmed" | "reviewed";

export interface EvidencePack {
  dispute: typeof orderDisputes.$inferSelect;
  order: Pick<
    typeof orders.$inferSelect,
    "id" | "status" | "totalCents" | "currency" | "paymentMethod" | "createdAt" | "paidAt" | "policiesAccepted"
  >;
  buyer: { name: string; email: string };
  lines: Array<{
    game: string;
    name: string;
    quantity: number;
    nickname: string;
    server: string | null;
    platform: string | null;
    lineTotalCents: number;
  }>;
  proofs: Array<{ url: string; sha256: string; note: string; uploadedAt: string }>;
  transcript: Array<{ fromSupport: boolean; name: string; content: string; sentAt: string }>;
  /** Each step with where it came from: the staff's address (audit trail), the shopper's address and country. */
  timeline: Array<{ step: TimelineStep; at: string; ip: string | null; country: string | null }>;
  /** The account's sign-ins from a week before the payment to a day after it, oldest first (at most 20). */
  signIns: Array<{ at: string; ip: string | null; country: string | null; method: string; device: string | null }>;
  /** The charge's 3-D Secure and risk results as the provider reported them; null when none arrived. */
  charge: Pick<typeof chargeChecks.$inferSelect, "threeDSecure" | "riskLevel" | "riskScore"> | null;
}

/** The statement keeping a `charge.succeeded` event's checks (the first report of a charge stands). */
export function chargeCheckStatement(db: Database, paymentRef: string, charge: Stripe.Charge) {
  const card = charge.payment_method_details?.card;
  return db
    .insert(chargeChecks)
    .values({
      paymentRef,
      threeDSecure: card?.three_d_secure?.result ?? null,
      riskLevel: charge.outcome?.risk_level ?? null,
      riskScore: charge.outcome?.risk_score ?? null,
      cardCountry: card?.country ?? null,
    })
    .onConflictDoNothing();
}

/** The order's latest dispute, or null when it has none. */
export async function latestDispute(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(orderDisputes)
    .where(eq(orderDisputes.orderId, orderId))
    .orderBy(desc(orderDisputes.createdAt))
    .limit(1);
  return row ?? null;
}

async function transcriptOf(env: EvidenceEnv, conversationId: number | undefined) {
  if (conversationId === undefined) return [];
  const messages: ChatMessage[] = await env.CHAT_ROOM.get(
    env.CHAT_ROOM.idFromName(String(conversationId)),
  ).listMessages();
  return messages.map((message) => ({
    fromSupport: message.sender_is_admin,
    name: message.sender_name,
    content: message.content,
    sentAt: message.enviado_em,
  }));
}

/** The staff acts that took and delivered the order, from the audit trail (the only place an address is kept). */
type StaffAct = { action: string; after: unknown; createdAt: string; fromIp: string | null };

function lastAct(acts: StaffAct[], test: (act: StaffAct) => boolean) {
  return acts.filter(test).at(-1) ?? null;
}

const deliveredBy = (act: StaffAct) =>
  act.action === "status" && (act.after as { status?: string } | null)?.status === "concluído";

type FirstReview = { createdAt: string; fromIp: string | null; fromCountry: string | null };

function timelineOf(
  order: typeof orders.$inferSelect,
  acts: StaffAct[],
  firstReview: FirstReview | null,
): EvidencePack["timeline"] {
  const taken = lastAct(acts, (act) => act.action === "claim" || act.action === "assign");
  const delivered = lastAct(acts, deliveredBy);
  const confirmed = order.receipt === "confirmed";
  // Staff steps: the audit trail keeps an address, no country. The shopper's: what their request carried.
  const steps: Array<{ step: TimelineStep; at: string | null; ip: string | null; country: string | null }> = [
    { step: "paid", at: order.paidAt, ip: null, country: order.checkoutCountry },
    { step: "taken", at: order.assignedAt ?? taken?.createdAt ?? null, ip: taken?.fromIp ?? null, country: null },
    { step: "delivered", at: order.deliveredAt, ip: delivered?.fromIp ?? null, country: null },
    {
      step: "confirmed",
      at: confirmed ? order.receiptAt : null,
      ip: confirmed ? order.receiptIp : null,
      country: confirmed ? order.receiptCountry : null,
    },
    {
      step: "reviewed",
      at: firstReview?.createdAt ?? null,
      ip: firstReview?.fromIp ?? null,
      country: firstReview?.fromCountry ?? null,
    },
  ];
  return steps.flatMap(({ at, ...step }) => (at ? [{ ...step, at }] : []));
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sign-ins a bank reads beside the purchase: from a week before the payment to a day after, 20 at most. */
const SIGN_INS_BEFORE_MS = 7 * DAY_MS;
const SIGN_INS_AFTER_MS = DAY_MS;
const SIGN_INS_SHOWN = 20;

/** The account's sign-ins around the moment it paid (or ordered, if the payment time is missing). */
function signInsAround(db: Database, order: typeof orders.$inferSelect) {
  const paid = Date.parse(order.paidAt ?? order.createdAt);
  const from = new Date(paid - SIGN_INS_BEFORE_MS).toISOString();
  const to = new Date(paid + SIGN_INS_AFTER_MS).toISOString();
  return signInsBetween(db, order.userId, from, to, SIGN_INS_SHOWN);
}

/** The evidence pack of the order's latest dispute; null when the order has no dispute. */
export async function evidencePack(db: Database, env: EvidenceEnv, orderId: number): Promise<EvidencePack | null> {
  const dispute = await latestDispute(db, orderId);
  return dispute ? evidencePackOf(db, env, dispute) : null;
}

/** The evidence pack of `dispute`, as the order's records say now. */
export async function evidencePackOf(
  db: Database,
  env: EvidenceEnv,
  dispute: typeof orderDisputes.$inferSelect,
): Promise<EvidencePack> {
  const { orderId } = dispute;
  const [[found], lines, proofs, conversations, acts, reviews] = await db.batch([
    db
      .select({ order: orders, buyer: { name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderProofs)
      .where(eq(orderProofs.orderId, orderId))
      .orderBy(asc(orderProofs.uploadedAt), asc(orderProofs.id)),
    db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.orderId, orderId)),
    db
      .select({
        action: auditLog.action,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
        fromIp: auditLog.fromIp,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "order"),
          eq(auditLog.entityId, String(orderId)),
          inArray(auditLog.action, ["claim", "assign", "status"]),
        ),
      )
      .orderBy(asc(auditLog.id)),
    db
      .select({
        createdAt: orderReviews.createdAt,
        fromIp: orderReviews.fromIp,
        fromCountry: orderReviews.fromCountry,
      })
      .from(orderReviews)
      .where(eq(orderReviews.orderId, orderId))
      .orderBy(asc(orderReviews.createdAt))
      .limit(1),
  ]);
  if (!found) throw new DomainError("order_not_found", "orders.notFound", 404);
  const { order, buyer } = found;
  const paymentRef = order.providerPaymentId;
  const [check, transcript, signIns] = await Promise.all([
    paymentRef ? db.query.chargeChecks.findFirst({ where: eq(chargeChecks.paymentRef, paymentRef) }) : undefined,
    transcriptOf(env, conversations[0]?.id),
    signInsAround(db, order),
  ]);
  return {
    dispute,
    order: {
      id: order.id,
      status: order.status,
      totalCents: order.totalCents,
      currency: order.currency,
      paymentMethod: order.paymentMethod,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      policiesAccepted: order.policiesAccepted,
    },
    buyer,
    lines: lines.map((line) => ({
      game: line.gameName,
      name: line.name,
      quantity: line.quantity,
      nickname: line.nickname,
      server: line.server,
      platform: line.platform,
      lineTotalCents: line.lineTotalCents,
    })),
    proofs: proofs.map((proof) => ({
      url: proof.url,
      sha256: proof.sha256,
      note: proof.note,
      uploadedAt: proof.uploadedAt,
    })),
    transcript,
    timeline: timelineOf(order, acts, reviews[0] ?? null),
    signIns,
    charge: check ? { threeDSecure: check.threeDSecure, riskLevel: check.riskLevel, riskScore: check.riskScore } : null,
  };
}
