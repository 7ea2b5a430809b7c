// Changing a staff member's role and removing them from the staff (issue 49). Both take effect on the
// member's next request and next chat frame, as the role is read with every session and socket frame
// (workers/accounts/sign-in-standing.ts, live-grants.ts). Removing also ends every session of the
// account: whoever holds one of its cookies (a stolen support cookie, a shared computer) is signed
// out at once, and the person signs in again as the shopper they now are.
//
// The store always keeps an active owner, decided by the write itself (accounts/owners.ts): two
// owners demoting each other at the same moment leave one owner. The audit entry is written only if
// that statement changed the row (auditStatementIf), in the same batch.
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { StaffRole } from "../../shared/codes";
import { anotherActiveOwner } from "../accounts/owners";
import { requirePower } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { auditStatementIf, changedJustBefore } from "../kernel/audit-log";
import { DomainError, notFound } from "../kernel/domain-error";
import type { StaffDeps } from "./staff-deps";
import { isStaffRow } from "./staff-list";

/** The staff member `userId` as they are now; 404 for an account that is not staff. */
async function staffMember(db: Database, userId: number) {
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.staffRole, since: users.staffSince })
    .from(users)
    .where(and(eq(users.id, userId), isStaffRow));
  if (!member?.role) throw notFound("adminStaff.errors.notStaff");
  return { ...member, role: member.role };
}

/**
 * Only what the member is now may change (their role as last read), and an owner only while
 * another active owner stays: the conditions of the one statement that changes the row.
 */
function changeable(db: Database, member: { id: number; role: StaffRole }, keepsOwner: boolean) {
  return and(
    eq(users.id, member.id),
    isStaffRow,
    eq(users.staffRole, member.role),
    keepsOwner ? undefined : or(ne(users.staffRole, "owner"), anotherActiveOwner(db, member.id)),
  );
}

/** Why the statement changed nothing: the member is gone or changed meanwhile, or is the last owner. */
async function refusalAfter(db: Database, member: { id: number; role: StaffRole }): Promise<DomainError> {
  const now = await staffMember(db, member.id).catch(() => null);
  if (now?.role === member.role && member.role === "owner") {
    return new DomainError("last_owner", "adminStaff.errors.lastOwner", 409, "role");
  }
  return new DomainError("staff_changed", "adminStaff.errors.changedMeanwhile", 409);
}

/** Gives staff member `userId` the role `role`; refused (409 last_owner) for the store's last active owner. */
export async function changeStaffRole(deps: StaffDeps, userId: number, role: StaffRole) {
  requirePower(deps.admin, "staff");
  const member = await staffMember(deps.db, userId);
  if (member.role === role) return member;
  const [changed] = await deps.db.batch([
    deps.db
      .update(users)
      .set({ staffRole: role, updatedAt: new Date().toISOString() })
      .where(changeable(deps.db, member, role === "owner"))
      .returning({ id: users.id }),
    auditStatementIf(
      deps.db,
      {
        actorUserId: deps.actorUserId,
        action: "change_role",
        entity: "user",
        entityId: userId,
        before: { staffRole: member.role },
        after: { staffRole: role },
        from: deps.from,
      },
      changedJustBefore,
    ),
  ]);
  if (changed.length === 0) throw await refusalAfter(deps.db, member);
  return { ...member, role };
}

/**
 * Makes staff member `userId` a shopper again (is_admin 0, no role) and ends every session of the
 * account; refused (409 last_owner) for the store's last active owner.
 */
export async function removeStaff(deps: StaffDeps, userId: number): Promise<void> {
  requirePower(deps.admin, "staff");
  const member = await staffMember(deps.db, userId);
  const [changed] = await deps.db.batch([
    deps.db
      .update(users)
      .set({
        isAdmin: false,
        staffRole: null,
        staffSince: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date().toISOString(),
      })
      .where(changeable(deps.db, member, false))
      .returning({ id: users.id }),
    auditStatementIf(
      deps.db,
      {
        actorUserId: deps.actorUserId,
        action: "remove_staff",
        entity: "user",
        entityId: userId,
        before: { isAdmin: true, staffRole: member.role, staffSince: member.since },
        after: { isAdmin: false, staffRole: null, sessionsEnded: true },
        from: deps.from,
      },
      changedJustBefore,
    ),
  ]);
  if (changed.length === 0) throw await refusalAfter(deps.db, member);
}
