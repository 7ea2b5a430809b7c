// The admin's changes to a stock line (issue 50): set what is in hand, add to it, remove from it,
// or make the line unlimited again, always with a reason. Each change is one batch: the history row
// (computed from the line as it is when the batch runs), the change itself, and its audit entry.
// What the checks need is read in one round trip first; a removal or a set below what shoppers paying right now hold fails on
// the stock row's CHECK and is refused with what they hold; an add never fails.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { stockLineKey } from "../../shared/stock/line-key";
import type { Database, Statements } from "../db/client";
import { columnAs } from "../db/joined-columns";
import { coinOffers, games, items, type StockChange, type StockKind, stock, stockHistory } from "../db/schema";
import { createMailer } from "../effects/mailer";
import { type AdminDeps, type AuditOrigin, auditStatement } from "../kernel/audit-log";
import { bumpCatalogueVersion } from "../kernel/catalogue-version";
import { DomainError } from "../kernel/domain-error";
import { publicOrigin } from "../kernel/public-origin";
import { tellRestocked } from "./alerts";
import { isStockShort } from "./holds";

/** The most a stock line may hold: a billion coins is more than any server's economy. */
export const MAX_STOCK = 1_000_000_000;

export interface StockLineRef {
  kind: StockKind;
  offerId: number;
  /** As the cart names it; "" for a game without servers. */
  server: string;
}

export interface StockChangeRequest extends StockLineRef {
  change: Exclude<StockChange, "sale">;
  /** What to set it to, add or remove; ignored when making the line unlimited. */
  quantity: number;
  reason: string;
  actorUserId: number;
  /** Where the staff member was, for the audit entry; null in the store's own changes and tests' setup. */
  from?: AuditOrigin | null;
}

/** The stock line after the change: what is in hand and held, or null once unlimited. */
export interface StockLineState {
  quantity: number;
  held: number;
}

const lineIs = (line: StockLineRef) =>
  and(eq(stock.kind, line.kind), eq(stock.offerId, line.offerId), eq(stock.server, line.server));

/** The offers and lines a change names, as they are now: what its checks need, read in one round trip. */
interface NamedLines {
  /** Per kind and offer id, its game and the servers it may be stocked on (its game's). */
  offers: Map<string, { gameId: number; servers: string[] }>;
  lines: Map<string, StockLineState>;
}

const offerKey = (line: Pick<StockLineRef, "kind" | "offerId">) => `${line.kind}:${line.offerId}`;

async function readNamedLines(db: Database, refs: readonly StockLineRef[]): Promise<NamedLines> {
  // At most MAX_BULK_LINES distinct offers: each statement binds at most that many ids.
  const idsOf = (kind: StockKind) => [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.offerId))];
  const offersOf = (table: typeof coinOffers | typeof items, ids: number[]) =>
    db
      .select({ offerId: table.id, gameId: columnAs(games.id, "game_id"), servers: games.servers })
      .from(table)
      .innerJoin(games, eq(games.id, table.gameId))
      .where(inArray(table.id, ids));
  const [coinRows, itemRows, stockRows] = await db.batch([
    offersOf(coinOffers, idsOf("coin")),
    offersOf(items, idsOf("item")),
    db
      .select({
        kind: stock.kind,
        offerId: stock.offerId,
        server: stock.server,
        quantity: stock.quantity,
        held: stock.held,
      })
      .from(stock)
      .where(inArray(stock.offerId, [...new Set(refs.map((ref) => ref.offerId))])),
  ]);
  const offers = new Map([
    ...coinRows.map((row) => [offerKey({ kind: "coin", offerId: row.offerId }), row] as const),
    ...itemRows.map((row) => [offerKey({ kind: "item", offerId: row.offerId }), row] as const),
  ]);
  const lines = new Map(stockRows.map((row) => [stockLineKey(row), { quantity: row.quantity, held: row.held }]));
  return { offers, lines };
}

/** The game of the offer the line counts, once the line names one of its servers. */
function gameOf(named: NamedLines, line: StockLineRef): number {
  const offer = named.offers.get(offerKey(line));
  if (!offer) throw new DomainError("not_found", "stock.refusals.offerNotFound", 404);
  const servers = offer.servers.length > 0 ? offer.servers : [""];
  if (!servers.includes(line.server)) {
    throw new DomainError("invalid_choice", "stock.refusals.unknownServer", 400, {
      fields: [{ field: "server", messageKey: "stock.refusals.unknownServer" }],
      params: { choices: servers.join(", ") },
    });
  }
  return offer.gameId;
}

/** The history row of the change, from the line as it stands when it runs (none when there was no line to change). */
function historyStatement(db: Database, request: StockChangeRequest, after: SQL<number | null>, delta: SQL<number>) {
  return db.insert(stockHistory).select(
    db
      .select({
        id: sql<number>`null`.as("id"),
        kind: sql<StockKind>`${request.kind}`.as("kind"),
        offerId: sql<number>`${request.offerId}`.as("offer_id"),
        server: sql<string>`${request.server}`.as("server"),
        change: sql<StockChange>`${request.change}`.as("change"),
        delta: delta.as("delta"),
        quantityAfter: after.as("quantity_after"),
        reason: sql<string>`${request.reason}`.as("reason"),
        orderId: sql<number | null>`null`.as("order_id"),
        actorUserId: sql<number>`${request.actorUserId}`.as("actor_user_id"),
        createdAt: sql<string>`${new Date().toISOString()}`.as("created_at"),
      })
      // One row, whether the line exists or not: the old quantity is read with a subquery.
      .from(sql`(select 1)`),
  );
}

const oldQuantity = (line: StockLineRef) =>
  sql<number | null>`(select ${stock.quantity} from ${stock} where ${lineIs(line)})`;

/**
 * The change's statements: history, change, audit. Set and add create the line when it is
 * unlimited now (add then starts from 0); remove and unlimited need a line, and write no history
 * without one.
 */
function changeStatements(
  db: Database,
  request: StockChangeRequest,
  gameId: number,
  before: StockLineState | null,
): Statements {
  const now = new Date().toISOString();
  const old = oldQuantity(request);
  const n = request.quantity;
  const audit = auditStatement(db, {
    actorUserId: request.actorUserId,
    from: request.from ?? null,
    action: "stock",
    entity: request.kind === "coin" ? "coin_offer" : "item",
    entityId: request.offerId,
    before: { server: request.server, quantity: before?.quantity ?? null },
    after: { server: request.server, change: request.change, quantity: n, reason: request.reason },
  });
  const upsert = (value: number, onExisting: SQL) =>
    db
      .insert(stock)
      .values({ kind: request.kind, offerId: request.offerId, gameId, server: request.server, quantity: value })
      .onConflictDoUpdate({
        target: [stock.kind, stock.offerId, stock.server],
        set: { quantity: onExisting, updatedAt: now },
      });
  switch (request.change) {
    case "set":
      return [historyStatement(db, request, sql`${n}`, sql`${n} - coalesce(${old}, 0)`), upsert(n, sql`${n}`), audit];
    case "add":
      return [
        historyStatement(db, request, sql`coalesce(${old}, 0) + ${n}`, sql`${n}`),
        upsert(n, sql`${stock.quantity} + ${n}`),
        audit,
      ];
    case "remove":
      return [
        historyStatement(db, request, sql`${old} - ${n}`, sql`-${n}`),
        db
          .update(stock)
          .set({ quantity: sql`${stock.quantity} - ${n}`, updatedAt: now })
          .where(lineIs(request)),
        audit,
      ];
    case "unlimited":
      return [historyStatement(db, request, sql`null`, sql`0`), db.delete(stock).where(lineIs(request)), audit];
  }
}

/** The line as it is: what a removal may take at most, and whether there is anything to make unlimited. */
async function lineNow(db: Database, line: StockLineRef): Promise<StockLineState | null> {
  const row = await db.query.stock.findFirst({ columns: { quantity: true, held: true }, where: lineIs(line) });
  return row ?? null;
}

/**
 * What one change writes, after the checks that need the line as it is (null: nothing to write, a
 * line already unlimited made unlimited). A removal from an unlimited line, or of more than is in
 * hand, is refused here; a set or removal below what shoppers paying hold is refused by the write.
 */
function plannedChange(db: Database, named: NamedLines, request: StockChangeRequest): Statements | null {
  const gameId = gameOf(named, request);
  if (request.change !== "unlimited") {
    if (!Number.isInteger(request.quantity) || request.quantity < 0 || request.quantity > MAX_STOCK) {
      throw new DomainError("validation_error", "stock.refusals.badQuantity", 400, "quantity");
    }
  }
  const line = named.lines.get(stockLineKey(request)) ?? null;
  if (request.change === "remove" || request.change === "unlimited") {
    if (!line && request.change === "unlimited") return null;
    if (!line) throw new DomainError("no_stock_line", "stock.refusals.removeUnlimited", 409, "quantity");
    if (request.change === "remove" && request.quantity > line.quantity) {
      throw new DomainError("stock_too_low", "stock.refusals.removeTooMuch", 409, {
        fields: [{ field: "quantity", messageKey: "stock.refusals.removeTooMuch" }],
        params: { count: line.quantity },
      });
    }
  }
  return changeStatements(db, request, gameId, line);
}

/** Whether the change would leave less in hand than `line` holds for shoppers paying. */
function goesBelowHeld(request: StockChangeRequest, line: StockLineState | null) {
  if (!line || request.change === "unlimited" || request.change === "add") return false;
  const after = request.change === "set" ? request.quantity : line.quantity - request.quantity;
  return after < line.held;
}

/**
 * Writes every change in one batch: all of them or none. A refusal names the line at fault as the
 * field `lines.{i}` when there are several (the bulk form shows it on that row).
 */
async function writeChanges(db: Database, requests: readonly StockChangeRequest[]) {
  const fieldOf = (index: number, field: string) => (requests.length === 1 ? field : `lines.${index}`);
  const named = await readNamedLines(db, requests);
  const plans = requests.map((request, index) => {
    try {
      return plannedChange(db, named, request);
    } catch (error) {
      if (!(error instanceof DomainError) || requests.length === 1) throw error;
      throw new DomainError(error.code, error.messageKey, error.status, {
        fields: [{ field: fieldOf(index, ""), messageKey: error.messageKey }],
        params: error.params,
      });
    }
  });
  const [first, ...rest] = plans.flatMap((plan) => plan ?? []);
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
  } catch (error) {
    if (!isStockShort(error)) throw error;
    // A hold taken while the admin typed counts too: read what holds now, for the message only.
    const { lines: now } = await readNamedLines(db, requests);
    const lines = requests.map((request) => now.get(stockLineKey(request)) ?? null);
    const index = Math.max(
      0,
      requests.findIndex((request, i) => goesBelowHeld(request, lines[i] ?? null)),
    );
    throw new DomainError("stock_held", "stock.refusals.belowHeld", 409, {
      fields: [{ field: fieldOf(index, "quantity"), messageKey: "stock.refusals.belowHeld" }],
      params: { count: lines[index]?.held ?? 0 },
    });
  }
}

/**
 * Applies one change and answers the line as it is now (null: unlimited). A removal from an
 * unlimited line, or of more than is in hand, is refused; so is a set or removal that would leave
 * less in hand than shoppers paying right now hold (their holds stand until paid or released):
 * that refusal comes from the write itself, so a hold taken while the admin typed counts too.
 */
export async function changeStock(db: Database, request: StockChangeRequest): Promise<StockLineState | null> {
  await writeChanges(db, [request]);
  return lineNow(db, request);
}

/** A stock line's history, newest first: what changed it, by how much, why, and who (or which order). */
export function stockHistoryOf(db: Database, line: StockLineRef, limit = 50) {
  return db
    .select()
    .from(stockHistory)
    .where(
      and(
        eq(stockHistory.kind, line.kind),
        eq(stockHistory.offerId, line.offerId),
        eq(stockHistory.server, line.server),
      ),
    )
    .orderBy(sql`${stockHistory.createdAt} desc`, sql`${stockHistory.id} desc`)
    .limit(limit);
}

/** The input of an admin's change, as the API and the edit screens read it (schemas.ts). */
export interface StockChangeFields {
  server: string;
  quantity: number | null;
  reason: string;
  change: Exclude<StockChange, "sale">;
}

/** The most lines one bulk change may touch: three statements each stay within one D1 batch's reach. */
export const MAX_BULK_LINES = 100;

/**
 * An admin's change of one stock line, from the API or an edit screen: a set without a quantity
 * makes the line unlimited; set, add and remove need one. The catalogue's cached pages are made
 * stale at once (an admin's count is news to shoppers), as any catalogue change makes them.
 */
export async function applyStockChange(
  deps: AdminDeps,
  line: { kind: StockKind; offerId: number },
  fields: StockChangeFields,
): Promise<StockLineState | null> {
  await applyStockChanges(deps, [{ ...line, server: fields.server }], fields);
  return lineNow(deps.db, { ...line, server: fields.server });
}

/**
 * The same change (set, add, remove or unlimited, with one reason) on several lines at once, from
 * the stock page or `PUT /api/admin/stock`: every line changes, or none does. Each line keeps its
 * own history row and audit entry.
 */
export async function applyStockChanges(
  deps: AdminDeps,
  lines: readonly StockLineRef[],
  fields: Omit<StockChangeFields, "server">,
): Promise<void> {
  const change = fields.change === "set" && fields.quantity === null ? "unlimited" : fields.change;
  if (change !== "unlimited" && fields.quantity === null) {
    throw new DomainError("validation_error", "stock.refusals.quantityRequired", 400, "quantity");
  }
  await writeChanges(
    deps.db,
    lines.map((line) => ({
      ...line,
      change,
      quantity: fields.quantity ?? 0,
      reason: fields.reason,
      actorUserId: deps.actorUserId,
      from: deps.from,
    })),
  );
  await bumpCatalogueVersion(deps.env.CACHE_VERSIONS);
  // Back in stock: those who asked are told now rather than at the next housekeeping run.
  if (change !== "remove") {
    await tellRestocked({ db: deps.db, mailer: createMailer(deps.env, deps.db), origin: publicOrigin(deps.env) });
  }
}
