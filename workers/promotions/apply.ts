// Whether a discount code applies to a shopper's lines and what each line is discounted, and the one
// statement that takes a use of it for an order (docs/decisions/034-promotion-codes.md).
//
// A use is a row of promo_code_uses for the order. It is "live" while the order is not cancelled, and
// for good once the order was paid (paid_at): an unpaid order that expires or is cancelled, by any
// path, gives its use back without any path having to know about codes, and a removed order takes
// its row with it. The limits count live uses inside the statement that inserts the use, so D1, which
// applies writes one at a time, decides a rush: the insert that would pass a limit writes a null code
// and fails the whole batch of the order it belongs to.
import { and, count, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { ItemKind, SaleType } from "../../shared/codes";
import { formatMoney } from "../../shared/format-money";
import type { Language } from "../../shared/i18n/config";
import { type AmountInBoth, amountIn, type Pricing } from "../../shared/prices";
import { normalizeCode } from "../../shared/promotions/code";
import { accountsOf } from "../accounts/shopper-mark";
import type { Database } from "../db/client";
import { isNotNullViolation } from "../db/errors";
import { items, orders, promoCodes, promoCodeUses } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import { DomainError } from "../kernel/domain-error";
import { lineDiscounts } from "./discount";

export type PromoCode = typeof promoCodes.$inferSelect;

/** What a code is checked against: one line of the cart or order. */
export interface CodeLine {
  gameId: number;
  itemId: number | null;
  coinOfferId: number | null;
  totalCents: number;
}

export interface AppliedCode {
  codeId: number;
  code: string;
  /** The sum of the lines' discounts. */
  discountCents: number;
  /** Each line's discount, in the lines' order. */
  lineDiscounts: number[];
}

export interface CodeCheck {
  code: string;
  /** The shopper's currency and the store's rate: a code's amounts given in one currency hold in the other. */
  pricing: Pricing;
  language: Language;
  userId: number;
  lines: CodeLine[];
  /** The shopper's pending order being brought up to date: its own use is replaced, so it does not count. */
  exceptOrderId?: number | null;
  now?: Date;
}

const ITEM_SALE_TYPES: Record<ItemKind, SaleType> = {
  item: "items",
  currency_item: "moeda-items",
  boosting: "boosting",
  carry_run: "carryrun",
};

function refusal(code: string, key: string, params?: Record<string, string>): DomainError {
  return new DomainError(code, `promotions.refusals.${key}`, 422, {
    fields: [{ field: "code", messageKey: `promotions.refusals.${key}` }],
    params,
  });
}

/** The order's use counts while it is not cancelled, and for good once it was paid. */
export const liveOrder = sql`(${orders.status} <> 'cancelado' or ${orders.paidAt} is not null)`;

function liveUses(db: Database, where: SQL | undefined) {
  return db
    .select({ uses: count() })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(and(where, liveOrder));
}

/** Paid orders of any of the shopper's accounts (shopper-mark.ts: deleted and plus-address ones too). */
function paidOrders(db: Database, userId: number) {
  return db
    .select({ paid: count() })
    .from(orders)
    .where(and(inArray(orders.userId, accountsOf(userId)), isNotNull(orders.paidAt)));
}

function inList<T>(list: T[] | null, value: T | null): boolean {
  return list === null || (value !== null && list.includes(value));
}

/** Whether the code's scope (games, sale types, specific offers; each one given narrows it) covers the line. */
function covers(code: PromoCode, line: CodeLine, saleType: SaleType | null): boolean {
  const offersGiven = code.itemIds !== null || code.coinOfferIds !== null;
  const isOffer =
    (line.itemId !== null && (code.itemIds ?? []).includes(line.itemId)) ||
    (line.coinOfferId !== null && (code.coinOfferIds ?? []).includes(line.coinOfferId));
  return inList(code.gameIds, line.gameId) && inList<string>(code.saleTypes, saleType) && (!offersGiven || isOffer);
}

/** A code's minimum total as the admin gave it (reais, dollars or both; the other follows at the rate). */
export const minimumOf = (code: PromoCode): AmountInBoth => ({
  brlCents: code.minTotalBrlCents,
  usdCents: code.minTotalUsdCents,
});

/** A fixed code's discount as the admin gave it. */
export const amountOf = (code: PromoCode): AmountInBoth => ({
  brlCents: code.amountBrlCents,
  usdCents: code.amountUsdCents,
});

/**
 * The code applied to the lines, or the refusal that says why not (in the order a shopper can act
 * on: whether it exists and runs now, then their cart, then the limits).
 */
export async function applyCode(db: Database, check: CodeCheck): Promise<AppliedCode> {
  const normalized = normalizeCode(check.code);
  if (!normalized) throw refusal("promo_invalid", "invalid");
  const itemIds = [...new Set(check.lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId])))];
  const [[code], ...kindParts] = await db.batch([
    db.select().from(promoCodes).where(eq(promoCodes.code, normalized)),
    ...statementsWithinLimits(itemIds, (part) =>
      db.select({ id: items.id, kind: items.kind }).from(items).where(inArray(items.id, part)),
    ),
  ]);
  const kinds = kindParts.flat();
  if (!code) throw refusal("promo_unknown", "unknown");
  const now = (check.now ?? new Date()).toISOString();
  if (!code.active) throw refusal("promo_paused", "paused");
  if (code.startsAt !== null && now < code.startsAt) throw refusal("promo_not_started", "notStarted");
  if (code.endsAt !== null && now >= code.endsAt) throw refusal("promo_ended", "ended");

  const subtotal = check.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const minimum = amountIn(minimumOf(code), check.pricing);
  if (minimum !== null && subtotal < minimum) {
    throw refusal("promo_below_minimum", "belowMinimum", {
      minimum: formatMoney(minimum, check.pricing.currency, check.language),
    });
  }
  const kindOf = new Map(kinds.map((row) => [row.id, ITEM_SALE_TYPES[row.kind]]));
  const saleTypeOf = (line: CodeLine): SaleType | null =>
    line.coinOfferId !== null ? "moeda" : (kindOf.get(line.itemId ?? 0) ?? null);
  const scoped = check.lines.map((line) => ({
    totalCents: line.totalCents,
    eligible: line.totalCents > 0 && covers(code, line, saleTypeOf(line)),
  }));
  if (!scoped.some((line) => line.eligible)) throw refusal("promo_not_for_these_items", "notForTheseItems");

  await refuseOverLimits(db, code, check);
  const discounts = lineDiscounts(
    {
      kind: code.kind,
      percent: code.percent,
      amountCents: amountIn(amountOf(code), check.pricing),
    },
    scoped,
  );
  return {
    codeId: code.id,
    code: code.code,
    discountCents: discounts.reduce((sum, cents) => sum + cents, 0),
    lineDiscounts: discounts,
  };
}

/** The limits as they stand now; the use's own statement checks them again when it runs. */
async function refuseOverLimits(db: Database, code: PromoCode, check: CodeCheck): Promise<void> {
  const except = check.exceptOrderId ? ne(promoCodeUses.orderId, check.exceptOrderId) : undefined;
  const [[all], [own], [paid]] = await db.batch([
    liveUses(db, and(eq(promoCodeUses.codeId, code.id), except)),
    liveUses(
      db,
      and(eq(promoCodeUses.codeId, code.id), inArray(promoCodeUses.userId, accountsOf(check.userId)), except),
    ),
    paidOrders(db, check.userId),
  ]);
  if (code.firstOrderOnly && (paid?.paid ?? 0) > 0) throw refusal("promo_first_order_only", "firstOrderOnly");
  if (code.maxUsesPerShopper !== null && (own?.uses ?? 0) >= code.maxUsesPerShopper) {
    throw refusal("promo_already_used", "alreadyUsed");
  }
  if (code.maxUses !== null && (all?.uses ?? 0) >= code.maxUses) throw refusal("promo_used_up", "usedUp");
}

/**
 * Takes a use of the code for the order `orderId` names (an id or a subquery of the same batch), in
 * that order's batch. Every rule that others can change meanwhile is checked again as the statement
 * runs: the code still active and in its time, under its total and per-shopper limits counting
 * the live uses of other orders, and the shopper without a paid order for a first-order code — the
 * shopper being every account of theirs (accountsOf: deleted ones and plus-addresses too). When
 * one fails, the code column is null and the batch fails (see isUseRefused).
 */
export function takeUseStatement(
  db: Database,
  use: { codeId: number; userId: number; orderId: number | SQL<number> },
  now = new Date(),
) {
  const at = now.toISOString();
  const shopper = accountsOf(use.userId);
  const others = sql`select count(*) from ${promoCodeUses} join ${orders} on ${orders.id} = ${promoCodeUses.orderId}
    where ${promoCodeUses.codeId} = ${promoCodes.id} and ${promoCodeUses.orderId} <> ${use.orderId} and ${liveOrder}`;
  const allowed = sql`${promoCodes.active} = 1
    and (${promoCodes.startsAt} is null or ${promoCodes.startsAt} <= ${at})
    and (${promoCodes.endsAt} is null or ${promoCodes.endsAt} > ${at})
    and (${promoCodes.maxUses} is null or (${others}) < ${promoCodes.maxUses})
    and (${promoCodes.maxUsesPerShopper} is null
      or (${others} and ${promoCodeUses.userId} in ${shopper}) < ${promoCodes.maxUsesPerShopper})
    and (${promoCodes.firstOrderOnly} = 0
      or not exists (select 1 from ${orders} where ${orders.userId} in ${shopper} and ${orders.paidAt} is not null))`;
  return db.insert(promoCodeUses).select(
    db
      .select({
        orderId: sql<number>`${use.orderId}`.as("order_id"),
        codeId: sql<number>`case when ${allowed} then ${promoCodes.id} end`.as("code_id"),
        userId: sql<number>`${use.userId}`.as("user_id"),
        createdAt: sql<string>`${at}`.as("created_at"),
      })
      .from(promoCodes)
      .where(eq(promoCodes.id, use.codeId)),
  );
}

/** The order's use of a code, if any: removed in the batch that brings a pending order up to date. */
export function dropUseStatement(db: Database, orderId: number | SQL<number>) {
  return db.delete(promoCodeUses).where(eq(promoCodeUses.orderId, orderId));
}

/** The batch failed because the code's use was refused when it ran (another order took the last use, say). */
export function isUseRefused(error: unknown): boolean {
  return isNotNullViolation(error, "promo_code_uses.code_id");
}

/** Why the use was refused when it ran: the check again, now that the race is decided; "used up" if it passes now. */
export async function refusalAfterRace(db: Database, check: CodeCheck): Promise<DomainError> {
  try {
    await applyCode(db, check);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  return refusal("promo_used_up", "usedUp");
}
