// The staff as the owner manages them (/admin/staff, GET /api/admin/staff): each member's name,
// email, role and since when, a page at a time, and the invitations still waiting for an answer.
import { and, count, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { ADMIN_PAGE_SIZE, type PageRequest } from "../../shared/admin/listing";
import type { StaffRole } from "../../shared/codes";
import { requirePower } from "../accounts/staff-powers";
import type { Database } from "../db/client";
import { keyset } from "../db/keyset";
import { staffInvitations, users } from "../db/schema";
import type { StaffDeps } from "./staff-deps";

/** A staff account: staff flag on and a role (a staff account without one is a shopper). */
export const isStaffRow = and(eq(users.isAdmin, true), isNotNull(users.staffRole));

const RANKS: Record<StaffRole, number> = { owner: 0, manager: 1, support: 2, delivery: 3 };

/** Owners first, then managers, support and delivery agents; by name within a role. */
const roleRank = sql<number>`case ${users.staffRole} when 'owner' then 0 when 'manager' then 1 when 'support' then 2 else 3 end`;

const inviter = alias(users, "inviter");

/** Invitations whose link still works, newest first (at most a page of them: each expires within 72 hours). */
function pendingInvitations(db: Database, now: string) {
  const pending = and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now));
  return [
    db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        expiresAt: staffInvitations.expiresAt,
        createdAt: staffInvitations.createdAt,
        invitedBy: staffInvitations.invitedBy,
        invitedByName: inviter.name,
      })
      .from(staffInvitations)
      .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
      .where(pending)
      .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
      .limit(ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(staffInvitations).where(pending),
  ] as const;
}

export async function listStaff(deps: Pick<StaffDeps, "db" | "admin">, query: { request: PageRequest }) {
  requirePower(deps.admin, "staff");
  const { db } = deps;
  const paging = keyset<{ id: number; name: string; role: StaffRole }>(
    [
      { by: roleRank, direction: "asc", of: (row) => RANKS[row.role] ?? 3 },
      { by: users.name, direction: "asc", of: (row) => row.name },
      { by: users.id, direction: "asc", of: (row) => row.id },
    ],
    query.request,
  );
  const [rows, invitations, pendingTotals] = await db.batch([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: sql<StaffRole>`${users.staffRole}`,
        since: users.staffSince,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(and(isStaffRow, paging.where))
      .orderBy(...paging.orderBy)
      .limit(paging.limit),
    ...pendingInvitations(db, new Date().toISOString()),
  ]);
  return {
    staff: paging.page(rows),
    invitations: { rows: invitations, total: pendingTotals[0]?.n ?? 0 },
  };
}

export type StaffListing = Awaited<ReturnType<typeof listStaff>>;
export type StaffMember = StaffListing["staff"]["rows"][number];
export type PendingInvitation = StaffListing["invitations"]["rows"][number];
