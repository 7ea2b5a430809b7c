// The delivery desk's queue (issue 49): paid orders waiting for hand-over, the most urgent first,
// with what to hand over to whom (game, server, platform, the buyer's in-game nickname) and who has
// taken each. Nothing here reads the buyer's account: a delivery agent never sees their email, phone
// or payment. Paged by the last row's (deadline, id), so every page is one indexed range of at most
// DESK_PAGE_SIZE + 1 orders and their lines, two statements in one round trip, whatever the table holds.
import { and, asc, eq, gt, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import type { DeskCursor, DeskFilter } from "../../shared/admin/desk";
import type { DeliveryChoice } from "../../shared/orders/delivery-choice";
import type { Database } from "../db/client";
import { columnsAs } from "../db/joined-columns";
import { orderLines, orders, users } from "../db/schema";

export const DESK_PAGE_SIZE = 20;

/** The status of a paid order not yet handed over: the desk's whole queue. */
export const ON_THE_DESK = "processando";

/** One line to hand over, as the buyer asked for it. */
export interface DeskLine {
  id: number;
  gameId: number;
  gameName: string;
  name: string;
  coinName: string | null;
  coinAmount: number;
  quantity: number;
  nickname: string;
  server: string | null;
  platform: string | null;
  /** How the buyer asked to receive it, with what the proof must show (issue 49). */
  delivery: DeliveryChoice | null;
}

export interface DeskRow {
  orderId: number;
  paidAt: string | null;
  /** The delivery promise (paid at + its longest line's time). */
  deliverBy: string | null;
  agent: { id: number; name: string } | null;
  assignedAt: string | null;
  lines: DeskLine[];
}

export interface DeskPage {
  rows: DeskRow[];
  /** Where the next page starts; null on the last page. */
  next: DeskCursor | null;
}

export interface DeskQuery {
  filter: DeskFilter;
  after: DeskCursor | null;
  /** Who asks ("mine"). */
  viewerId: number;
  now: Date;
}

function deskCondition(query: DeskQuery): SQL | undefined {
  const { filter, after } = query;
  return and(
    eq(orders.status, ON_THE_DESK),
    filter === "mine" ? eq(orders.assignedStaffId, query.viewerId) : undefined,
    filter === "unassigned" ? isNull(orders.assignedStaffId) : undefined,
    filter === "late" ? lt(orders.deliverBy, query.now.toISOString()) : undefined,
    after
      ? or(
          gt(orders.deliverBy, after.deliverBy),
          and(eq(orders.deliverBy, after.deliverBy), gt(orders.id, after.orderId)),
        )
      : undefined,
  );
}

/** One page of the desk, the most urgent first: the orders (with their agent) and their lines, in one round trip. */
export async function listDesk(db: Database, query: DeskQuery): Promise<DeskPage> {
  const where = deskCondition(query);
  const urgentFirst = [asc(orders.deliverBy), asc(orders.id)];
  // One more than a page: whether a next page exists, without counting the queue.
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...urgentFirst)
    .limit(DESK_PAGE_SIZE + 1);
  const [orderRows, lineRows] = await db.batch([
    db
      .select({
        orderId: orders.id,
        paidAt: orders.paidAt,
        deliverBy: orders.deliverBy,
        assignedAt: orders.assignedAt,
        agent: columnsAs("agent", { id: users.id, name: users.name }),
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.assignedStaffId))
      .where(where)
      .orderBy(...urgentFirst)
      .limit(DESK_PAGE_SIZE + 1),
    db.select(deskLineColumns).from(orderLines).where(inArray(orderLines.orderId, pageIds)).orderBy(asc(orderLines.id)),
  ]);
  const page = orderRows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  const more = orderRows.length > DESK_PAGE_SIZE;
  return {
    rows: page.map((row) => withLines(row, lineRows)),
    next: more && last?.deliverBy ? { deliverBy: last.deliverBy, orderId: last.orderId } : null,
  };
}

/** The columns of a line the desk shows: what to hand over and to whom in the game, nothing of the money. */
export const deskLineColumns = {
  orderId: orderLines.orderId,
  id: orderLines.id,
  gameId: orderLines.gameId,
  gameName: orderLines.gameName,
  name: orderLines.name,
  coinName: orderLines.coinName,
  coinAmount: orderLines.coinAmount,
  quantity: orderLines.quantity,
  nickname: orderLines.nickname,
  server: orderLines.server,
  platform: orderLines.platform,
  delivery: orderLines.delivery,
};

type OrderPart = Omit<DeskRow, "lines" | "agent"> & { agent: { id: number | null; name: string | null } };

function withLines(row: OrderPart, lineRows: Array<DeskLine & { orderId: number }>): DeskRow {
  const { agent, ...order } = row;
  return {
    ...order,
    agent: agent.id === null || agent.name === null ? null : { id: agent.id, name: agent.name },
    lines: lineRows.filter((line) => line.orderId === row.orderId).map(({ orderId: _, ...line }) => line),
  };
}

/** One order as the desk shows it, whatever its status (the page decides who may see it); null when there is none. */
export async function deskOrder(db: Database, orderId: number): Promise<(DeskRow & { status: string }) | null> {
  const [orderRows, lineRows] = await db.batch([
    db
      .select({
        orderId: orders.id,
        status: orders.status,
        paidAt: orders.paidAt,
        deliverBy: orders.deliverBy,
        assignedAt: orders.assignedAt,
        agent: columnsAs("agent", { id: users.id, name: users.name }),
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.assignedStaffId))
      .where(eq(orders.id, orderId)),
    db.select(deskLineColumns).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  const row = orderRows[0];
  if (!row) return null;
  const { status, ...rest } = row;
  return { ...withLines(rest, lineRows), status };
}
