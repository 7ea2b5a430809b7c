// The one question every admin power asks: does this session hold it now? The answer comes from the
// admin-access rule (./admin-access.ts), computed with the session read (./sign-in-standing.ts): an
// admin whose session the rule refuses (a password-only sign-in while the store requires passkeys)
// is a plain shopper everywhere outside /admin, seeing only their own orders, profile and chats.
// Staff roles (issue 49) grow this into a per-role answer; the callers already name what they ask.
import type { AdminAccess } from "./admin-access";

/** What a caller asks to do beyond their own account. */
export type StaffPower =
  /** The admin area's pages and /api/admin/*. */
  | "admin_area"
  /** Read any shopper's order, its receipt and delivery proofs. */
  | "orders"
  /** Read and edit any shopper's profile. */
  | "users"
  /** Read any shopper's support chat and answer it as support. */
  | "support_chat";

/** Who asks: anyone signed in, with what the admin-access rule grants their session now (null for a shopper). */
export interface Viewer {
  id: number;
  adminAccess: AdminAccess | null;
}

export function can(viewer: Pick<Viewer, "adminAccess"> | null, _power: StaffPower): boolean {
  return viewer?.adminAccess === "allowed";
}

/**
 * An account that may enter the admin area when the rule allows its session: what asks more of it
 * (a passkey's first enrolment), never what grants it anything.
 */
export const isStaffAccount = (viewer: Pick<Viewer, "adminAccess">): boolean => viewer.adminAccess !== null;

/** A shopper acting on their own things only (a flow that never uses staff powers). */
export const asShopper = (id: number): Viewer => ({ id, adminAccess: null });
