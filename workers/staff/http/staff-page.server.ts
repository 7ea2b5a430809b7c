// The owner's staff page (/admin/staff, app/routes/admin.staff.tsx renders it): its loader and its
// action, on the same services and schemas as /api/admin/staff. intent=invite sends an invitation;
// intent=role changes a member's role; intent=remove makes a member a shopper again, once confirmed
// (their sessions end); intent=cancel stops a pending invitation's link.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageRequestOf } from "@shared/admin/listing";
import { staffInviteSchema, staffRoleSchema } from "@shared/staff/schemas";
import { adminDeps } from "@workers/edge/page-guards.server";
import { idParam, readAdminForm, readForm } from "@workers/edge/page-input.server";
import { answering, keepingTyped, refusable } from "@workers/edge/page-refusals.server";
import { invalidInput } from "@workers/edge/refusals";
import { cancelInvitation, inviteStaff } from "@workers/staff/invitations";
import { changeStaffRole, removeStaff } from "@workers/staff/roles";
import { listStaff } from "@workers/staff/staff-list";
import { invitationMailer } from "./invitation-mail";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const deps = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const listing = await listStaff(deps, { request: pageRequestOf(params) });
  return {
    staff: listing.staff,
    invitations: listing.invitations,
    // The users page's "invite to the staff" link names the address.
    inviteEmail: params.get("email") ?? "",
    viewerId: deps.admin.id,
  };
}

type Deps = Awaited<ReturnType<typeof adminDeps>>;
type Fields = Record<string, string | string[]>;

const idOf = (fields: Fields) => idParam(typeof fields.id === "string" ? fields.id : undefined);

async function staffAction(request: Request, context: AppLoadContext, deps: Deps, fields: Fields) {
  switch (fields.intent) {
    case "invite": {
      const typed = { email: fields.email, role: fields.role };
      return keepingTyped(context.t, typed, async () => {
        const input = await readForm(request, staffInviteSchema, fields);
        const invitation = await inviteStaff(deps, input, invitationMailer(context, deps.admin));
        return { done: "invited" as const, email: invitation.email };
      });
    }
    case "role": {
      const id = idOf(fields);
      const { role } = await readForm(request, staffRoleSchema, fields);
      const member = await changeStaffRole(deps, id, role);
      return { done: "roleChanged" as const, name: member.name };
    }
    case "remove": {
      const id = idOf(fields);
      if (fields.confirmed !== "yes") return { confirmRemove: id };
      await removeStaff(deps, id);
      return { done: "removed" as const };
    }
    case "cancel": {
      await cancelInvitation(deps, idOf(fields));
      return { done: "cancelled" as const };
    }
    default:
      throw invalidInput([{ field: "intent", message: "validation.fieldInvalid" }]);
  }
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const fields = await readAdminForm(request);
  return answering(context.t, fields.intent, () => staffAction(request, context, deps, fields));
});
