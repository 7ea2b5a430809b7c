// The audit log: who changed what, which record, before and after, when and from where. Each service
// adds the entry to the SAME db.batch as the change, so there is never a change without its entry.
// Shared kernel, not the admin area's: orders, reviews, passkeys and policies write entries too, and
// the admin area only reads them (docs/decisions/053-areas-one-way.md). Append-only: the table's
// triggers refuse any UPDATE or DELETE (workers/db/schema.ts).
import { type SQL, sql } from "drizzle-orm";
import type { AnySQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditEntity } from "../../shared/codes";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/** Where a staff action came from, read once per request at the edge (workers/edge/caller.ts). */
/**
 * Where a shopper's own step came from (a sign-in, confirming receipt, a review): the address and
 * the country Cloudflare placed it in, each null where there is none (a local run). Read once by
 * the request context (workers/edge/load-context.ts), for a dispute's evidence.
 */
export interface ShopperOrigin {
  ip: string | null;
  /** ISO 3166-1 alpha-2 (request.cf.country). */
  country: string | null;
}

export interface AuditOrigin {
  /** The CF-Connecting-IP address; null where there is none (a local run). */
  ip: string | null;
  /** A short summary of the user agent ("Chrome, Windows"); null without one. */
  device: string | null;
}

/**
 * What every change that goes into the audit log needs: the database, the bindings, who is acting and
 * from where. The admin pages' guard (workers/edge/page-guards.server.ts `adminDeps`) and the admin
 * API build it from the request, so every service that takes it records the origin with its entries.
 */
export interface AdminDeps {
  db: Database;
  env: Env;
  actorUserId: number;
  from: AuditOrigin;
}

export interface AuditEntry {
  /**
   * Null for what the store did on its own (a payment provider's dispute event, say); SQL for an
   * account made earlier in the same batch that acts at once (a staff invitation's new account).
   */
  actorUserId: number | SQL | null;
  action: AuditAction;
  entity: AuditEntity;
  /** The record's id; `insertedId` for a record created earlier in the same batch. */
  entityId: number | string | SQL;
  before: unknown;
  after: unknown;
  /**
   * Where the acting staff member was (`deps.from`); null for the store's own entries and for a
   * shopper's own acts (their address is not kept in a trail that can never be erased).
   */
  from: AuditOrigin | null;
}

function rowOf(entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: typeof entry.entityId === "object" ? entry.entityId : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    fromIp: entry.from?.ip ?? null,
    fromDevice: entry.from?.device ?? null,
    createdAt: new Date().toISOString(),
  };
}

/** The insert statement, for the caller's batch. */
export function auditStatement(db: Database, entry: AuditEntry) {
  return db.insert(auditLog).values(rowOf(entry));
}

/**
 * The insert statement, written only when `condition` holds as the batch reaches it: a change guarded
 * so that two staff members racing write it once is audited once too. `changedJustBefore` is the
 * usual condition.
 */
export function auditStatementIf(db: Database, entry: AuditEntry, condition: SQL) {
  const row = rowOf(entry);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const entityId = typeof row.entityId === "string" ? sql`${row.entityId}` : row.entityId;
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        actorUserId: sql<number | null>`${row.actorUserId}`.as("actor_user_id"),
        action: sql<string>`${row.action}`.as("action"),
        entity: sql<string>`${row.entity}`.as("entity"),
        entityId: sql<string>`${entityId}`.as("entity_id"),
        before: sql<string | null>`${json(row.before)}`.as("before"),
        after: sql<string | null>`${json(row.after)}`.as("after"),
        fromIp: sql<string | null>`${row.fromIp}`.as("from_ip"),
        fromDevice: sql<string | null>`${row.fromDevice}`.as("from_device"),
        createdAt: sql<string>`${row.createdAt}`.as("created_at"),
      })
      .from(sql`(select 1)`)
      .where(condition),
  );
}

/**
 * The entry of a change that may find nothing to change (a claim another agent won a moment
 * earlier), put in the batch just BEFORE that change with the change's own condition: it is
 * written only when `where` finds the record in `table`, and its `before` (SQL) is read from that
 * row. D1 runs a batch in order, in one transaction, so the entry and the change see the same row:
 * a change that does nothing leaves no entry, and one that happens always has its entry.
 */
export function auditWhereStatement(
  db: Database,
  entry: Omit<AuditEntry, "before" | "entityId"> & { entityId: number | string; before: SQL },
  table: AnySQLiteTable,
  where: SQL | undefined,
) {
  return db.insert(auditLog).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        actorUserId: sql<number | null>`${entry.actorUserId}`.as("actor_user_id"),
        action: sql<AuditAction>`${entry.action}`.as("action"),
        entity: sql<AuditEntity>`${entry.entity}`.as("entity"),
        entityId: sql<string>`${String(entry.entityId)}`.as("entity_id"),
        before: sql<string>`${entry.before}`.as("before"),
        after: sql<string | null>`${entry.after == null ? null : JSON.stringify(entry.after)}`.as("after"),
        fromIp: sql<string | null>`${entry.from?.ip ?? null}`.as("from_ip"),
        fromDevice: sql<string | null>`${entry.from?.device ?? null}`.as("from_device"),
        createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
      })
      .from(table)
      .where(where),
  );
}

/**
 * True when the batch's previous statement changed a row (D1 runs a batch in order, on one
 * connection): for an entry that follows a guarded write.
 */
export const changedJustBefore = sql`changes() > 0`;

/** The id of the row the previous statement of the batch inserted (D1 runs a batch in order, on one connection). */
export const insertedId = sql`cast(last_insert_rowid() as text)`;
