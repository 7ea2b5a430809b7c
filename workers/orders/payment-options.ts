// What a payment attempt may offer and ask for, from the store's settings and the shopper's record:
// whether Pix can pay the order, how long its code lives, and whether a card payment asks the bank
// for 3-D Secure (which moves fraud liability to the issuer: card fraud and chargebacks are where
// stores of game goods lose money).
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, type PaymentMethod, payments } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { ThreeDSecureRequest } from "../payments/provider";
import type { StoreSettings } from "../settings/store-settings";

export type PaymentSettings = Pick<StoreSettings, "pixEnabled" | "pixExpiryMinutes" | "threeDSecureAboveCents">;

/** Pix pays reais only, and only while the store offers it (otherwise the checkout page explains how to pay with it). */
export function refusePix(method: PaymentMethod, orderCurrency: string, settings: PaymentSettings): void {
  if (method !== "pix") return;
  if (!settings.pixEnabled) throw new DomainError("pix_unavailable", "checkout.pixUnavailable", 422, "paymentMethod");
  if (orderCurrency.toUpperCase() !== "BRL") {
    throw new DomainError("pix_brl_only", "pix.brlOnly", 422, "paymentMethod");
  }
}

/** True when the shopper has never been charged for an order: a first order is the riskiest. */
async function isFirstPaidOrder(db: Database, userId: number): Promise<boolean> {
  const [charged] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.userId, userId), eq(payments.kind, "charge")))
    .limit(1);
  return charged === undefined;
}

/** 3-D Secure on a shopper's first paid order and above the total set in settings; otherwise the provider decides. */
export async function threeDSecureFor(
  db: Database,
  order: { userId: number; totalCents: number },
  settings: PaymentSettings,
): Promise<ThreeDSecureRequest> {
  if (order.totalCents > settings.threeDSecureAboveCents) return "any";
  return (await isFirstPaidOrder(db, order.userId)) ? "any" : "automatic";
}
