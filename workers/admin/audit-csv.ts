// The audit trail as a spreadsheet (/admin/audit.csv, the page's filters): streamed a keyset page at a
// time, at most CSV_MOST_ROWS entries (the newest that match), so one download neither holds the
// whole trail in memory nor reads it all. Written by the admin area's one CSV writer
// (./spreadsheet-csv.ts: BOM, the language's separator, the formula guard against CSV injection).
import { changesInOneLine } from "../../shared/admin/audit-changes";
import type { Language } from "../../shared/i18n/config";
import type { Database } from "../db/client";
import { type AuditCursor, type AuditFilters, type AuditTrailEntry, listAuditEntries } from "./audit-trail";
import { type Cell, csvPagesStream } from "./spreadsheet-csv";

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

function recordOf(entry: AuditTrailEntry): Cell[] {
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

/** The whole export as a stream: the header, then page after page until the entries or the bound run out. */
export function auditCsvStream(db: Database, filters: AuditFilters, language: Language): ReadableStream<Uint8Array> {
  let written = 0;
  return csvPagesStream<AuditCursor | "first">({
    language,
    header: COLUMNS,
    first: "first",
    page: async (cursor) => {
      const after = cursor === "first" ? null : cursor;
      const page = await listAuditEntries(db, filters, after, Math.min(CSV_PAGE, CSV_MOST_ROWS - written));
      written += page.entries.length;
      return { rows: page.entries.map(recordOf), next: written >= CSV_MOST_ROWS ? null : page.next };
    },
  });
}
