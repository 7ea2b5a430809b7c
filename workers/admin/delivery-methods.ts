// A game's hand-over methods as the admin edits them (/admin/games/{id}/delivery, issue 49): added,
// edited and removed, each change audited in its batch and the storefront told the catalogue changed
// (the game page offers them). Removing keeps the row: the orders that chose it keep their own copy,
// and new purchases stop offering it (workers/delivery/methods.ts reads only methods not removed).
import { and, eq, isNull } from "drizzle-orm";
import type { DeliveryMethodInput } from "../../shared/admin/delivery-method-form";
import type { Database } from "../db/client";
import { deliveryMethods, games } from "../db/schema";
import { type DeliveryMethod, offeredMethodsQuery } from "../delivery/methods";
import { type AdminDeps, auditStatement, insertedId } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { writeCatalogue } from "./catalogue";
import { onCatalogueChanged } from "./catalogue-changed";

/** The game (archived or not: its orders still hand over) and its methods offered now, in one round trip. */
export async function gameDeliveryMethods(
  db: Database,
  gameId: number,
): Promise<{ game: { id: number; name: string }; methods: DeliveryMethod[] }> {
  const [gameRows, methods] = await db.batch([
    db.select({ id: games.id, name: games.name }).from(games).where(eq(games.id, gameId)),
    offeredMethodsQuery(db, gameId),
  ]);
  const [game] = gameRows;
  if (!game) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return { game, methods };
}

async function offeredMethod(db: Database, gameId: number, methodId: number): Promise<DeliveryMethod> {
  const [method] = await db
    .select()
    .from(deliveryMethods)
    .where(
      and(eq(deliveryMethods.id, methodId), eq(deliveryMethods.gameId, gameId), isNull(deliveryMethods.removedAt)),
    );
  if (!method) throw new DomainError("not_found", "delivery.admin.notFound", 404);
  return method;
}

export async function addDeliveryMethod(deps: AdminDeps, gameId: number, input: DeliveryMethodInput): Promise<number> {
  await gameDeliveryMethods(deps.db, gameId);
  const values = { ...input, gameId };
  const [inserted] = await deps.db.batch([
    deps.db.insert(deliveryMethods).values(values).returning({ id: deliveryMethods.id }),
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      from: deps.from,
      action: "create",
      entity: "delivery_method",
      entityId: insertedId,
      before: null,
      after: values,
    }),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("delivery method insert returned no id");
  await onCatalogueChanged(deps, { entity: "delivery_method", entityId: id });
  return id;
}

export async function saveDeliveryMethod(
  deps: AdminDeps,
  gameId: number,
  methodId: number,
  input: DeliveryMethodInput,
): Promise<void> {
  const before = await offeredMethod(deps.db, gameId, methodId);
  const change = deps.db
    .update(deliveryMethods)
    .set(input)
    .where(and(eq(deliveryMethods.id, methodId), isNull(deliveryMethods.removedAt)));
  await writeCatalogue(deps, { entity: "delivery_method", entityId: methodId }, change, {
    action: "update",
    before,
    after: { ...before, ...input },
  });
}

export async function removeDeliveryMethod(deps: AdminDeps, gameId: number, methodId: number): Promise<void> {
  const before = await offeredMethod(deps.db, gameId, methodId);
  const removedAt = new Date().toISOString();
  const change = deps.db
    .update(deliveryMethods)
    .set({ removedAt })
    .where(and(eq(deliveryMethods.id, methodId), isNull(deliveryMethods.removedAt)));
  await writeCatalogue(deps, { entity: "delivery_method", entityId: methodId }, change, {
    action: "archive",
    before,
    after: { ...before, removedAt },
  });
}
