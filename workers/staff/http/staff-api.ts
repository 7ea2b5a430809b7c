// Staff management's API for the owner (issue 49), on the same services as /admin/staff:
// GET /api/admin/staff lists the staff (paged) and the pending invitations; POST {email, role}
// invites; PATCH /{id} {role} changes a member's role; DELETE /{id} makes them a shopper again;
// DELETE /invitations/{id} cancels an invitation. The `staff` permission (owner only) is asked by
// requireAdmin (workers/admin/page-permissions.ts), and by every service again.
import type { Context } from "hono";
import { Hono } from "hono";
import { pageRequestOf } from "../../../shared/admin/listing";
import { staffInviteSchema, staffRoleSchema } from "../../../shared/staff/schemas";
import { pathId } from "../../edge/params";
import { requireAdmin, staffDeps } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { cancelInvitation, inviteStaff } from "../invitations";
import { changeStaffRole, removeStaff } from "../roles";
import type { StaffDeps } from "../staff-deps";
import { listStaff, type PendingInvitation, type StaffMember } from "../staff-list";
import { invitationMailer } from "./invitation-mail";

function staffJson(
  member: Pick<StaffMember, "id" | "name" | "email" | "role" | "since"> & { disabledAt?: string | null },
) {
  return {
    id: member.id,
    nome: member.name,
    email: member.email,
    role: member.role,
    staff_since: member.since,
    disabled: Boolean(member.disabledAt),
  };
}

function invitationJson(invitation: PendingInvitation) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expiresAt,
    created_at: invitation.createdAt,
    invited_by: invitation.invitedBy === null ? null : { id: invitation.invitedBy, nome: invitation.invitedByName },
  };
}

const depsOf = (c: Context<AuthedApiEnv>): StaffDeps => ({ ...staffDeps(c), admin: c.var.user });

export const adminStaffApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  .get("/", async (c) => {
    const request = pageRequestOf(new URL(c.req.url).searchParams);
    const { staff, invitations } = await listStaff(depsOf(c), { request });
    return c.json({
      staff: staff.rows.map(staffJson),
      // The cursors of the pages next to this one (`?after=` / `?before=`), null at either end.
      next: staff.next,
      previous: staff.previous,
      invitations: invitations.rows.map(invitationJson),
      invitations_total: invitations.total,
    });
  })
  .post("/", async (c) => {
    const input = await readJson(c, staffInviteSchema);
    const invitation = await inviteStaff(depsOf(c), input, invitationMailer(c.var.context, c.var.user));
    return c.json(
      {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        expires_at: invitation.expiresAt,
        existing_account: invitation.existingAccount,
      },
      201,
    );
  })
  .delete("/invitations/:id", async (c) => {
    await cancelInvitation(depsOf(c), pathId(c, "id"));
    return c.body(null, 204);
  })
  .patch("/:id", async (c) => {
    const id = pathId(c, "id");
    const { role } = await readJson(c, staffRoleSchema);
    return c.json(staffJson(await changeStaffRole(depsOf(c), id, role)));
  })
  .delete("/:id", async (c) => {
    await removeStaff(depsOf(c), pathId(c, "id"));
    return c.body(null, 204);
  });
