// The audit trail's page (app/routes/admin.audit.tsx renders it): its loader reads the filters and the
// cursor from the address and reads one page of the trail. Read-only: the page has no action.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { AuditChange } from "@shared/admin/audit-changes";
import { CSV_MOST_ROWS } from "@workers/admin/audit-csv";
import { auditFiltersOf, auditPeople, cursorText, listAuditEntries, parseCursor } from "@workers/admin/audit-trail";
import { adminDeps } from "@workers/edge/page-guards.server";

/** A value longer than this is cut on the page (the CSV and the API keep it whole). */
const SHOWN_CHARS = 300;

const cut = (text: string | null) =>
  text !== null && text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;

const shortened = (change: AuditChange): AuditChange => ({
  ...change,
  before: cut(change.before),
  after: cut(change.after),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  const params = new URL(request.url).searchParams;
  const filters = auditFiltersOf(params);
  const after = parseCursor(params.get("cursor"));
  const [page, people] = await Promise.all([listAuditEntries(db, filters, after), auditPeople(db, filters.person)]);
  return {
    filters,
    people,
    // What the page shows of each entry: the differences in words, not the whole records.
    entries: page.entries.map(({ before: _before, after: _after, changes, ...entry }) => ({
      ...entry,
      changes: changes.map(shortened),
    })),
    next: page.next ? cursorText(page.next) : null,
    isFirstPage: after === null,
    csvMostRows: CSV_MOST_ROWS,
  };
}
