// The Cron Trigger's work (wrangler.toml [triggers]): each job is idempotent and safe to run twice
// at once, and one failing job does not stop the others. One JSON log line per job. The outbox's
// sweep sends again the effects no queue message carries (docs/decisions/028-durable-effects.md).

import { markUnmarkedShoppers } from "../accounts/shopper-mark";
import { forgetOldSignIns } from "../accounts/sign-ins";
import { forgetContactPressKeys } from "../contact/contact-messages";
import type { Database } from "../db/client";
import { createMailer } from "../effects/mailer";
import { attemptEffect, effectRunnerFor, resendOverdueEffects } from "../effects/runner";
import { logLine } from "../kernel/log";
import { publicOrigin } from "../kernel/public-origin";
import { pruneServerErrors } from "../monitoring/server-errors";
import { compensateLateOrders } from "../orders/compensation";
import { submitDueEvidence } from "../orders/dispute-submission";
import { orderEffectRunnerFor } from "../orders/order-effects";
import { holdDecisionDepsFor } from "../orders/payment-webhook-deps";
import { refundOverdueHolds } from "../orders/risk-holds";
import { forgetOldPresses } from "../presses/presses";
import { tellRestocked } from "../stock/alerts";
import { releaseLapsedHolds } from "../stock/holds";
import { refreshDeliveryStats } from "../trust/delivery-stats";
import { refreshTrustFigures } from "../trust/trust-figures";
import { compensationDepsFor } from "./compensation-deps";
import { deleteDeadSessions } from "./dead-sessions";
import { expireUnpaidOrders } from "./expire-unpaid-orders";
import { deleteExpiredTokens } from "./expired-tokens";

export type HousekeepingJob =
  | "expireUnpaidOrders"
  | "releaseLapsedHolds"
  | "tellRestocked"
  | "compensateLateOrders"
  | "submitDueEvidence"
  | "refundOverdueHolds"
  | "deleteExpiredTokens"
  | "deleteDeadSessions"
  | "forgetOldSignIns"
  | "forgetOldPresses"
  | "pruneServerErrors"
  | "resendOverdueEffects"
  | "refreshDeliveryStats"
  | "refreshTrustFigures"
  | "markShoppers";

export type HousekeepingReport = Record<HousekeepingJob, { changed: number } | { failed: string }>;

export async function runHousekeeping(db: Database, env: Env, now: Date): Promise<HousekeepingReport> {
  const jobs: Record<HousekeepingJob, () => Promise<number>> = {
    expireUnpaidOrders: () => expireUnpaidOrders(db, now),
    // Stock held by payment sessions that can no longer be paid is free for others again.
    releaseLapsedHolds: () => releaseLapsedHolds(db, now),
    // Who asked to be told when a sold-out offer is back, once it is (issue 50).
    tellRestocked: () => tellRestocked({ db, mailer: createMailer(env, db), origin: publicOrigin(env) }, now),
    // async: a store without a payment provider fails this job alone, not the run.
    compensateLateOrders: async () => compensateLateOrders(compensationDepsFor(db, env), now),
    // A dispute nobody answered gets its evidence a day before the bank's deadline (issue 51).
    submitDueEvidence: () =>
      submitDueEvidence({ db, runEffect: (key) => attemptEffect(orderEffectRunnerFor(env, db), key) }, now),
    // A held order nobody reviewed before its deadline is refunded in full (issue 51).
    refundOverdueHolds: () => refundOverdueHolds(holdDecisionDepsFor(db, env), now),
    deleteExpiredTokens: () => deleteExpiredTokens(db, now),
    deleteDeadSessions: () => deleteDeadSessions(db, env.SESSIONS),
    // The sign-in history is kept 400 days (issue 51), the oldest forgotten a bounded number per run.
    forgetOldSignIns: () => forgetOldSignIns(db, now),
    // The contact form's keys (kept beside its messages: a visitor has no account) go with them.
    forgetOldPresses: async () => (await forgetOldPresses(db, now)) + (await forgetContactPressKeys(db, now)),
    pruneServerErrors: () => pruneServerErrors(db, now),
    resendOverdueEffects: () => resendOverdueEffects(effectRunnerFor(env, db), now),
    // Every run, so the measured delivery figures are never more than one schedule (5 minutes) old.
    refreshDeliveryStats: () => refreshDeliveryStats(db, now),
    refreshTrustFigures: () => refreshTrustFigures(db, now),
    // Accounts older than shopper marks get theirs, so discount code limits see all of a shopper's accounts.
    markShoppers: () => markUnmarkedShoppers(db, env),
  };
  const names = Object.keys(jobs) as HousekeepingJob[];
  const outcomes = await Promise.allSettled(names.map((name) => jobs[name]()));
  const report = {} as HousekeepingReport;
  names.forEach((name, index) => {
    const outcome = outcomes[index];
    report[name] = outcome?.status === "fulfilled" ? { changed: outcome.value } : { failed: String(outcome?.reason) };
    logLine("failed" in report[name] ? "error" : "info", { event: "housekeeping", job: name, ...report[name] });
  });
  return report;
}
