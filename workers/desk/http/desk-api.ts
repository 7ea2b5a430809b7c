// The delivery desk's API (issue 49): GET /api/admin/desk lists what the desk page lists (filter and
// page start as query parameters, the same names as the page's address); POST
// /api/admin/orders/{id}/claim, /release and /assign {staff_id} change who holds an order. Each path's
// permission is in workers/admin/page-permissions.ts: the desk (claim, release) and desk_assign (assign).
import { Hono } from "hono";
import { deskCursorParam, deskCursorText, deskFilterParam } from "../../../shared/admin/desk";
import { can } from "../../accounts/staff-powers";
import { pathId } from "../../edge/params";
import { requireAdmin } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { readJson } from "../../edge/validation";
import { DomainError } from "../../kernel/domain-error";
import { assignOrder, claimOrder, type DeskDeps, releaseOrder } from "../claims";
import { deskAgents } from "../desk-agents";
import { deskOrder, listDesk } from "../desk-queue";
import { assignSchema } from "../schemas";
import { deskAgentJson, deskOrderJson } from "./desk-json";

export const adminDeskApi = new Hono<AuthedApiEnv>().use(requireAdmin).get("/", async (c) => {
  const viewer = c.var.user;
  const now = new Date();
  const filter = deskFilterParam(c.req.query("filter"));
  const [page, agents] = await Promise.all([
    listDesk(c.var.db, { filter, after: deskCursorParam(c.req.query("after")), viewerId: viewer.id, now }),
    // Each agent's figures are a manager's (desk_assign).
    can(viewer, "desk_assign") ? deskAgents(c.var.db, now) : null,
  ]);
  return c.json({
    filter,
    orders: page.rows.map((row) => deskOrderJson(row, now.getTime())),
    next_after: page.next ? deskCursorText(page.next) : null,
    agents: agents?.map(deskAgentJson) ?? null,
  });
});

/** The order as the desk shows it after a change: who holds it now. */
async function answerWithOrder(deps: DeskDeps, orderId: number) {
  const row = await deskOrder(deps.db, orderId);
  if (!row) throw new DomainError("order_not_found", "orders.notFound", 404);
  return deskOrderJson(row, Date.now());
}

export const deskClaimsApi = new Hono<AuthedApiEnv>()
  .use(requireAdmin)
  .post("/:id/claim", async (c) => {
    const deps = { db: c.var.db, viewer: c.var.user, from: c.var.context.auditFrom };
    const id = pathId(c, "id");
    await claimOrder(deps, id);
    return c.json(await answerWithOrder(deps, id));
  })
  .post("/:id/release", async (c) => {
    const deps = { db: c.var.db, viewer: c.var.user, from: c.var.context.auditFrom };
    const id = pathId(c, "id");
    await releaseOrder(deps, id);
    return c.json(await answerWithOrder(deps, id));
  })
  .post("/:id/assign", async (c) => {
    const deps = { db: c.var.db, viewer: c.var.user, from: c.var.context.auditFrom };
    const id = pathId(c, "id");
    const input = await readJson(c, assignSchema);
    await assignOrder(deps, id, input.staff_id);
    return c.json(await answerWithOrder(deps, id));
  });
