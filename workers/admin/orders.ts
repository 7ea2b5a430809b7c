// Orders in the admin area: the filtered list, the full detail, status changes (through the one
// status model, orders/change-status.ts) and the shopper's emails. Money (refunds, payments under
// review, the payment event log) is in order-payments.ts.
import { and, asc, eq, exists, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Page, PageRequest } from "../../shared/admin/listing";
import type { Database } from "../db/client";
import { startsWithText } from "../db/contains-text";
import { keyset } from "../db/keyset";
import { type OrderStatus, orderLines, orderStatusHistory, orders, payments, users } from "../db/schema";
import { createMailer } from "../effects/mailer";
import type { AdminDeps } from "../kernel/audit-log";
import { auditStatement } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { logError } from "../kernel/log";
import { publicOrigin } from "../kernel/public-origin";
import { changeOrderStatus } from "../orders/change-status";
import { type OrderEmailDeps, sendOrderEmail } from "../orders/order-emails";
import { orderLinesQuery, orderWithShopperQuery } from "../orders/queries";
import { accountSearch } from "./users";

export interface OrderFilters {
  status: OrderStatus | null;
  /** Inclusive first day and last day, as YYYY-MM-DD (UTC). */
  from: string | null;
  to: string | null;
  /** The order's number, or the start of the shopper's email or name, or of a line's nickname. */
  customer: string;
  gameId: number | null;
  /** Only the orders the shopper withdrew from. */
  withdrawn?: boolean;
  request: PageRequest;
}

export interface OrderListRow {
  id: number;
  status: string;
  totalCents: number;
  currency: string;
  /** The discount code the order used, if any. */
  promoCode: string | null;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  /** The shopper withdrew from it within 7 days (workers/orders/withdrawal.ts). */
  withdrawn: boolean;
  /** The promise of a paid order; null before payment. */
  deliverBy: string | null;
  /** The shopper reported a problem after delivery: the order needs an admin. */
  receipt: "confirmed" | "problem" | null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** The order was cancelled by its shopper's 7-day withdrawal: its timeline says so. */
function wasWithdrawn(db: Database) {
  return exists(
    db
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.reason, "withdrawn"))),
  );
}

/**
 * The orders a search finds, each through an index: the order's number exactly, its shopper's
 * account (the start of the email or the name: accountSearch), or a line's nickname's start.
 */
function customerSearch(db: Database, text: string): SQL | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return undefined;
  // A number is the order's: "#1042" or "1042".
  if (/^#?\d{1,15}$/.test(typed)) return eq(orders.id, Number(typed.replace("#", "")));
  return or(
    inArray(orders.userId, db.select({ id: users.id }).from(users).where(accountSearch(typed))),
    inArray(
      orders.id,
      db.select({ id: orderLines.orderId }).from(orderLines).where(startsWithText(orderLines.nickname, typed)),
    ),
  );
}

function filterConditions(db: Database, filters: OrderFilters): SQL | undefined {
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.from ? gte(orders.createdAt, `${filters.from}T00:00:00.000Z`) : undefined,
    filters.to ? lt(orders.createdAt, nextDay(filters.to)) : undefined,
    customerSearch(db, filters.customer),
    filters.withdrawn ? wasWithdrawn(db) : undefined,
    filters.gameId
      ? exists(
          db
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.gameId, filters.gameId))),
        )
      : undefined,
  );
}

/** Newest orders first (orders_created_idx, orders_status_created_idx), a page at a time by key. */
export async function listAdminOrders(db: Database, filters: OrderFilters): Promise<Page<OrderListRow>> {
  const paging = keyset<{ id: number; createdAt: string }>(
    [
      { by: orders.createdAt, direction: "desc", of: (row) => row.createdAt },
      { by: orders.id, direction: "desc", of: (row) => row.id },
    ],
    filters.request,
  );
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalCents: orders.totalCents,
      currency: orders.currency,
      promoCode: orders.promoCode,
      createdAt: orders.createdAt,
      customerName: users.name,
      customerEmail: users.email,
      withdrawn: sql<boolean>`${wasWithdrawn(db)}`.mapWith(Boolean),
      deliverBy: orders.deliverBy,
      receipt: orders.receipt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(filterConditions(db, filters), paging.where))
    .orderBy(...paging.orderBy)
    .limit(paging.limit);
  return paging.page(rows);
}

export async function getAdminOrder(db: Database, orderId: number) {
  const [orderRows, lines, history, paymentRows, agentRows] = await db.batch([
    orderWithShopperQuery(db, orderId, { id: users.id, name: users.name, email: users.email }),
    orderLinesQuery(db, orderId),
    db
      .select({ entry: orderStatusHistory, actorName: users.name })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    // The delivery agent who took it on the desk (claimed or assigned), if one has (issue 49).
    db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, sql`(select ${orders.assignedStaffId} from ${orders} where ${orders.id} = ${orderId})`)),
  ]);
  const found = orderRows[0];
  if (!found) throw new DomainError("order_not_found", "orders.notFound", 404);
  const agent =
    agentRows[0] && found.order.assignedAt ? { name: agentRows[0].name, since: found.order.assignedAt } : null;
  return { ...found.order, customer: found.shopper, lines, history, payments: paymentRows, agent };
}

export interface OrderAdminDeps extends AdminDeps {
  /** The address the request came to, for the sandbox provider (emails use the configured PUBLIC_ORIGIN). */
  origin: string;
}

/** The shopper hears about it; the change stands even when the email cannot be sent (logged). */
export async function emailShopper(
  deps: OrderAdminDeps,
  orderId: number,
  send: (emailDeps: OrderEmailDeps) => Promise<void>,
) {
  await send({ db: deps.db, mailer: createMailer(deps.env, deps.db), origin: publicOrigin(deps.env) }).catch(
    (error: unknown) => logError("order_email_failed", error, { orderId }),
  );
}

/** A status change the model allows (refused otherwise); marking delivered emails the shopper. */
export async function changeStatusAsAdmin(deps: OrderAdminDeps, orderId: number, to: OrderStatus, note: string) {
  const current = await deps.db.query.orders.findFirst({ columns: { status: true }, where: eq(orders.id, orderId) });
  // A paid order is only cancelled by refunding it: otherwise the shopper's money stays with the store.
  if (current?.status === "processando" && to === "cancelado") {
    throw new DomainError("refund_required", "admin.orders.refundRequired", 409, "status");
  }
  const moved = await changeOrderStatus(deps.db, { orderId, to, reason: "admin", note, actorUserId: deps.actorUserId });
  // The history row (with actor and note) is written with the change; the audit entry follows it.
  await deps.db.batch([
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      from: deps.from,
      action: "status",
      entity: "order",
      entityId: orderId,
      before: { status: moved.from },
      after: { status: moved.to, note },
    }),
  ]);
  if (to === "concluído") await emailShopper(deps, orderId, (mail) => sendOrderEmail(mail, orderId, "delivered"));
  return moved;
}
