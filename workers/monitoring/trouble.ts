// The admin dashboard's "trouble" card: the last day's 5xx answers, payment events the store
// refused or held for review, and the emails and refunds still not done (the outbox), read from
// D1 in one round trip, with the servers whose stock is at or below the "only N left" threshold.
import { and, count, desc, gte, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { paymentEvents, serverErrors } from "../db/schema";
import { stuckEffectCount } from "../effects/stuck";
import { storeSettingsQuery, toStoreSettings } from "../settings/store-settings";
import { scarcestStockQuery } from "../stock/stock-lines";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_APPLIED = ["refused", "review"] as const;

export async function troubleOfLastDay(db: Database, now = new Date()) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const refusedSince = and(gte(paymentEvents.receivedAt, since), inArray(paymentEvents.outcome, [...NOT_APPLIED]));
  const [errors, latestErrors, refusals, latestRefusals, stuck, scarce, settingRows] = await db.batch([
    db.select({ n: count() }).from(serverErrors).where(gte(serverErrors.createdAt, since)),
    db
      .select({
        requestId: serverErrors.requestId,
        method: serverErrors.method,
        path: serverErrors.path,
        status: serverErrors.status,
        createdAt: serverErrors.createdAt,
      })
      .from(serverErrors)
      .where(gte(serverErrors.createdAt, since))
      .orderBy(desc(serverErrors.createdAt))
      .limit(5),
    db.select({ n: count() }).from(paymentEvents).where(refusedSince),
    db
      .select({
        eventId: paymentEvents.eventId,
        type: paymentEvents.type,
        orderId: paymentEvents.orderId,
        outcome: paymentEvents.outcome,
        reason: paymentEvents.reason,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .where(refusedSince)
      .orderBy(desc(paymentEvents.receivedAt))
      .limit(5),
    stuckEffectCount(db),
    // Servers running low (issue 50): at or below the "only N left" threshold the admin set.
    scarcestStockQuery(db),
    storeSettingsQuery(db),
  ]);
  const threshold = toStoreSettings(settingRows).lowStockThreshold;
  return {
    serverErrors: errors[0]?.n ?? 0,
    latestServerErrors: latestErrors,
    paymentRefusals: refusals[0]?.n ?? 0,
    latestPaymentRefusals: latestRefusals,
    stuckEffects: stuck[0]?.n ?? 0,
    lowStock: scarce.filter((line) => line.units <= threshold),
    lowStockThreshold: threshold,
  };
}

export type TroubleOfLastDay = Awaited<ReturnType<typeof troubleOfLastDay>>;
