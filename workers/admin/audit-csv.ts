// The audit trail as a spreadsheet (/admin/audit.csv, the page's filters): streamed a keyset page at a
// time, at most CSV_MOST_ROWS entries (the newest that match), so one download neither holds the
// whole trail in memory nor reads it all. Written with csv-stringify's sync API (quoting, CRLF rows)
// with its formula guard on: a cell that starts with =, +, -, @, a tab or a carriage return (a name,
// a note or a user agent someone typed) gets a leading ' so a spreadsheet shows it as text instead of
// running it (CSV injection).
import { stringify } from "csv-stringify/sync";
import { changesInOneLine } from "../../shared/admin/audit-changes";
import type { Database } from "../db/client";
import { type AuditCursor, type AuditFilters, type AuditTrailEntry, listAuditEntries } from "./audit-trail";

/** The most entries one file holds: the newest that match; narrower dates reach older ones. */
export const CSV_MOST_ROWS = 10_000;

/** Entries read per query while streaming. */
const CSV_PAGE = 500;

const COLUMNS = [
  "id",
  "at_utc",
  "actor_id",
  "actor_name",
  "actor_email",
  "action",
  "entity",
  "entity_id",
  "from_ip",
  "from_device",
  "changes",
  "before",
  "after",
];

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

function recordOf(entry: AuditTrailEntry): Array<string | number> {
  return [
    entry.id,
    entry.at,
    entry.actor?.id ?? "",
    entry.actor?.name ?? "",
    entry.actor?.email ?? "",
    entry.action,
    entry.entity,
    entry.entityId,
    entry.from?.ip ?? "",
    entry.from?.device ?? "",
    changesInOneLine(entry.changes),
    json(entry.before),
    json(entry.after),
  ];
}

const OPTIONS = { escape_formulas: true, record_delimiter: "windows" } as const;

/** The CSV text of `entries`; with the header row (after a BOM, so spreadsheets read UTF-8) when `header`. */
export function auditCsvText(entries: AuditTrailEntry[], header = false): string {
  const rows = entries.map(recordOf);
  if (!header) return rows.length === 0 ? "" : stringify(rows, OPTIONS);
  return stringify(rows, { ...OPTIONS, bom: true, header: true, columns: COLUMNS });
}

/** The whole export as a stream: the header, then page after page until the entries or the bound run out. */
export function auditCsvStream(db: Database, filters: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: AuditCursor | null = null;
  let written = 0;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const page = await listAuditEntries(db, filters, after, Math.min(CSV_PAGE, CSV_MOST_ROWS - written));
      controller.enqueue(encoder.encode(auditCsvText(page.entries, first)));
      first = false;
      written += page.entries.length;
      after = page.next;
      if (after === null || written >= CSV_MOST_ROWS) controller.close();
    },
  });
}
