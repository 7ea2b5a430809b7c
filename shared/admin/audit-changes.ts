// An audit entry's before and after as a reader compares them: the fields that differ, each with its
// old and new value in words, nested settings by their dotted path ("settings.dollarRate"). Pure, so
// the trail's page, its CSV and its API read an entry the same way (workers/admin/audit-trail.ts).

export interface AuditChange {
  /** The field's path; "" when the entry's before or after is a single value. */
  field: string;
  /** The value before, in words; null where the field did not exist (a creation, say). */
  before: string | null;
  /** The value after; null where it no longer exists (a deletion). */
  after: string | null;
}

/** Fields every change moves and no reader needs: when it was written is the entry's own time. */
const NOISE = new Set(["updatedAt"]);

/** How deep settings are opened up into their own fields; below that, a value is shown whole. */
const DEEPEST = 4;

type Flat = Map<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value in words: text as it is, a number or a flag as written, lists and objects as JSON. */
export function valueInWords(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || typeof value !== "object") return String(value);
  return JSON.stringify(value);
}

function flatten(value: unknown, prefix: string, depth: number, into: Flat): Flat {
  if (isRecord(value) && depth < DEEPEST) {
    for (const [key, inner] of Object.entries(value)) {
      if (NOISE.has(key)) continue;
      flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    }
    return into;
  }
  into.set(prefix, valueInWords(value));
  return into;
}

/** Each field whose value differs between `before` and `after` (null or missing on either side: all of the other's). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = before === null || before === undefined ? new Map() : flatten(before, "", 0, new Map());
  const is = after === null || after === undefined ? new Map() : flatten(after, "", 0, new Map());
  const fields = [...was.keys(), ...[...is.keys()].filter((field) => !was.has(field))];
  return fields
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }))
    .filter((change) => change.before !== change.after);
}

/** The changes on one line, for a spreadsheet cell: `price: 10 → 12; name: A → B`. */
export function changesInOneLine(changes: AuditChange[]): string {
  return changes
    .map(({ field, before, after }) => `${field ? `${field}: ` : ""}${before ?? "—"} → ${after ?? "—"}`)
    .join("; ");
}
