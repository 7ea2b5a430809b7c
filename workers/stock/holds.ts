// Stock held while a shopper pays (issue 50). Every statement here is meant for the batch of the
// change it belongs to (D1 runs a batch as one transaction): holding happens in the batch that
// claims the order for a payment attempt, selling in the batch that records its payment, releasing
// in the batch that ends the attempt (or in the housekeeping sweep once its session can no longer
// be paid). Nothing is read first: the stock row's CHECK (held within what is in hand) fails the
// whole batch when a hold or a sale asks for more than is left, so of fifty shoppers racing for the
// last ten units exactly ten hold them, and the other batches change nothing at all.
import { and, eq, exists, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database, Statements } from "../db/client";
import { orderLines, orders, stock, stockHistory, stockHolds } from "../db/schema";

/** The constraint a hold or a sale beyond the stock violates (workers/db/schema.ts). */
const WITHIN_HAND = "stock_held_within_hand";

/** The batch failed because some line asked for more than its stock had left. */
export function isStockShort(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes(`CHECK constraint failed: ${WITHIN_HAND}`);
}

/** What an order line takes from its stock line: a coin line its coins, any other its units. */
const lineNeed = sql<number>`(case when ${orderLines.coinOfferId} is not null then ${orderLines.coinAmount} else ${orderLines.quantity} end)`;

/** The stock line an order line counts against: the same offer on the same server. */
const lineOfStock = sql`(${stock.server} = coalesce(${orderLines.server}, '') and ((${stock.kind} = 'coin' and ${stock.offerId} = ${orderLines.coinOfferId}) or (${stock.kind} = 'item' and ${stock.offerId} = ${orderLines.itemId})))`;

/** What the holds matching `where` hold of the stock row being updated. */
const heldOfRow = (where: SQL | undefined) =>
  sql<number>`(select coalesce(sum(${stockHolds.quantity}), 0) from ${stockHolds} where ${stockHolds.stockId} = ${stock.id} and ${stockHolds.state} = 'held' and ${where ?? sql`1`})`;

/**
 * Gives back what the live holds matching `where` hold, and marks them released: the stock rows
 * first (while the holds still say what they hold), then the holds. `where` is read twice in the
 * same batch, so it must name the same holds both times (a fixed time, an order, an attempt).
 */
export function releaseHoldsWhere(db: Database, where: SQL | undefined, now: Date) {
  const live = and(eq(stockHolds.state, "held"), where);
  const at = now.toISOString();
  return [
    db
      .update(stock)
      .set({ held: sql`${stock.held} - ${heldOfRow(where)}`, updatedAt: at })
      .where(inArray(stock.id, db.select({ id: stockHolds.stockId }).from(stockHolds).where(live))),
    db.update(stockHolds).set({ state: "released", updatedAt: at }).where(live),
  ] as const;
}

/** Holds whose payment session can no longer be paid (its time is up), or whose order left "pendente". */
export function lapsedHolds(now: Date): SQL {
  const orderMovedOn = sql`not exists (select 1 from ${orders} where ${orders.id} = ${stockHolds.orderId} and ${orders.status} = 'pendente')`;
  return sql`(${stockHolds.expiresAt} <= ${now.toISOString()} or ${orderMovedOn})`;
}

/**
 * The holds of a new payment attempt, for the batch that claims the order (`orderId`: the claimed
 * order's id, as the claim's subquery; it is null, and nothing is held, once the claim was lost):
 * holds that lapsed anywhere give their units back first, then the order's earlier attempts'
 * holds, then each of its lines holds what it needs of its stock line until `expiresAt`. Lines of
 * offers without stock hold nothing. The last statement fails the batch (isStockShort) when any
 * stock line is asked for more than it has left.
 */
export function holdForAttempt(
  db: Database,
  attempt: { orderId: SQL<number>; claim: string; expiresAt: Date },
  now: Date,
): Statements {
  const at = now.toISOString();
  const ofAttempt = eq(stockHolds.attempt, attempt.claim);
  return [
    ...releaseHoldsWhere(db, lapsedHolds(now), now),
    ...releaseHoldsWhere(
      db,
      and(sql`${stockHolds.orderId} = ${attempt.orderId}`, ne(stockHolds.attempt, attempt.claim)),
      now,
    ),
    db.insert(stockHolds).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          stockId: sql<number>`${stock.id}`.as("stock_id"),
          orderId: sql<number>`${orderLines.orderId}`.as("order_id"),
          orderLineId: sql<number>`${orderLines.id}`.as("order_line_id"),
          attempt: sql<string>`${attempt.claim}`.as("attempt"),
          quantity: lineNeed.as("quantity"),
          expiresAt: sql<string>`${attempt.expiresAt.toISOString()}`.as("expires_at"),
          state: sql<"held">`'held'`.as("state"),
          createdAt: sql<string>`${at}`.as("created_at"),
          updatedAt: sql<string>`${at}`.as("updated_at"),
        })
        .from(orderLines)
        .innerJoin(stock, lineOfStock)
        .where(sql`${orderLines.orderId} = ${attempt.orderId}`),
    ),
    db
      .update(stock)
      .set({ held: sql`${stock.held} + ${heldOfRow(ofAttempt)}`, updatedAt: at })
      .where(
        inArray(
          stock.id,
          db
            .select({ id: stockHolds.stockId })
            .from(stockHolds)
            .where(and(ofAttempt, eq(stockHolds.state, "held"))),
        ),
      ),
  ];
}

/** Once the attempt's session is open: its holds last as long as that session can be paid. */
export function holdsFollowSession(
  db: Database,
  claim: string,
  session: { sessionId: string; expiresAt: string },
  now: Date,
) {
  return db
    .update(stockHolds)
    .set({ attempt: session.sessionId, expiresAt: session.expiresAt, updatedAt: now.toISOString() })
    .where(and(eq(stockHolds.attempt, claim), eq(stockHolds.state, "held")));
}

/** Releases what one attempt (its claim, or the session it opened) holds. */
export function releaseAttempt(db: Database, attempt: string, now: Date) {
  return releaseHoldsWhere(db, eq(stockHolds.attempt, attempt), now);
}

/** Releases what an order holds: for the batch that cancels it or ends its payment session. */
export function releaseOrder(db: Database, orderId: number, now: Date) {
  return releaseHoldsWhere(db, eq(stockHolds.orderId, orderId), now);
}

/**
 * The sale of a paid order, for the batch that records its payment while the order is still
 * "pendente" (before the batch moves it on): each stock line its lines count against gives up what
 * they need, out of what the order holds; a line whose hold lapsed takes it from what is left, and
 * when that is not enough the stock row's CHECK fails the batch (isStockShort): the caller then
 * refunds the payment instead. A replayed payment finds the order no longer pending: nothing again.
 */
export function sellOrderStock(
  db: Database,
  orderId: number,
  now: Date,
  /** The status the batch moves the order on from: "revisão" when an admin accepts a payment under review. */
  fromStatus = "pendente",
) {
  const at = now.toISOString();
  const pending = exists(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, fromStatus))),
  );
  const linesOfRow = and(eq(orderLines.orderId, orderId), lineOfStock);
  const needOfRow = sql<number>`(select coalesce(sum(${lineNeed}), 0) from ${orderLines} where ${linesOfRow})`;
  const counted = exists(db.select({ id: orderLines.id }).from(orderLines).where(linesOfRow));
  return [
    db
      .update(stock)
      .set({
        quantity: sql`${stock.quantity} - ${needOfRow}`,
        held: sql`${stock.held} - ${heldOfRow(eq(stockHolds.orderId, orderId))}`,
        updatedAt: at,
      })
      .where(and(pending, counted)),
    db.insert(stockHistory).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          kind: stock.kind,
          offerId: stock.offerId,
          server: stock.server,
          change: sql<"sale">`'sale'`.as("change"),
          delta: sql<number>`-${needOfRow}`.as("delta"),
          quantityAfter: sql<number>`${stock.quantity}`.as("quantity_after"),
          reason: sql<string>`''`.as("reason"),
          orderId: sql<number>`${orderId}`.as("order_id"),
          actorUserId: sql<number | null>`null`.as("actor_user_id"),
          createdAt: sql<string>`${at}`.as("created_at"),
        })
        .from(stock)
        .where(and(pending, counted)),
    ),
    db
      .update(stockHolds)
      .set({ state: "sold", updatedAt: at })
      .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, "held"), pending)),
  ] as const;
}

/**
 * The housekeeping sweep: every hold whose session can no longer be paid, or whose order is no
 * longer waiting for payment, gives its units back. Safe to run twice at once (the second finds
 * nothing held). Answers how many holds it released.
 */
export async function releaseLapsedHolds(db: Database, now: Date): Promise<number> {
  const [, released] = await db.batch([
    releaseHoldsWhere(db, lapsedHolds(now), now)[0],
    db
      .update(stockHolds)
      .set({ state: "released", updatedAt: now.toISOString() })
      .where(and(eq(stockHolds.state, "held"), lapsedHolds(now)))
      .returning({ id: stockHolds.id }),
  ]);
  return released.length;
}
