// What a shopper may read about their own orders. Another shopper's order is "not found", never "forbidden".
import { and, asc, desc, eq, gte, inArray, ne, or, sql, sum } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import { columnsAs } from "../db/joined-columns";
import { orderLines, orderStatusHistory, orders, paymentSessions, payments, users } from "../db/schema";
import { DomainError } from "../kernel/domain-error";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderSummary extends OrderRow {
  lines: OrderLineRow[];
  /** What has been given back so far; a partial refund keeps the order's status. */
  refundedCents: number;
}

export interface OrderDetail extends OrderSummary {
  history: Array<typeof orderStatusHistory.$inferSelect>;
  payments: Array<typeof payments.$inferSelect>;
}

/** An order's lines, in the order they were put in it. */
export function orderLinesQuery(db: Database, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** An order with the given columns of its shopper (`row.shopper`), named apart from the order's (columnsAs). */
export function orderWithShopperQuery<T extends Record<string, AnySQLiteColumn>>(
  db: Database,
  orderId: number,
  shopper: T,
) {
  return db
    .select({ order: orders, shopper: columnsAs("shopper", shopper) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
}

/** The shopper's orders, newest first, each with its lines and refunds: three queries in one round trip. */
export async function listOrders(db: Database, userId: number): Promise<OrderSummary[]> {
  const [orderRows, lineRows, refundRows] = await db.batch([
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)),
    db
      .select({ line: orderLines })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orderLines.id)),
    db
      .select({ orderId: payments.orderId, refundedCents: sum(payments.amountCents).mapWith(Number) })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.userId, userId), eq(payments.kind, "refund")))
      .groupBy(payments.orderId),
  ]);
  const linesByOrder = new Map<number, OrderLineRow[]>();
  for (const { line } of lineRows) linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);
  const refunded = new Map(refundRows.map((row) => [row.orderId, row.refundedCents]));
  return orderRows.map((order) => ({
    ...order,
    lines: linesByOrder.get(order.id) ?? [],
    refundedCents: refunded.get(order.id) ?? 0,
  }));
}

export async function getOrder(db: Database, userId: number, orderId: number): Promise<OrderDetail> {
  // One round trip; the lines, history and payments are only returned when the order is the shopper's.
  const [orderRows, lineRows, historyRows, paymentRows] = await db.batch([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId))),
    orderLinesQuery(db, orderId),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
  ]);
  const order = orderRows[0];
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  const refundedCents = paymentRows
    .filter((row) => row.kind === "refund")
    .reduce((total, row) => total + row.amountCents, 0);
  return { ...order, lines: lineRows, history: historyRows, payments: paymentRows, refundedCents };
}

/**
 * The order a payment session was opened for, with its lines, history and payments (own orders
 * only): a page of a session replaced since still finds the order, paid by its newer session.
 */
export async function getOrderBySession(db: Database, userId: number, sessionId: string): Promise<OrderDetail> {
  const order = await findOrderOpenedWith(db, userId, sessionId);
  return getOrder(db, userId, order.id);
}

/**
 * The order a payment session was opened for: the session it records now, or one a newer attempt
 * replaced (own orders only). For reading where the order stands; paying or cancelling goes by the
 * session the order records (findOrderBySession).
 */
export async function findOrderOpenedWith(db: Database, userId: number, sessionId: string) {
  const opened = db
    .select({ orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.sessionId, sessionId));
  const order = await db.query.orders.findFirst({
    where: and(eq(orders.userId, userId), or(eq(orders.providerSessionId, sessionId), inArray(orders.id, opened))),
  });
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  return order;
}

/** The order a payment session belongs to, for the checkout success and cancel pages (own orders only). */
export async function findOrderBySession(db: Database, userId: number, sessionId: string) {
  const order = await db.query.orders.findFirst({
    where: and(eq(orders.providerSessionId, sessionId), eq(orders.userId, userId)),
  });
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  return order;
}

/** How far back checkout looks for the order a shopper has just placed (the page after paying, back). */
const LATEST_ORDER_HOURS = 24;

/**
 * The order checkout tells the shopper about: their one pending order (whenever it was placed;
 * checkout pays it again rather than opening another),
 * else the newest placed in the last day and not cancelled (just paid, on its way, delivered); null
 * when there is none. One query.
 */
export async function findLatestOrder(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<{ id: number; status: string } | null> {
  const since = new Date(now.getTime() - LATEST_ORDER_HOURS * 3_600_000).toISOString();
  const [order] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(eq(orders.status, "pendente"), and(gte(orders.createdAt, since), ne(orders.status, "cancelado"))),
      ),
    )
    .orderBy(sql`${orders.status} = 'pendente' desc`, desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order ?? null;
}
