// The delivery desk (app/routes/admin.desk._index.tsx renders it, issue 49): its loader lists the
// queue for the filter and page start of the address, and a manager's agents; its action claims,
// releases and (for a manager, desk_assign) assigns, as the API does.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { deskCursorParam, deskCursorText, deskFilterParam } from "@shared/admin/desk";
import { can, requirePower } from "@workers/accounts/staff-powers";
import { assignOrder, claimOrder, releaseOrder } from "@workers/desk/claims";
import { deskAgents } from "@workers/desk/desk-agents";
import { deskOrder, listDesk } from "@workers/desk/desk-queue";
import { assignFormSchema, deskOrderFormSchema } from "@workers/desk/schemas";
import { adminDeps } from "@workers/edge/page-guards.server";
import { readAdminForm, readForm } from "@workers/edge/page-input.server";
import { answering, refusable } from "@workers/edge/page-refusals.server";
import { DomainError } from "@workers/kernel/domain-error";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, admin } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const filter = deskFilterParam(params.get("filter"));
  const after = deskCursorParam(params.get("after"));
  const now = new Date();
  const mayAssign = can(admin, "desk_assign");
  const [page, agents] = await Promise.all([
    listDesk(db, { filter, after, viewerId: admin.id, now }),
    mayAssign ? deskAgents(db, now) : null,
  ]);
  return {
    filter,
    /** Whether this is a later page (its "most urgent first" link leads back). */
    paged: after !== null,
    rows: page.rows,
    next: page.next ? deskCursorText(page.next) : null,
    agents,
    viewerId: admin.id,
    // A manager also opens the full order page; an agent works an order from the desk's own.
    mayOpenOrders: can(admin, "orders"),
  };
}

export const action = refusable(async ({ request, context }: ActionFunctionArgs) => {
  const deps = await adminDeps(request, context);
  const fields = await readAdminForm(request);
  const desk = { db: deps.db, viewer: deps.admin, from: deps.from };
  return answering(context.t, fields.intent, async () => {
    if (fields.intent === "claim" || fields.intent === "release") {
      const { order } = await readForm(request, deskOrderFormSchema, fields);
      if (fields.intent === "claim") await claimOrder(desk, order);
      else await releaseOrder(desk, order);
      return { done: fields.intent === "claim" ? ("claimed" as const) : ("released" as const), orderId: order };
    }
    if (fields.intent === "assign") {
      requirePower(deps.admin, "desk_assign");
      const input = await readForm(request, assignFormSchema, fields);
      await assignOrder(desk, input.order, input.staff_id);
      const now = await deskOrder(deps.db, input.order);
      return { done: "assigned" as const, orderId: input.order, name: now?.agent?.name ?? "" };
    }
    throw new DomainError("unknown_intent", "admin.validation.choice", 400);
  });
});
