// Who holds a desk order (issue 49): an agent claims one, the holder (or a manager) releases it, a
// manager assigns or reassigns it. Each is ONE conditional UPDATE … RETURNING, in one batch with its
// audit entry (written under the same condition, so only a change that happened is recorded): two
// agents claiming at once both send their UPDATE and exactly one finds the order still free. What
// refused a change that found nothing is read afterwards, for the answer only.
import { and, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { can, rolesWith, type Viewer } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { orders, users } from "../db/schema";
import { type AuditOrigin, auditWhereStatement } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { ON_THE_DESK } from "./desk-queue";

export interface DeskDeps {
  db: Database;
  /** The staff member acting, as the session reads them now. */
  viewer: Viewer;
  /** Where the staff member acts from, for the audit entry. */
  from: AuditOrigin;
}

export interface Holding {
  orderId: number;
  assignedStaffId: number | null;
  assignedAt: string | null;
}

const onTheDesk = (orderId: number) => and(eq(orders.id, orderId), eq(orders.status, ON_THE_DESK));
const heldBefore = sql`json_object('assigned_staff_id', ${orders.assignedStaffId})`;
const holding = { orderId: orders.id, assignedStaffId: orders.assignedStaffId, assignedAt: orders.assignedAt };

/** The audit entry and the change, both under `where`, in one batch: the order as it is after, or null when nothing changed. */
async function change(
  deps: DeskDeps,
  orderId: number,
  action: "claim" | "release" | "assign",
  where: SQL | undefined,
  to: { assignedStaffId: number | null; assignedAt: string | null },
): Promise<Holding | null> {
  const { db, viewer } = deps;
  const entry = {
    actorUserId: viewer.id,
    action,
    entity: "order" as const,
    entityId: orderId,
    before: heldBefore,
    after: { assigned_staff_id: to.assignedStaffId },
    from: deps.from,
  };
  const [, changed] = await db.batch([
    auditWhereStatement(db, entry, orders, where),
    db
      .update(orders)
      .set({ ...to, updatedAt: new Date().toISOString() })
      .where(where)
      .returning(holding),
  ]);
  return changed[0] ?? null;
}

/** The order as it stands, for saying why a change found nothing to change. */
async function standing(db: Database, orderId: number) {
  const order = await db.query.orders.findFirst({
    columns: { status: true, assignedStaffId: true, assignedAt: true },
    where: eq(orders.id, orderId),
  });
  if (!order) throw new DomainError("order_not_found", "orders.notFound", 404);
  return order;
}

const notOnDesk = () => new DomainError("not_on_desk", "adminDesk.errors.notOnDesk", 409);

/** The viewer takes a free order; refused (409 `already_claimed`) when someone has it. Claiming one's own again changes nothing. */
export async function claimOrder(deps: DeskDeps, orderId: number): Promise<Holding> {
  const at = new Date().toISOString();
  const where = and(onTheDesk(orderId), isNull(orders.assignedStaffId));
  const claimed = await change(deps, orderId, "claim", where, { assignedStaffId: deps.viewer.id, assignedAt: at });
  if (claimed) return claimed;
  const order = await standing(deps.db, orderId);
  if (order.status !== ON_THE_DESK) throw notOnDesk();
  if (order.assignedStaffId === deps.viewer.id)
    return { orderId, assignedStaffId: order.assignedStaffId, assignedAt: order.assignedAt };
  throw new DomainError("already_claimed", "adminDesk.errors.alreadyClaimed", 409);
}

/**
 * The order goes back to the desk: only its holder may give it back, or whoever assigns the desk's
 * orders (`desk_assign`) may take it from them.
 */
export async function releaseOrder(deps: DeskDeps, orderId: number): Promise<Holding> {
  const mayTakeAnyones = can(deps.viewer, "desk_assign");
  const where = and(
    onTheDesk(orderId),
    isNotNull(orders.assignedStaffId),
    mayTakeAnyones ? undefined : eq(orders.assignedStaffId, deps.viewer.id),
  );
  const released = await change(deps, orderId, "release", where, { assignedStaffId: null, assignedAt: null });
  if (released) return released;
  const order = await standing(deps.db, orderId);
  if (order.status !== ON_THE_DESK) throw notOnDesk();
  if (order.assignedStaffId === null) throw new DomainError("not_claimed", "adminDesk.errors.notClaimed", 409);
  throw new DomainError("not_your_order", "adminDesk.errors.notYours", 403);
}

/** A staff account whose role works the desk: the only ones an order may be assigned to. */
function deskAgent(db: Database, staffId: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, staffId),
        eq(users.isAdmin, true),
        isNull(users.disabledAt),
        inArray(users.staffRole, rolesWith("desk")),
      ),
    );
}

/**
 * A manager (`desk_assign`, asked by the route's permission) gives the order to `staffId`, free or
 * held by another agent; refused (400 on `staff_id`) for anyone whose role does not work the desk.
 */
export async function assignOrder(deps: DeskDeps, orderId: number, staffId: number): Promise<Holding> {
  const at = new Date().toISOString();
  const where = and(
    onTheDesk(orderId),
    or(isNull(orders.assignedStaffId), ne(orders.assignedStaffId, staffId)),
    sql`exists ${deskAgent(deps.db, staffId)}`,
  );
  const assigned = await change(deps, orderId, "assign", where, { assignedStaffId: staffId, assignedAt: at });
  if (assigned) return assigned;
  const order = await standing(deps.db, orderId);
  if (order.status !== ON_THE_DESK) throw notOnDesk();
  if (order.assignedStaffId === staffId)
    return { orderId, assignedStaffId: order.assignedStaffId, assignedAt: order.assignedAt };
  throw new DomainError("staff_not_on_desk", "adminDesk.errors.notAnAgent", 400, "staff_id");
}
