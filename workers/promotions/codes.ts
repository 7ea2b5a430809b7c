// The admin's side of discount codes: making one, pausing it, and what it has done (uses, reserved
// uses, discount given and the revenue of its orders, per currency) and its amounts as they hold now.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Page, PageRequest } from "../../shared/admin/listing";
import type { SaleType } from "../../shared/codes";
import { type AmountInBoth, amountIn, type Currency, type UsdConversion } from "../../shared/prices";
import { normalizeCode } from "../../shared/promotions/code";
import { amountHolds, percentHolds, periodHolds } from "../../shared/promotions/code-rules";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { isUniqueViolation } from "../db/errors";
import { keyset } from "../db/keyset";
import { orders, payments, promoCodes, promoCodeUses } from "../db/schema";
import { type AuditOrigin, auditStatement, auditStatementIf, changedJustBefore, insertedId } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { amountOf, liveOrder, minimumOf, type PromoCode } from "./apply";

export interface NewCode {
  code: string;
  kind: "percent" | "amount";
  percent?: number | null;
  amountBrlCents?: number | null;
  amountUsdCents?: number | null;
  minTotalBrlCents?: number | null;
  minTotalUsdCents?: number | null;
  maxUses?: number | null;
  maxUsesPerShopper?: number | null;
  firstOrderOnly?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  gameIds?: number[] | null;
  saleTypes?: SaleType[] | null;
  itemIds?: number[] | null;
  coinOfferIds?: number[] | null;
}

function invalid(field: string, key: string): DomainError {
  return new DomainError("invalid_code", `promotions.admin.errors.${key}`, 422, field);
}

/** A list that names nothing is no scope at all. */
function scope<T>(list: T[] | null | undefined): T[] | null {
  return list && list.length > 0 ? list : null;
}

/**
 * Who makes or pauses a code, for its audit entry: a staff member's deps (workers/kernel/audit-log.ts),
 * or the store itself (`actorUserId` and `from` null: a test's or a script's setup).
 */
export interface CodeDeps {
  db: Database;
  actorUserId: number | null;
  from: AuditOrigin | null;
}

export async function createCode(deps: CodeDeps, input: NewCode): Promise<PromoCode> {
  const { db } = deps;
  const code = normalizeCode(input.code);
  if (!code) throw invalid("code", "code");
  const percent = input.kind === "percent" ? (input.percent ?? null) : null;
  const amountBrlCents = input.kind === "amount" ? (input.amountBrlCents ?? null) : null;
  const amountUsdCents = input.kind === "amount" ? (input.amountUsdCents ?? null) : null;
  if (!percentHolds(input.kind, percent)) throw invalid("percent", "percent");
  // A fixed code gives its amount in both currencies: as the admin gave it in each, or, for a
  // currency left empty, the other's at the store's rate when it is used (apply.ts).
  if (!amountHolds(input.kind, amountBrlCents, amountUsdCents)) throw invalid("amount_brl", "amounts");
  if (!periodHolds(input.startsAt, input.endsAt)) throw invalid("ends_at", "period");
  const row = {
    code,
    kind: input.kind,
    percent,
    amountBrlCents,
    amountUsdCents,
    minTotalBrlCents: input.minTotalBrlCents ?? null,
    minTotalUsdCents: input.minTotalUsdCents ?? null,
    maxUses: input.maxUses ?? null,
    maxUsesPerShopper: input.maxUsesPerShopper ?? null,
    firstOrderOnly: input.firstOrderOnly ?? false,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    gameIds: scope(input.gameIds),
    saleTypes: scope(input.saleTypes),
    itemIds: scope(input.itemIds),
    coinOfferIds: scope(input.coinOfferIds),
  };
  try {
    // A code is money off every order that uses it: audited in the insert's batch.
    const [[created]] = await db.batch([
      db.insert(promoCodes).values(row).returning(),
      auditStatement(db, {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: "create",
        entity: "promo_code",
        entityId: insertedId,
        before: null,
        after: row,
      }),
    ]);
    if (!created) throw new Error("code insert returned nothing");
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("code_taken", "promotions.admin.errors.taken", 409, "code");
    throw error;
  }
}

/** An amount rule of a code as it holds now in each currency; `byRate` names the one that follows the other. */
export interface AmountInForce {
  BRL: number;
  USD: number;
  byRate: Currency | null;
}

function inForce(amount: AmountInBoth, conversion: UsdConversion): AmountInForce | null {
  const brl = amountIn(amount, { currency: "BRL", conversion });
  const usd = amountIn(amount, { currency: "USD", conversion });
  if (brl === null || usd === null) return null;
  const byRate = amount.brlCents === null ? "BRL" : amount.usdCents === null ? "USD" : null;
  return { BRL: brl, USD: usd, byRate };
}

/** Pauses or resumes a code at once: a paused code applies to no new order. */
export async function setCodeActive(deps: CodeDeps, codeId: number, active: boolean): Promise<PromoCode> {
  const { db } = deps;
  // Audited only when the code was the other way (a second press changes nothing and says nothing).
  const [, , [now]] = await db.batch([
    db
      .update(promoCodes)
      .set({ active })
      .where(and(eq(promoCodes.id, codeId), eq(promoCodes.active, !active))),
    auditStatementIf(
      db,
      {
        actorUserId: deps.actorUserId,
        from: deps.from,
        action: active ? "resume_code" : "pause_code",
        entity: "promo_code",
        entityId: codeId,
        before: { active: !active },
        after: { active },
      },
      changedJustBefore,
    ),
    db.select().from(promoCodes).where(eq(promoCodes.id, codeId)),
  ]);
  if (!now) throw new DomainError("code_not_found", "promotions.refusals.notFound", 404);
  return now;
}

/** Where a code stands for a new order now, in the order checkout checks it (apply.ts). */
export const CODE_STATUSES = ["paused", "not_started", "ended", "used_up", "active"] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export interface CodeStats {
  code: PromoCode;
  status: CodeStatus;
  /** Paid orders that used it (a refunded one too: the code was spent). */
  uses: number;
  /** Unpaid, uncancelled orders holding a use. */
  reserved: number;
  /** The discount of its paid orders, per currency. */
  discountGiven: { BRL: number; USD: number };
  /** What its orders were charged less what was refunded of them, per currency. */
  revenue: { BRL: number; USD: number };
  /** Its minimum total and its fixed discount (null: none) as checkout applies them now, at the store's rate. */
  inForce: { minimum: AmountInForce | null; discount: AmountInForce | null };
}

const inCurrency = (currency: "BRL" | "USD", cents: SQL) =>
  sql<number>`coalesce(sum(case when ${orders.currency} = ${currency} then ${cents} else 0 end), 0)`;

/** Per code: its uses by the state of their orders, and the discount of the paid ones. */
function figuresOfUses(db: Database) {
  const paid = sql`${orders.paidAt} is not null`;
  return db
    .select({
      codeId: sql<number>`${promoCodeUses.codeId}`.as("use_code_id"),
      uses: sql<number>`sum(${paid})`.as("uses"),
      reserved: sql<number>`sum(${orders.paidAt} is null and ${orders.status} = 'pendente')`.as("reserved"),
      live: sql<number>`sum(${liveOrder})`.as("live"),
      discountBrl: inCurrency("BRL", sql`case when ${paid} then ${orders.discountCents} else 0 end`).as("discount_brl"),
      discountUsd: inCurrency("USD", sql`case when ${paid} then ${orders.discountCents} else 0 end`).as("discount_usd"),
    })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .groupBy(promoCodeUses.codeId)
    .as("use_figures");
}

/** Per code: the money its orders brought, charges less refunds (pending ones too: they are on their way back). */
function moneyFigures(db: Database) {
  const signed = sql`case when ${payments.kind} = 'charge' then ${payments.amountCents} else -${payments.amountCents} end`;
  return db
    .select({
      codeId: sql<number>`${promoCodeUses.codeId}`.as("money_code_id"),
      revenueBrl: inCurrency("BRL", signed).as("revenue_brl"),
      revenueUsd: inCurrency("USD", signed).as("revenue_usd"),
    })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .innerJoin(payments, eq(payments.orderId, promoCodeUses.orderId))
    .groupBy(promoCodeUses.codeId)
    .as("money_figures");
}

/** Codes with their figures, all computed by D1 in one statement. */
function codesWithFigures(db: Database) {
  const used = figuresOfUses(db);
  const money = moneyFigures(db);
  return db
    .select({
      code: promoCodes,
      uses: sql<number>`coalesce(${used.uses}, 0)`,
      reserved: sql<number>`coalesce(${used.reserved}, 0)`,
      live: sql<number>`coalesce(${used.live}, 0)`,
      discountBrl: sql<number>`coalesce(${used.discountBrl}, 0)`,
      discountUsd: sql<number>`coalesce(${used.discountUsd}, 0)`,
      revenueBrl: sql<number>`coalesce(${money.revenueBrl}, 0)`,
      revenueUsd: sql<number>`coalesce(${money.revenueUsd}, 0)`,
    })
    .from(promoCodes)
    .leftJoin(used, eq(used.codeId, promoCodes.id))
    .leftJoin(money, eq(money.codeId, promoCodes.id));
}

type FiguresRow = Awaited<ReturnType<ReturnType<typeof codesWithFigures>["all"]>>[number];

function statusOf(code: PromoCode, live: number, now: string): CodeStatus {
  if (!code.active) return "paused";
  if (code.startsAt !== null && now < code.startsAt) return "not_started";
  if (code.endsAt !== null && now >= code.endsAt) return "ended";
  if (code.maxUses !== null && live >= code.maxUses) return "used_up";
  return "active";
}

function statsOf(row: FiguresRow, conversion: UsdConversion, now: Date): CodeStats {
  return {
    code: row.code,
    status: statusOf(row.code, row.live, now.toISOString()),
    uses: row.uses,
    reserved: row.reserved,
    discountGiven: { BRL: row.discountBrl, USD: row.discountUsd },
    revenue: { BRL: row.revenueBrl, USD: row.revenueUsd },
    inForce: {
      minimum: inForce(minimumOf(row.code), conversion),
      discount: row.code.kind === "amount" ? inForce(amountOf(row.code), conversion) : null,
    },
  };
}

/** The store's dollar rate, from the settings read in the same batch. */
function conversionOf(settingRows: Array<{ key: string; value: unknown }>): UsdConversion {
  const { brlPerUsd, usdRounding } = toStoreSettings(settingRows);
  return { brlPerUsd, usdRounding };
}

export async function getCodeStats(db: Database, codeId: number, now = new Date()): Promise<CodeStats> {
  const [[row], settings] = await db.batch([
    codesWithFigures(db).where(eq(promoCodes.id, codeId)),
    storeSettingsQuery(db),
  ]);
  if (!row) throw new DomainError("code_not_found", "promotions.refusals.notFound", 404);
  return statsOf(row, conversionOf(settings), now);
}

/** A page of codes (newest first; `search` finds a code by part of its name) with their figures: one round trip. */
export async function listCodes(
  db: Database,
  query: { search: string; request: PageRequest },
  now = new Date(),
): Promise<Page<CodeStats>> {
  const text = query.search.trim().toLowerCase();
  const where = text ? containsText(promoCodes.code, text) : undefined;
  const paging = keyset<{ code: { id: number } }>(
    [{ by: promoCodes.id, direction: "desc", of: (row) => row.code.id }],
    query.request,
  );
  const [rows, settings] = await db.batch([
    codesWithFigures(db)
      .where(and(where, paging.where))
      .orderBy(...paging.orderBy)
      .limit(paging.limit),
    storeSettingsQuery(db),
  ]);
  const conversion = conversionOf(settings);
  const page = paging.page(rows);
  return { ...page, rows: page.rows.map((row) => statsOf(row, conversion, now)) };
}
