// What every catalogue write shares: the change and its audit entry in one batch, then
// "the catalogue changed"; and the delete-or-archive rule (an entry past orders refer to is
// archived, so those orders stay intact; anything else is deleted).
import { eq, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../db/client";
import { games, orderLines } from "../../db/schema";
import { DomainError } from "../domain-error";
import type { AdminDeps } from "./actor";
import { type AuditEntry, auditStatement, insertedId } from "./audit";
import { type CatalogueChange, onCatalogueChanged } from "./catalogue-changed";

export async function writeCatalogue(
  deps: AdminDeps,
  change: CatalogueChange,
  statement: BatchItem<"sqlite">,
  audit: Omit<AuditEntry, "actorUserId" | "entity" | "entityId">,
) {
  await deps.db.batch([
    statement,
    auditStatement(deps.db, {
      ...audit,
      actorUserId: deps.actorUserId,
      entity: change.entity,
      entityId: change.entityId,
    }),
  ]);
  await onCatalogueChanged(deps, change);
}

/** A new entry and its audit entry in one batch; `insert` returns the new id. */
export async function createInCatalogue(
  deps: AdminDeps,
  entity: CatalogueChange["entity"],
  insert: SQLiteInsertReturningId,
  after: unknown,
): Promise<number> {
  const [inserted] = await deps.db.batch([
    insert,
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      action: "create",
      entity,
      entityId: insertedId,
      before: null,
      after,
    }),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error(`${entity} insert returned no id`);
  await onCatalogueChanged(deps, { entity, entityId: id });
  return id;
}

/** An INSERT … RETURNING {id}, as a batch item whose result is the new rows' ids. */
type SQLiteInsertReturningId = BatchItem<"sqlite"> & { readonly _: { readonly result: Array<{ id: number }> } };

export type RemoveOutcome = "deleted" | "archived";

export const nowIso = () => new Date().toISOString();

/** An entry names its game by id: one that does not exist is the form's error, not a failed write. */
export async function requireGame(db: Database, gameId: number): Promise<void> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
  if (!game) throw new DomainError("unknown_game", "admin.validation.unknownGame", 400, "gameId");
}

/**
 * Deletes an entry, or archives it when past orders refer to it (`referencedBy`, a condition on
 * order_lines): archived entries leave the store but the orders keep their lines.
 */
export async function deleteOrArchive(
  deps: AdminDeps,
  change: CatalogueChange,
  before: object,
  statements: {
    referencedBy: SQL;
    archive: (archivedAt: string) => BatchItem<"sqlite">;
    remove: BatchItem<"sqlite">;
  },
): Promise<RemoveOutcome> {
  const referenced = await deps.db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .where(statements.referencedBy)
    .limit(1);
  if (referenced.length > 0) {
    const archivedAt = nowIso();
    await writeCatalogue(deps, change, statements.archive(archivedAt), {
      action: "archive",
      before,
      after: { ...before, archivedAt },
    });
    return "archived";
  }
  await writeCatalogue(deps, change, statements.remove, { action: "delete", before, after: null });
  return "deleted";
}

/** Brings an archived entry back to the store. */
export function restoreArchived(
  deps: AdminDeps,
  change: CatalogueChange,
  before: object,
  statement: BatchItem<"sqlite">,
) {
  return writeCatalogue(deps, change, statement, { action: "restore", before, after: { ...before, archivedAt: null } });
}
