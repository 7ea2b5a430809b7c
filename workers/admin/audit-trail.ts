// The audit trail as owners and managers read it (/admin/audit, its CSV, GET /api/admin/audit): every
// entry newest first, filtered by the staff member who acted, by an order, and by days, read a page at
// a time with a keyset cursor (the last entry's time and id), so a page costs the same however long
// the trail grows: each filter has an index ending in created_at (workers/db/schema.ts). Read-only:
// nothing here or anywhere writes but the kernel's insert (workers/kernel/audit-log.ts).
import { and, asc, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import * as v from "valibot";
import { type AuditChange, auditChanges } from "../../shared/admin/audit-changes";
import type { AuditAction, AuditEntity, StaffRole } from "../../shared/codes";
import { parseId } from "../../shared/ids";
import type { Database } from "../db/client";
import { auditLog, users } from "../db/schema";

/** Entries on one page of the trail. */
export const AUDIT_PAGE_SIZE = 50;

/** Where a page starts: just older than this entry. */
export interface AuditCursor {
  at: string;
  id: number;
}

export interface AuditFilters {
  /** The staff member (any account) who acted. */
  person: number | null;
  /** Only the entries of this order. */
  orderId: number | null;
  /** Inclusive first and last day, YYYY-MM-DD (UTC), as the orders list reads them. */
  from: string | null;
  to: string | null;
}

export interface AuditTrailEntry {
  id: number;
  at: string;
  actor: { id: number; name: string; email: string } | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string;
  before: unknown;
  after: unknown;
  /** The fields that differ, in words (shared/admin/audit-changes.ts). */
  changes: AuditChange[];
  /** Where the staff member was; null for the store's own entries, a shopper's, and those older than issue 49. */
  from: { ip: string | null; device: string | null } | null;
}

export interface AuditTrailPage {
  entries: AuditTrailEntry[];
  /** The cursor of the next (older) page; null on the last one. */
  next: AuditCursor | null;
}

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.isoDate());

function dayOrNull(text: string | null): string | null {
  return text !== null && v.is(day, text) ? text : null;
}

/**
 * The filters from an address's parameters (`person`, `order`, `from`, `to`): a malformed one is
 * ignored rather than failing the page, as on the orders list.
 */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  return {
    person: parseId(params.get("person")),
    orderId: parseId(params.get("order")?.replace(/^#/, "")),
    from: dayOrNull(params.get("from")),
    to: dayOrNull(params.get("to")),
  };
}

/** A cursor as it travels in an address: `<id>_<ISO time>`. */
export function cursorText(cursor: AuditCursor): string {
  return `${cursor.id}_${cursor.at}`;
}

export function parseCursor(text: string | null): AuditCursor | null {
  const match = text ? /^([1-9]\d{0,15})_(\d{4}-\d{2}-\d{2}T[\d:.]{8,15}Z)$/.exec(text) : null;
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), at: match[2] };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

function conditions(filters: AuditFilters, after: AuditCursor | null): SQL | undefined {
  return and(
    filters.person === null ? undefined : eq(auditLog.actorUserId, filters.person),
    filters.orderId === null
      ? undefined
      : and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(filters.orderId))),
    filters.from === null ? undefined : gte(auditLog.createdAt, `${filters.from}T00:00:00.000Z`),
    filters.to === null ? undefined : lt(auditLog.createdAt, nextDay(filters.to)),
    // Older than the cursor's entry, in the (created_at, id) order the indexes keep: a row value,
    // which SQLite seeks in the index (an OR of the two cases it would scan).
    after === null ? undefined : sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}, ${after.id})`,
  );
}

/** The page query, for a test to read its plan (each filter must use its index, no sort). */
export function auditPageQuery(db: Database, filters: AuditFilters, after: AuditCursor | null, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorUserId: auditLog.actorUserId,
      actorName: sql<string | null>`${users.name}`.as("actor_name"),
      actorEmail: sql<string | null>`${users.email}`.as("actor_email"),
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      fromIp: auditLog.fromIp,
      fromDevice: auditLog.fromDevice,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(conditions(filters, after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

type AuditRow = Awaited<ReturnType<typeof auditPageQuery>>[number];

function entryOf(row: AuditRow): AuditTrailEntry {
  const actor =
    row.actorUserId === null ? null : { id: row.actorUserId, name: row.actorName ?? "", email: row.actorEmail ?? "" };
  const from = row.fromIp === null && row.fromDevice === null ? null : { ip: row.fromIp, device: row.fromDevice };
  return {
    id: row.id,
    at: row.at,
    actor,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    changes: auditChanges(row.before, row.after),
    from,
  };
}

/** One page of the trail, newest first, older than `after` (the first page without it). */
export async function listAuditEntries(
  db: Database,
  filters: AuditFilters,
  after: AuditCursor | null,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<AuditTrailPage> {
  // One more than shown says whether an older page exists, without counting the whole trail.
  const rows = await auditPageQuery(db, filters, after, pageSize + 1);
  const entries = rows.slice(0, pageSize).map(entryOf);
  const last = entries.at(-1);
  return { entries, next: rows.length > pageSize && last ? { at: last.at, id: last.id } : null };
}

export interface StaffChoice {
  id: number;
  name: string;
  email: string;
  role: StaffRole | null;
}

/**
 * The people the trail can be filtered by: today's staff accounts, and the person filtered by now
 * when no longer staff (a removed agent's entries stay theirs; each entry links its actor too).
 */
export async function auditPeople(db: Database, chosen: number | null): Promise<StaffChoice[]> {
  const staff = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.staffRole })
    .from(users)
    .where(chosen === null ? eq(users.isAdmin, true) : or(eq(users.isAdmin, true), eq(users.id, chosen)))
    .orderBy(asc(users.name), asc(users.id));
  return staff;
}
