// The admin's side of discount codes: making one, pausing it, and what it has done (uses, reserved
// uses, discount given and the revenue of its orders, per currency).
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { SaleType } from "../../../shared/codes";
import { normalizeCode } from "../../../shared/promotions/code";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { orders, promoCodes, promoCodeUses } from "../../db/schema";
import { DomainError } from "../domain-error";
import type { PromoCode } from "./apply";

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

export async function createCode(db: Database, input: NewCode): Promise<PromoCode> {
  const code = normalizeCode(input.code);
  if (!code) throw invalid("code", "code");
  const percent = input.kind === "percent" ? (input.percent ?? null) : null;
  if (input.kind === "percent" && (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 99)) {
    throw invalid("percent", "percent");
  }
  const amountBrlCents = input.kind === "amount" ? (input.amountBrlCents ?? null) : null;
  const amountUsdCents = input.kind === "amount" ? (input.amountUsdCents ?? null) : null;
  // A fixed code gives its amount in both currencies: a shopper in either can use it.
  if (input.kind === "amount" && !(positive(amountBrlCents) && positive(amountUsdCents))) {
    throw invalid("amount_brl", "amounts");
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) throw invalid("ends_at", "period");
  try {
    const [created] = await db
      .insert(promoCodes)
      .values({
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
      })
      .returning();
    if (!created) throw new Error("code insert returned nothing");
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("code_taken", "promotions.admin.errors.taken", 409, "code");
    throw error;
  }
}

function positive(cents: number | null): boolean {
  return cents !== null && Number.isInteger(cents) && cents > 0;
}

/** Pauses or resumes a code at once: a paused code applies to no new order. */
export async function setCodeActive(db: Database, codeId: number, active: boolean): Promise<PromoCode> {
  const [updated] = await db.update(promoCodes).set({ active }).where(eq(promoCodes.id, codeId)).returning();
  if (!updated) throw new DomainError("code_not_found", "promotions.refusals.notFound", 404);
  return updated;
}

export interface CodeStats {
  code: PromoCode;
  /** Paid orders that used it. */
  uses: number;
  /** Unpaid, uncancelled orders holding a use. */
  reserved: number;
  discountGiven: { BRL: number; USD: number };
  /** What its paid orders were charged, per currency. */
  revenue: { BRL: number; USD: number };
}

export async function getCodeStats(db: Database, codeId: number): Promise<CodeStats> {
  const ofCode = (paid: boolean) =>
    and(eq(promoCodeUses.codeId, codeId), paid ? isNotNull(orders.paidAt) : isNull(orders.paidAt));
  const [[code], paid, [reserved]] = await db.batch([
    db.select().from(promoCodes).where(eq(promoCodes.id, codeId)),
    db
      .select({
        currency: orders.currency,
        uses: sql<number>`count(*)`,
        discount: sql<number>`sum(${orders.discountCents})`,
        revenue: sql<number>`sum(${orders.totalCents})`,
      })
      .from(promoCodeUses)
      .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
      .where(ofCode(true))
      .groupBy(orders.currency),
    db
      .select({ reserved: sql<number>`count(*)` })
      .from(promoCodeUses)
      .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
      .where(and(ofCode(false), eq(orders.status, "pendente"))),
  ]);
  if (!code) throw new DomainError("code_not_found", "promotions.refusals.notFound", 404);
  const byCurrency = (field: "discount" | "revenue") => ({
    BRL: paid.find((row) => row.currency === "BRL")?.[field] ?? 0,
    USD: paid.find((row) => row.currency === "USD")?.[field] ?? 0,
  });
  return {
    code,
    uses: paid.reduce((sum, row) => sum + row.uses, 0),
    reserved: reserved?.reserved ?? 0,
    discountGiven: byCurrency("discount"),
    revenue: byCurrency("revenue"),
  };
}
