// The shopper's right to withdraw from an online purchase (its rule: shared/orders/withdrawal.ts):
// from the order page, in one step, while the order is paid and not yet delivered, for 7 days.
// Everything paid is given back at once through the payment adapter, the order is cancelled with
// the reason on its timeline, the audit log records it, and the shopper is emailed.
// Two clicks at once refund once: the refund's request key is the order's (./refunds.ts).
import { and, eq } from "drizzle-orm";
import { type Withdrawability, withdrawability } from "../../shared/orders/withdrawal";
import type { Database } from "../db/client";
import { orders, payments } from "../db/schema";
import { createMailer, type Mailer } from "../effects/mailer";
import { auditStatement } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import { type PublicOrigin, publicOrigin } from "../kernel/public-origin";
import type { PaymentProvider } from "../payments/provider";
import { paymentProviderFor } from "../payments/provider-for-env";
import { sendOrderEmail } from "./order-emails";
import { getOrder, type OrderDetail } from "./queries";
import { moneyOf, refundThroughProvider } from "./refunds";

/** The request key of a withdrawal's refund is this and the order's id; the trust page finds the refund by it. */
export const WITHDRAWAL_KEY_PREFIX = "withdrawal-";

export interface WithdrawalDeps {
  db: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  origin: PublicOrigin;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The withdrawal's dependencies; `requestOrigin`: where the sandbox provider answers (the request's own origin). */
export function withdrawalDeps(
  deps: { db: Database; env: Env; waitUntil: (promise: Promise<unknown>) => void },
  requestOrigin: string,
): WithdrawalDeps {
  return {
    db: deps.db,
    provider: paymentProviderFor(deps.env, requestOrigin),
    mailer: createMailer(deps.env, deps.db),
    origin: publicOrigin(deps.env),
    waitUntil: deps.waitUntil,
  };
}

/** The shopper's own order with when it was paid; 404 for anyone else's. */
export async function withdrawalStateOf(db: Database, userId: number, orderId: number, now = Date.now()) {
  const [row] = await db
    .select({ status: orders.status, paidAt: payments.createdAt })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.kind, "charge")))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw new DomainError("order_not_found", "orders.notFound", 404);
  return withdrawability(row.status, row.paidAt, now);
}

const refusals: Record<Exclude<Withdrawability, { allowed: true }>["why"], [string, 409 | 422]> = {
  delivered: ["order_delivered", 422],
  expired: ["withdrawal_period_over", 422],
  notPaid: ["order_not_paid", 409],
  cancelled: ["order_cancelled", 409],
  underReview: ["order_under_review", 409],
};

interface Withdrawn {
  refund: { id: string; amountCents: number; currency: string };
}

/** The refund, and the order as it stands afterwards when asked for it. */
type WithdrawalAnswered<A extends { order: boolean }> = Withdrawn &
  (A extends { order: true } ? { order: OrderDetail } : unknown);

/**
 * The shopper's withdrawal, as the order page's button and POST /api/orders/{id}/withdraw both ask
 * for it (decision 038). `answer.order`: whether the caller shows the order as it stands afterwards
 * (the API does; the page reloads it).
 */
export async function withdrawFromOrder<A extends { order: boolean }>(
  deps: WithdrawalDeps,
  shopper: { id: number },
  orderId: number,
  answer: A,
  now = Date.now(),
): Promise<WithdrawalAnswered<A>> {
  const userId = shopper.id;
  const state = await withdrawalStateOf(deps.db, userId, orderId, now);
  if (!state.allowed) {
    const [code, status] = refusals[state.why];
    throw new DomainError(code, `withdrawal.why.${state.why}`, status);
  }
  const { refundableCents, charge } = await moneyOf(deps.db, orderId);
  let refund: { refundId: string };
  try {
    refund = await refundThroughProvider(
      { db: deps.db, provider: deps.provider },
      {
        orderId,
        amountCents: refundableCents,
        key: `${WITHDRAWAL_KEY_PREFIX}${orderId}`,
        eventType: "shopper_withdrawal.refund",
        reason: "withdrawn",
        alongside: ({ refundId }) => [
          auditStatement(deps.db, {
            actorUserId: userId,
            // The shopper's own act: their address stays out of a trail that is never erased.
            from: null,
            action: "withdrawal",
            entity: "order",
            entityId: orderId,
            before: { status: "processando" },
            after: { status: "cancelado", refundId, amountCents: refundableCents },
          }),
        ],
      },
    );
  } catch (error) {
    // The other of two clicks at once: its twin is refunding this order right now.
    if (error instanceof DomainError && (error.code === "already_refunded" || error.code === "refund_too_large")) {
      throw new DomainError("already_withdrawn", "withdrawal.why.alreadyWithdrawn", 409);
    }
    throw error;
  }
  deps.waitUntil(
    sendOrderEmail(deps, orderId, "withdrawn").catch((error: unknown) =>
      logError("withdrawal_email_failed", error, { orderId }),
    ),
  );
  const withdrawn = { refund: { id: refund.refundId, amountCents: refundableCents, currency: charge?.currency ?? "" } };
  if (!answer.order) return withdrawn as WithdrawalAnswered<A>;
  return { ...withdrawn, order: await getOrder(deps.db, userId, orderId) } as WithdrawalAnswered<A>;
}
