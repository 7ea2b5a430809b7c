// One live payment session per order: a new attempt on the same terms as the session the order
// records (a second tab, a reload, a double Finalize, "pay now" on the same order) is shown that
// session again instead of replacing it, so a Pix code on another open page keeps working. Any
// change of terms (another method, a changed cart, another currency or code) opens a new session,
// and the pages still showing the old one learn it was replaced (payment-state.ts).
import { and, eq, gt, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, type PaymentMethod, paymentSessions } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { CheckoutFlow, CheckoutSession } from "../payments/provider";
import { PAYMENT_SESSION_LIFETIME_MS } from "../payments/session-lifetime";

/** What a session charges; two attempts with equal terms may pay through the same session. */
export interface AttemptTerms {
  paymentMethod: PaymentMethod;
  flow: CheckoutFlow;
  currency: string;
  totalCents: number;
  discountCents: number;
  promoCode: string | null;
  lines: Array<{
    gameId: number;
    itemId?: number | null;
    coinOfferId?: number | null;
    name: string;
    coinName?: string | null;
    unitName?: string | null;
    nickname: string;
    server?: string | null;
    platform?: string | null;
    unitPriceCents: number;
    quantity: number;
    coinAmount?: number;
    lineTotalCents: number;
    discountCents?: number;
    deliveryMinutes?: number;
    cartLineId?: string | null;
  }>;
}

/**
 * A code with less time left than this is not shown again: the shopper gets a new one rather than
 * one that dies while they open their bank's app.
 */
export const REUSE_MARGIN_MS = 2 * 60 * 1000;

/**
 * The terms as one digest. Lines read from the cart and lines read back from D1 give the same
 * digest: every optional value is written the way D1 stores it.
 */
export async function termsDigest(terms: AttemptTerms): Promise<string> {
  const canonical = JSON.stringify([
    terms.paymentMethod,
    terms.flow,
    terms.currency,
    terms.totalCents,
    terms.discountCents,
    terms.promoCode,
    terms.lines.map((line) => [
      line.gameId,
      line.itemId ?? null,
      line.coinOfferId ?? null,
      line.name,
      line.coinName ?? null,
      line.unitName ?? null,
      line.nickname,
      line.server ?? null,
      line.platform ?? null,
      line.unitPriceCents,
      line.quantity,
      line.coinAmount ?? 0,
      line.lineTotalCents,
      line.discountCents ?? 0,
      line.deliveryMinutes ?? 0,
      line.cartLineId ?? null,
    ]),
  ]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The session the pending order records, when it was opened on exactly these terms and is still
 * payable for a while, as the shopper is shown it. A card session paid on the page's own card form
 * needs its client secret, which the store does not keep: only sessions shown by a payment page
 * (the redirect flow) or by their Pix code are shown again.
 */
export async function liveSessionOf(
  db: Database,
  order: { id: number; providerSessionId: string | null },
  request: { paymentMethod: PaymentMethod; terms: string },
  now = new Date(),
): Promise<CheckoutSession | null> {
  if (!order.providerSessionId) return null;
  const row = await db.query.paymentSessions.findFirst({
    where: and(
      eq(paymentSessions.sessionId, order.providerSessionId),
      eq(paymentSessions.orderId, order.id),
      eq(paymentSessions.terms, request.terms),
      stillPayableAfter(now),
    ),
  });
  if (!row || (row.url === null && row.pixCode === null)) return null;
  return {
    sessionId: row.sessionId,
    url: row.url,
    clientSecret: null,
    pix: request.paymentMethod === "pix" ? { copyPaste: row.pixCode, expiresAt: row.expiresAt } : null,
  };
}

/** A page's look for a live session: an attempt that would be refused has none (Finalize says why). */
export async function unlessRefused<T>(look: () => Promise<T | null>): Promise<T | null> {
  try {
    return await look();
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** The time a session must still have to be shown again. */
function stillPayableAfter(now: Date) {
  return gt(paymentSessions.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS).toISOString());
}

/**
 * Whether the shopper's pending order records a Pix code the store shows and that is still payable:
 * one indexed read, before pricing the cart to see whether the code is still for it.
 */
export async function hasLivePixCode(db: Database, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: paymentSessions.sessionId })
    .from(orders)
    .innerJoin(paymentSessions, eq(paymentSessions.sessionId, orders.providerSessionId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "pendente"),
        isNotNull(paymentSessions.pixCode),
        stillPayableAfter(now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When a session stops being payable: its Pix code's expiry, or the session's lifetime from now. */
export function sessionExpiry(session: CheckoutSession, now = new Date()): string {
  return session.pix?.expiresAt ?? new Date(now.getTime() + PAYMENT_SESSION_LIFETIME_MS).toISOString();
}

/** The record of a session just opened, for the order `orderId` names (a value or a claim's subquery). */
export function recordSessionStatement(
  db: Database,
  orderId: number | SQL<number>,
  terms: string,
  session: CheckoutSession,
) {
  return db.insert(paymentSessions).values({
    sessionId: session.sessionId,
    orderId,
    terms,
    url: session.url,
    pixCode: session.pix?.copyPaste ?? null,
    expiresAt: sessionExpiry(session),
  });
}
