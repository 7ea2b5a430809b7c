// The one question every staff power asks: does this session hold it now? Two facts decide, both read
// with the session (./sign-in-standing.ts): the admin-access rule (./admin-access.ts: a staff session
// needs the second factor or passkey the store asks for) and the account's role, whose permissions are
// the table below. A staff member whose session the rule refuses is a plain shopper everywhere outside
// /admin, seeing only their own orders, profile and chats; a role lacks every permission it does not list.
import { STAFF_ROLES, type StaffRole } from "@shared/codes";
import { DomainError } from "../kernel/domain-error";
import type { AdminAccess } from "./admin-access";

export { STAFF_ROLES, type StaffRole };

/** What a caller asks to do beyond their own account. */
export type StaffPower =
  /** The admin area's shell: its layout and navigation, to reach the pages the role has. */
  | "admin_area"
  /** The dashboard: sales figures, charts and the trouble card. */
  | "dashboard"
  /** Games, coin offers, items and their pictures. */
  | "catalogue"
  /** Discount codes. */
  | "codes"
  /** Moderating shoppers' reviews. */
  | "reviews"
  /** Read any shopper's order, its receipt and delivery proofs; list orders; notes, delivery and status. */
  | "orders"
  /** Money back on an order: refunds, and approving a stopped run's or a cancellation's refund. */
  | "refunds"
  /**
   * A refund on an order only while all of its refunds stay within the owner's limit for its currency
   * (workers/admin/refund-limit.ts); nothing else `refunds` covers. A role with `refunds` needs no limit.
   */
  | "refunds_up_to_limit"
  /** Read and edit any shopper's profile. */
  | "users"
  /**
   * Shoppers' personal data in bulk: the customers export (issue 53), every download audited. Reading
   * one profile at a time is `users`; a whole list of names, emails and phones is more.
   */
  | "personal_data"
  /** Read any shopper's support chat and answer it as support, and the contact messages. */
  | "support_chat"
  /** The outbox of emails and provider calls: look, retry. */
  | "effects"
  /** The store's policy texts. */
  | "policies"
  /** The store's settings. */
  | "settings"
  /** The staff: who is staff, and a staff account's standing (disabled, its second factor reset). */
  | "staff"
  /** The delivery desk: paid orders waiting for hand-over; claim, release and deliver one's own. */
  | "desk"
  /** Assign and reassign desk orders to agents, and see each agent's open orders and on-time share. */
  | "desk_assign"
  /** The audit trail of staff actions (read-only for everyone). */
  | "audit";

/**
 * Each role's permissions (issue 49), least privilege: a support agent reads orders, answers chats
 * and refunds up to the owner's limit, but never reprices or decides on payments; a delivery agent
 * has the delivery desk only.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPower>> = {
  owner: new Set<StaffPower>([
    "admin_area",
    "dashboard",
    "catalogue",
    "codes",
    "reviews",
    "orders",
    "refunds",
    "users",
    "personal_data",
    "support_chat",
    "effects",
    "policies",
    "settings",
    "staff",
    "desk",
    "desk_assign",
    "audit",
  ]),
  manager: new Set<StaffPower>([
    "admin_area",
    "dashboard",
    "catalogue",
    "codes",
    "reviews",
    "orders",
    "refunds",
    "users",
    "personal_data",
    "effects",
    "desk",
    "desk_assign",
    "audit",
  ]),
  support: new Set<StaffPower>(["admin_area", "orders", "refunds_up_to_limit", "users", "support_chat"]),
  delivery: new Set<StaffPower>(["admin_area", "desk"]),
};

/** The roles that hold `power`: whom the desk may be assigned to (`desk`), say. */
export function rolesWith(power: StaffPower): StaffRole[] {
  return STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].has(power));
}

/** Who asks: anyone signed in, with what the admin-access rule grants their session now and their role (null for a shopper). */
export interface Viewer {
  id: number;
  adminAccess: AdminAccess | null;
  staffRole: StaffRole | null;
}

/**
 * One order a power is asked over, when the power reaches only some orders: the delivery desk's
 * agent works the orders assigned to them (issue 49), read from D1 by whoever asks, at every use.
 */
export interface PowerSubject {
  /** The staff member the order is assigned to on the delivery desk; null while nobody has it. */
  assignedStaffId: number | null;
}

/**
 * Whether `viewer` holds `power` now; with a `subject`, over that one order: the role must hold the
 * power and the order must be assigned to the viewer. A subject that belongs to someone else is
 * refused even to a role that oversees everyone's (a manager assigns with `desk_assign`, asked of
 * its own); whoever else may act on the order asks without a subject for the power that covers all
 * orders (`orders`, `support_chat`).
 */
export function can(
  viewer: (Pick<Viewer, "adminAccess" | "staffRole"> & { id?: number }) | null,
  power: StaffPower,
  subject?: PowerSubject,
): boolean {
  if (viewer?.adminAccess !== "allowed" || !viewer.staffRole) return false;
  if (!ROLE_PERMISSIONS[viewer.staffRole].has(power)) return false;
  return subject === undefined || (viewer.id !== undefined && subject.assignedStaffId === viewer.id);
}

/** Refuses (403 `forbidden`) a power the viewer's role does not hold: what a page's intent asks beyond its page's own. */
export function requirePower(
  viewer: (Pick<Viewer, "adminAccess" | "staffRole"> & { id?: number }) | null,
  power: StaffPower,
  subject?: PowerSubject,
): void {
  if (!can(viewer, power, subject)) throw new DomainError("forbidden", "auth.messages.forbidden", 403);
}

/**
 * An account that may enter the admin area when the rule allows its session: what asks more of it
 * (a passkey's first enrolment), never what grants it anything.
 */
export const isStaffAccount = (viewer: Pick<Viewer, "adminAccess">): boolean => viewer.adminAccess !== null;

/** A shopper acting on their own things only (a flow that never uses staff powers). */
export const asShopper = (id: number): Viewer => ({ id, adminAccess: null, staffRole: null });
