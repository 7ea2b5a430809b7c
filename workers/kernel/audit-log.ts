// The admin audit log: who changed what, which record, before and after, when. Each service adds
// the entry to the SAME db.batch as the change, so there is never a change without its entry. Shared
// kernel, not the admin area's: orders, reviews, passkeys and policies write entries too, and the
// admin area only reads them (docs/decisions/053-areas-one-way.md).
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { AnySQLiteTable } from "drizzle-orm/sqlite-core";
import type { AuditAction, AuditEntity } from "../../shared/codes";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/** What every change that goes into the audit log needs: the database, the bindings, and who is acting. */
export interface AdminDeps {
  db: Database;
  env: Env;
  actorUserId: number;
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
}

/** The row an entry writes. */
function auditRow(entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: typeof entry.entityId === "object" ? entry.entityId : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date().toISOString(),
  };
}

/** The insert statement, for the caller's batch. */
export function auditStatement(db: Database, entry: AuditEntry) {
  return db.insert(auditLog).values(auditRow(entry));
}

/**
 * The entry of a change that a conditional write may refuse (`UPDATE … WHERE <the rule holds>`): it is
 * written only if the batch's previous statement changed a row (SQLite's `changes()`; D1 runs a batch
 * in order, on one connection), so a refused change leaves no entry and the rule is still decided by
 * one statement, never by a read before it. Put it right after that statement.
 */
export function auditStatementIfChanged(db: Database, entry: AuditEntry) {
  const row: Record<string, unknown> = auditRow(entry);
  // Every column in the table's order, as drizzle's insert … select names them: the entry's value, or
  // the column's default (the id's is null: the next one).
  const values = Object.entries(getTableColumns(auditLog)).map(([name, column]) => {
    const value = row[name];
    if (value !== undefined) return is(value, SQL) ? value : sql.param(value, column);
    if (column.default === undefined) return sql`null`;
    return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  });
  return db.insert(auditLog).select(sql`select ${sql.join(values, sql`, `)} where changes() > 0`);
}

/** The id of the row the previous statement of the batch inserted (D1 runs a batch in order, on one connection). */
export const insertedId = sql`cast(last_insert_rowid() as text)`;

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
        createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
      })
      .from(table)
      .where(where),
  );
}
