// GET /api/admin/audit: the audit trail as JSON, with the page's filters (`person`, `order`, `from`,
// `to`, YYYY-MM-DD) and its keyset cursor (`cursor`, the previous answer's `next_cursor`), newest
// first, a page of AUDIT_PAGE_SIZE. Owners and managers (the `audit` permission). Unlike the page, a
// malformed filter is refused (400 with the field), so a script never reads a wider trail than it asked.
import { Hono } from "hono";
import { invalidInput } from "../../edge/refusals";
import { requireAdmin } from "../../edge/session";
import type { AuthedApiEnv } from "../../edge/types";
import { type AuditTrailEntry, auditFiltersOf, cursorText, listAuditEntries, parseCursor } from "../audit-trail";

function entryJson(entry: AuditTrailEntry) {
  return {
    id: entry.id,
    at: entry.at,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
    changes: entry.changes,
    from: entry.from,
  };
}

/** Each given parameter the filters could not read, as the refusal's fields. */
function unreadable(params: URLSearchParams) {
  const filters = auditFiltersOf(params);
  const given = (name: string) => (params.get(name) ?? "") !== "";
  const issues = [
    given("person") && filters.person === null
      ? { field: "person", message: "admin.validation.positiveInteger" }
      : null,
    given("order") && filters.orderId === null ? { field: "order", message: "admin.validation.positiveInteger" } : null,
    given("from") && filters.from === null ? { field: "from", message: "admin.validation.date" } : null,
    given("to") && filters.to === null ? { field: "to", message: "admin.validation.date" } : null,
    given("cursor") && parseCursor(params.get("cursor")) === null
      ? { field: "cursor", message: "adminAudit.invalidCursor" }
      : null,
  ];
  return issues.filter((issue) => issue !== null);
}

export const adminAuditApi = new Hono<AuthedApiEnv>().use(requireAdmin).get("/", async (c) => {
  const params = new URL(c.req.url).searchParams;
  const issues = unreadable(params);
  if (issues.length > 0) throw invalidInput(issues);
  const page = await listAuditEntries(c.var.db, auditFiltersOf(params), parseCursor(params.get("cursor")));
  return c.json({
    entries: page.entries.map(entryJson),
    next_cursor: page.next ? cursorText(page.next) : null,
  });
});
