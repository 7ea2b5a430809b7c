// The owner's spreadsheets (issue 53, docs/decisions/071-spreadsheet-exports.md): the catalogue, the
// orders for accounting, the stock and the customers, each a CSV written by ./spreadsheet-csv.ts and
// streamed a keyset page of EXPORT_PAGE rows at a time (`WHERE id > ? ORDER BY id`, never OFFSET),
// so neither the Worker nor D1 ever holds or reads a whole table at once.
// Column names are the same in both languages (the import, done later, reads them); only the separator
// and the decimal mark follow the file's language.
import { and, asc, count, eq, gt, gte, isNotNull, lte, max, type SQL, sql } from "drizzle-orm";
import { CURRENCIES } from "../../shared/currencies";
import type { Language } from "../../shared/i18n/config";
import { wallClockAt, zonedTimeToIso } from "../../shared/time-zone";
import type { Database } from "../db/client";
import { columnAs } from "../db/joined-columns";
import { coinOffers, games, items, orders, stock, users } from "../db/schema";
import { type AdminDeps, auditStatement } from "../kernel/audit-log";
import { localDay } from "./dashboard-charts";
import { refundedCents } from "./net-revenue";
import { type Cell, type CsvPage, csvPagesStream, money } from "./spreadsheet-csv";

/** Rows read per query while streaming. */
export const EXPORT_PAGE = 500;

const list = (values: readonly string[] | null | undefined) => (values ?? []).join("|");

/** A keyset page's cells, and the id the next page starts after: none after a short page. */
function idPage<Row>(rows: Row[], idOf: (row: Row) => number, cellsOf: (row: Row) => Cell[]): CsvPage<number> {
  const last = rows.at(-1);
  return { rows: rows.map(cellsOf), next: last === undefined || rows.length < EXPORT_PAGE ? null : idOf(last) };
}

/** A file of one table read by id: `read` gives the page after an id (EXPORT_PAGE rows at most). */
function byIdStream(options: {
  language: Language;
  header: readonly string[];
  read: (after: number) => Promise<CsvPage<number>>;
  closing?: () => Cell[][];
}): ReadableStream<Uint8Array> {
  return csvPagesStream<number>({ ...options, first: 0, page: options.read });
}

// ---------------------------------------------------------------------------------------------
// Time: the orders' range is calendar days in the store's time zone.

/** The instant (ms) the calendar day `day` (YYYY-MM-DD) starts in `timeZone`. */
export function dayStartIn(day: string, timeZone: string): number {
  return Date.parse(zonedTimeToIso(`${day}T00:00`, timeZone) ?? `${day}T00:00:00Z`);
}

/** `iso` on `timeZone`'s wall clock, as a spreadsheet reads a date and time: "2026-12-04 23:30:00". */
export function localDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  return new Date(wallClockAt(Date.parse(iso), timeZone)).toISOString().slice(0, 19).replace("T", " ");
}

/** The orders' range when none is given: this month so far, in `timeZone`. */
export function thisMonthSoFar(timeZone: string, now = new Date()): { from: string; to: string } {
  const today = localDay(now, timeZone);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The paid-at bounds (inclusive ISO strings) of the days `from` to `to`, both included, in `timeZone`. */
export function paidWithin(from: string, to: string, timeZone: string): { since: string; until: string } {
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    since: new Date(dayStartIn(from, timeZone)).toISOString(),
    until: new Date(dayStartIn(next, timeZone) - 1).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Orders for accounting.

export const ORDER_COLUMNS = [
  "id",
  "created_at",
  "paid_at",
  "delivered_at",
  "status",
  "currency",
  "gross",
  "discount",
  "refunds",
  "net",
  "payment_method",
  "provider_reference",
  "discount_code",
  "in_totals",
] as const;

export interface OrdersExport {
  /** Calendar days (YYYY-MM-DD) in `timeZone`, both included: the orders paid on them. */
  from: string;
  to: string;
  timeZone: string;
  language: Language;
}

/** Per currency: what the totals rows add up (the dashboard's net revenue for the same orders). */
type Totals = Map<string, { gross: number; discount: number; refunds: number; net: number; orders: number }>;

/**
 * The orders paid in the range, oldest id first, one row each (cancelled ones too, marked as left out
 * of the totals), then one totals row per currency: gross, discount, refunds and net of the orders the
 * dashboard counts (paid and not cancelled, ./net-revenue.ts), never added across currencies.
 */
export function ordersCsvStream(db: Database, request: OrdersExport): ReadableStream<Uint8Array> {
  const { since, until } = paidWithin(request.from, request.to, request.timeZone);
  const totals: Totals = new Map();
  return byIdStream({
    language: request.language,
    header: ORDER_COLUMNS,
    read: async (after) => {
      const rows = await db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          paidAt: orders.paidAt,
          deliveredAt: orders.deliveredAt,
          status: orders.status,
          currency: orders.currency,
          totalCents: orders.totalCents,
          discountCents: orders.discountCents,
          refundedCents: refundedCents.as("refunded_cents"),
          paymentMethod: orders.paymentMethod,
          providerPaymentId: orders.providerPaymentId,
          providerSessionId: orders.providerSessionId,
          promoCode: orders.promoCode,
        })
        .from(orders)
        .where(
          and(gt(orders.id, after), isNotNull(orders.paidAt), gte(orders.paidAt, since), lte(orders.paidAt, until)),
        )
        .orderBy(asc(orders.id))
        .limit(EXPORT_PAGE);
      return idPage(
        rows,
        (order) => order.id,
        (order): Cell[] => {
          const counted = order.status !== "cancelado";
          const net = order.totalCents - order.refundedCents;
          if (counted) {
            const sum = totals.get(order.currency) ?? { gross: 0, discount: 0, refunds: 0, net: 0, orders: 0 };
            sum.gross += order.totalCents + order.discountCents;
            sum.discount += order.discountCents;
            sum.refunds += order.refundedCents;
            sum.net += net;
            sum.orders += 1;
            totals.set(order.currency, sum);
          }
          return [
            order.id,
            localDateTime(order.createdAt, request.timeZone),
            localDateTime(order.paidAt, request.timeZone),
            localDateTime(order.deliveredAt, request.timeZone),
            order.status,
            order.currency,
            money(order.totalCents + order.discountCents),
            money(order.discountCents),
            money(order.refundedCents),
            money(net),
            order.paymentMethod,
            order.providerPaymentId ?? order.providerSessionId ?? "",
            order.promoCode ?? "",
            counted ? 1 : 0,
          ];
        },
      );
    },
    closing: () => totalsRows(totals),
  });
}

/** One row per currency with orders, in the store's order of currencies: "total", the currency, its sums. */
function totalsRows(totals: Totals): Cell[][] {
  return CURRENCIES.flatMap((currency) => {
    const sum = totals.get(currency);
    if (!sum) return [];
    return [
      [
        "total",
        "",
        "",
        "",
        "",
        currency,
        money(sum.gross),
        money(sum.discount),
        money(sum.refunds),
        money(sum.net),
        "",
        "",
        "",
        sum.orders,
      ],
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// The catalogue: games, coin offers and items in one file, a `type` per row, every field their admin
// forms have; export, edit and import round-trip on these columns.

export const CATALOGUE_COLUMNS = [
  "type",
  "id",
  "game_id",
  "game",
  "name",
  "kind",
  "category",
  "tipo",
  "sell",
  "platforms",
  "servers",
  "sale_types",
  "server",
  "subcategory",
  "subcategory_pt",
  "price_brl",
  "price_usd",
  "base_unit",
  "multiples",
  "unit_name",
  "sort_order",
  "delivery_minutes",
  "milestones",
  "stock",
  "image_url",
  "description_en",
  "description_pt",
  "archived_at",
] as const;

type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** A row in the catalogue's column order, from the columns it fills (the rest empty). */
function catalogueRow(fields: Partial<Record<CatalogueColumn, Cell>>): Cell[] {
  return CATALOGUE_COLUMNS.map((column) => fields[column] ?? "");
}

/**
 * An offer's stock per server in one cell: `server:quantity` joined by `|` (a bare quantity for a
 * game without servers), servers in order; empty when no server has a stock line (unlimited).
 */
function stockCell(kind: "coin" | "item", offerId: SQL) {
  return sql<
    string | null
  >`(select group_concat("line", '|') from (select case when "stock"."server" = '' then cast("stock"."quantity" as text) else "stock"."server" || ':' || "stock"."quantity" end as "line" from "stock" where "stock"."kind" = ${kind} and "stock"."offer_id" = ${offerId} order by "stock"."server"))`;
}

const SECTIONS = ["game", "coin_offer", "item"] as const;
type CatalogueCursor = { section: number; after: number };

/** A page of coin offers or items after id `after`, each with its game's name and its stock cell. */
function offersWithGameAndStock<T extends typeof coinOffers | typeof items>(
  db: Database,
  table: T,
  kind: "coin" | "item",
  after: number,
) {
  return db
    .select({
      row: table,
      game: columnAs(games.name, "game_name"),
      stock: stockCell(kind, sql`${table.id}`).as("stock_cell"),
    })
    .from(table)
    .innerJoin(games, eq(games.id, table.gameId))
    .where(gt(table.id, after))
    .orderBy(asc(table.id))
    .limit(EXPORT_PAGE);
}

async function cataloguePage(
  db: Database,
  section: (typeof SECTIONS)[number],
  after: number,
): Promise<Array<{ id: number; cells: Cell[] }>> {
  if (section === "game") {
    const rows = await db.select().from(games).where(gt(games.id, after)).orderBy(asc(games.id)).limit(EXPORT_PAGE);
    return rows.map((game) => ({
      id: game.id,
      cells: catalogueRow({
        type: "game",
        id: game.id,
        game_id: game.id,
        game: game.name,
        name: game.name,
        category: game.category,
        tipo: game.tipo,
        sell: game.sell,
        platforms: list(game.platforms),
        servers: list(game.servers),
        sale_types: list(game.saleTypes),
        image_url: game.imageUrl,
        description_en: game.description,
        description_pt: game.descriptionPt,
        archived_at: game.archivedAt ?? "",
      }),
    }));
  }
  if (section === "coin_offer") {
    const rows = await offersWithGameAndStock(db, coinOffers, "coin", after);
    return rows.map(({ row: offer, game, stock: stockText }) => ({
      id: offer.id,
      cells: catalogueRow({
        type: "coin_offer",
        id: offer.id,
        game_id: offer.gameId,
        game,
        name: offer.coinName,
        price_brl: money(offer.unitPriceCents),
        price_usd: offer.unitPriceUsdCents === null ? "" : money(offer.unitPriceUsdCents),
        base_unit: offer.baseUnit,
        multiples: offer.multiples,
        unit_name: offer.unitName,
        sort_order: offer.sortOrder,
        delivery_minutes: offer.deliveryMinutes,
        stock: stockText ?? "",
        description_en: offer.description,
        description_pt: offer.descriptionPt,
        archived_at: offer.archivedAt ?? "",
      }),
    }));
  }
  const rows = await offersWithGameAndStock(db, items, "item", after);
  return rows.map(({ row: item, game, stock: stockText }) => ({
    id: item.id,
    cells: catalogueRow({
      type: "item",
      id: item.id,
      game_id: item.gameId,
      game,
      name: item.name,
      kind: item.kind,
      server: item.server,
      subcategory: item.subcategory,
      subcategory_pt: item.subcategoryPt,
      price_brl: money(item.priceCents),
      price_usd: item.priceUsdCents === null ? "" : money(item.priceUsdCents),
      sort_order: item.sortOrder,
      delivery_minutes: item.deliveryMinutes,
      milestones: list(item.milestones),
      stock: stockText ?? "",
      image_url: item.imageUrl,
      archived_at: item.archivedAt ?? "",
    }),
  }));
}

/** The whole catalogue, archived entries included (marked): games, then coin offers, then items, each by id. */
export function catalogueCsvStream(db: Database, language: Language): ReadableStream<Uint8Array> {
  return csvPagesStream<CatalogueCursor>({
    language,
    header: CATALOGUE_COLUMNS,
    first: { section: 0, after: 0 },
    page: async ({ section, after }) => {
      const rows = await cataloguePage(db, SECTIONS[section] as (typeof SECTIONS)[number], after);
      const full = rows.length === EXPORT_PAGE;
      const next = full
        ? { section, after: rows.at(-1)?.id ?? after }
        : section + 1 < SECTIONS.length
          ? { section: section + 1, after: 0 }
          : null;
      return { rows: rows.map((row) => row.cells), next };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Stock: every stock line (an offer on a server), with what is held by open checkouts.

export const STOCK_COLUMNS = [
  "id",
  "type",
  "offer_id",
  "game",
  "offer",
  "server",
  "quantity",
  "held",
  "available",
  "updated_at",
] as const;

export function stockCsvStream(db: Database, language: Language, timeZone: string): ReadableStream<Uint8Array> {
  return byIdStream({
    language,
    header: STOCK_COLUMNS,
    read: async (after) => {
      const rows = await db
        .select({
          line: stock,
          game: columnAs(games.name, "game_name"),
          coinName: coinOffers.coinName,
          itemName: columnAs(items.name, "item_name"),
        })
        .from(stock)
        .innerJoin(games, eq(games.id, stock.gameId))
        .leftJoin(coinOffers, and(eq(stock.kind, "coin"), eq(coinOffers.id, stock.offerId)))
        .leftJoin(items, and(eq(stock.kind, "item"), eq(items.id, stock.offerId)))
        .where(gt(stock.id, after))
        .orderBy(asc(stock.id))
        .limit(EXPORT_PAGE);
      return idPage(
        rows,
        ({ line }) => line.id,
        ({ line, game, coinName, itemName }): Cell[] => [
          line.id,
          line.kind === "coin" ? "coin_offer" : "item",
          line.offerId,
          game,
          (line.kind === "coin" ? coinName : itemName) ?? "",
          line.server,
          line.quantity,
          line.held,
          line.quantity - line.held,
          localDateTime(line.updatedAt, timeZone),
        ],
      );
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Customers: personal data, for the roles with `personal_data`, and every export audited.

export const CUSTOMER_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "language",
  "email_verified_at",
  "created_at",
  "disabled_at",
  "orders",
] as const;

const shoppers = eq(users.isAdmin, false);

/** How many orders the account has placed. */
const ordersOf = sql<number>`(select count(*) from "orders" where "orders"."user_id" = "users"."id")`.mapWith(Number);

/** The page of shopper accounts after id `after`, up to `lastId`. */
function shoppersAfter(db: Database, after: number, lastId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      orders: ordersOf.as("orders_count"),
    })
    .from(users)
    .where(and(shoppers, gt(users.id, after), lte(users.id, lastId)))
    .orderBy(asc(users.id))
    .limit(EXPORT_PAGE);
}

/**
 * Every shopper account (staff left out) as it is now, by id, with its number of orders. The export is
 * audited before the first row leaves (who, from where, how many rows, in which language), in one
 * statement with the count it states: the file then holds exactly the accounts up to the last id
 * counted, so a shopper who signs up meanwhile is neither in the file nor in the count.
 */
export async function customersCsvStream(
  deps: AdminDeps,
  language: Language,
  timeZone: string,
): Promise<{ stream: ReadableStream<Uint8Array>; rows: number }> {
  const { db } = deps;
  const [counted] = await db
    .select({ rows: count(), lastId: max(users.id) })
    .from(users)
    .where(shoppers);
  const rows = counted?.rows ?? 0;
  const lastId = counted?.lastId ?? 0;
  await auditStatement(db, {
    actorUserId: deps.actorUserId,
    action: "export",
    entity: "customer_list",
    entityId: "customers",
    before: null,
    after: { rows, lastId, language },
    from: deps.from,
  });
  const stream = byIdStream({
    language,
    header: CUSTOMER_COLUMNS,
    read: async (after) => {
      const page = await shoppersAfter(db, after, lastId);
      return idPage(
        page,
        (user) => user.id,
        (user): Cell[] => [
          user.id,
          user.name,
          user.email,
          user.phone,
          user.locale,
          localDateTime(user.emailVerifiedAt, timeZone),
          localDateTime(user.createdAt, timeZone),
          localDateTime(user.disabledAt, timeZone),
          user.orders,
        ],
      );
    },
  });
  return { stream, rows };
}
