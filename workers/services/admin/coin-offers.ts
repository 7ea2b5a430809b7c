// Coin offers in the admin area: list per game, read, create, edit, and delete-or-archive.
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coinOffers, games, orderLines } from "../../db/schema";
import { containsText } from "../catalogue/contains-text";
import { DomainError } from "../domain-error";
import type { AdminDeps } from "./actor";
import type { CoinOfferInput } from "./catalogue-schemas";
import {
  createInCatalogue,
  deleteOrArchive,
  nowIso,
  type RemoveOutcome,
  requireGame,
  restoreArchived,
  writeCatalogue,
} from "./catalogue-writes";
import { ADMIN_PAGE_SIZE, type ArchiveFilter, archiveCondition, offsetOf, toPage } from "./listing";

export type CoinOfferRow = typeof coinOffers.$inferSelect;

export async function listAdminCoinOffers(
  db: Database,
  query: { search: string; gameId: number | null; archive: ArchiveFilter; page: number },
) {
  const text = query.search.trim();
  const where = and(
    archiveCondition(coinOffers.archivedAt, query.archive),
    query.gameId ? eq(coinOffers.gameId, query.gameId) : undefined,
    text ? containsText(coinOffers.coinName, text) : undefined,
  );
  const [rows, totals] = await db.batch([
    db
      .select({ offer: coinOffers, gameName: games.name })
      .from(coinOffers)
      .innerJoin(games, eq(games.id, coinOffers.gameId))
      .where(where)
      .orderBy(asc(games.name), asc(coinOffers.sortOrder), asc(coinOffers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db.select({ n: count() }).from(coinOffers).where(where),
  ]);
  return toPage(rows, totals[0]?.n ?? 0, query.page);
}

export async function getAdminCoinOffer(db: Database, id: number): Promise<CoinOfferRow> {
  const offer = await db.query.coinOffers.findFirst({ where: eq(coinOffers.id, id) });
  if (!offer) throw new DomainError("not_found", "admin.errors.notFound", 404);
  return offer;
}

function toColumns(input: CoinOfferInput) {
  const { unitPrice, ...rest } = input;
  return { ...rest, unitPriceCents: unitPrice, updatedAt: nowIso() };
}

export async function createCoinOffer(deps: AdminDeps, input: CoinOfferInput): Promise<number> {
  await requireGame(deps.db, input.gameId);
  const columns = toColumns(input);
  return createInCatalogue(
    deps,
    "coin_offer",
    deps.db.insert(coinOffers).values(columns).returning({ id: coinOffers.id }),
    columns,
  );
}

export async function updateCoinOffer(deps: AdminDeps, id: number, input: CoinOfferInput): Promise<void> {
  const before = await getAdminCoinOffer(deps.db, id);
  await requireGame(deps.db, input.gameId);
  const columns = toColumns(input);
  await writeCatalogue(
    deps,
    { entity: "coin_offer", entityId: id },
    deps.db.update(coinOffers).set(columns).where(eq(coinOffers.id, id)),
    { action: "update", before, after: { ...before, ...columns } },
  );
}

export async function removeCoinOffer(deps: AdminDeps, id: number): Promise<RemoveOutcome> {
  const before = await getAdminCoinOffer(deps.db, id);
  const byId = eq(coinOffers.id, id);
  return deleteOrArchive(deps, { entity: "coin_offer", entityId: id }, before, {
    referencedBy: eq(orderLines.coinOfferId, id),
    archive: (archivedAt) => deps.db.update(coinOffers).set({ archivedAt, updatedAt: archivedAt }).where(byId),
    remove: deps.db.delete(coinOffers).where(byId),
  });
}

export async function restoreCoinOffer(deps: AdminDeps, id: number): Promise<void> {
  const before = await getAdminCoinOffer(deps.db, id);
  const statement = deps.db
    .update(coinOffers)
    .set({ archivedAt: null, updatedAt: nowIso() })
    .where(eq(coinOffers.id, id));
  await restoreArchived(deps, { entity: "coin_offer", entityId: id }, before, statement);
}
