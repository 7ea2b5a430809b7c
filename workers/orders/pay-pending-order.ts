// "Pay now" on an order page: a pending order is paid as it was placed (its own lines and total, as
// D1 recorded them), with the method the shopper picks now. The cart is not read: it may have moved
// on since the order was placed.
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { PaymentProvider } from "../payments/provider";
import { isStockShort } from "../stock/holds";
import { termsDigest, unlessRefused } from "./live-session";
import {
  attemptInProgress,
  claimPendingOrder,
  holdStockForClaim,
  liveAttemptOf,
  type OrderLineValues,
  openPaymentSession,
  orTheConcurrentSession,
  type PaymentAttemptRequest,
  type PaymentAttemptResult,
  stockShortage,
} from "./payment-attempt";
import { refusePix } from "./payment-options";
import { orderLinesQuery } from "./queries";

/** The pending order as placed, its lines, the terms of paying it as `request` asks, and its live session on them. */
async function placedOrder(db: Database, orderId: number, request: PaymentAttemptRequest) {
  const [orderRows, lineRows] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, request.user.id))),
    orderLinesQuery(db, orderId),
  ]);
  const order = orderRows[0];
  // Another shopper's order is as unknown as one that does not exist.
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  if (order.status !== "pendente") throw new DomainError("order_not_payable", "paymentStep.notPayable", 409);
  refusePix(request.paymentMethod, order.currency, request.settings);

  const lines: OrderLineValues[] = lineRows.map(({ id: _id, orderId: _orderId, ...line }) => line);
  const terms = await termsDigest({ ...order, paymentMethod: request.paymentMethod, flow: request.flow, lines });
  // Paid as placed with the method of its live session (another tab, /checkout): that session again.
  const live = await liveAttemptOf(db, order, { paymentMethod: request.paymentMethod, terms });
  return { order, lines, terms, live };
}

/** The same press twice at once answers one session (orTheConcurrentSession). */
export function payPendingOrder(
  deps: { db: Database; provider: PaymentProvider },
  orderId: number,
  request: PaymentAttemptRequest,
): Promise<PaymentAttemptResult> {
  return orTheConcurrentSession(
    () => attemptPayment(deps, orderId, request),
    () => livePayNowSession(deps.db, orderId, request),
  );
}

async function attemptPayment(
  deps: { db: Database; provider: PaymentProvider },
  orderId: number,
  request: PaymentAttemptRequest,
): Promise<PaymentAttemptResult> {
  const { db, provider } = deps;
  const { order, lines, terms, live } = await placedOrder(db, orderId, request);
  if (live) return live;

  const { claim, statement } = await claimPendingOrder(deps, order, { paymentMethod: request.paymentMethod });
  let claimed: Array<{ id: number }>;
  try {
    // The claim and the stock its lines hold again (the earlier session's given back), at once.
    [claimed] = await db.batch([statement, ...holdStockForClaim(db, claim, request.settings)]);
  } catch (error) {
    if (!isStockShort(error)) throw error;
    throw await stockShortage(db, lines, request.language, order);
  }
  if (claimed.length === 0) throw attemptInProgress();

  return openPaymentSession(
    { db, provider },
    {
      id: order.id,
      userId: order.userId,
      currency: order.currency,
      totalCents: order.totalCents,
      discountCents: order.discountCents,
      claim,
      created: false,
      terms,
    },
    lines,
    request,
  );
}

/** The session "pay now" would show again right now (the order page opened or reloaded), or null, also when it would refuse. */
export function livePayNowSession(
  db: Database,
  orderId: number,
  request: PaymentAttemptRequest,
): Promise<PaymentAttemptResult | null> {
  return unlessRefused(async () => (await placedOrder(db, orderId, request)).live);
}
