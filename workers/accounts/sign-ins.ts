// The account's sign-in history (issue 51): one row per successful sign-in, written in the batch
// that notes the browser (./devices.ts). A dispute's evidence lists the sign-ins around the purchase
// (a bank asks whether the card holder used the account then, and from where); the shopper gets
// them in their data export. Kept 400 days (as long as a browser keeps the device cookie), erased
// with the account.
import { and, asc, eq, gte, inArray, lt, lte } from "drizzle-orm";
import type { Database } from "../db/client";
import { signIns } from "../db/schema";
import type { ShopperOrigin } from "../kernel/audit-log";
import type { SignInMethod } from "./admin-access";

/** A sign-in as the edge saw it: from where, with which browser, how. */
export interface SignInSeen {
  from: ShopperOrigin;
  /** "Chrome, Windows", or the user agent's start; null without one. */
  device: string | null;
  method: SignInMethod;
}

export function signInStatement(db: Database, userId: number, seen: SignInSeen, now: Date) {
  return db.insert(signIns).values({
    userId,
    at: now.toISOString(),
    ip: seen.from.ip,
    country: seen.from.country,
    method: seen.method,
    device: seen.device,
  });
}

/** What a sign-in shows (the evidence pack, the export): everything but the row's id and account. */
const shownFields = {
  at: signIns.at,
  ip: signIns.ip,
  country: signIns.country,
  method: signIns.method,
  device: signIns.device,
};

/** The account's sign-ins from `from` to `to` (inclusive), oldest first, at most `limit`. */
export function signInsBetween(db: Database, userId: number, from: string, to: string, limit: number) {
  return db
    .select(shownFields)
    .from(signIns)
    .where(and(eq(signIns.userId, userId), gte(signIns.at, from), lte(signIns.at, to)))
    .orderBy(asc(signIns.at), asc(signIns.id))
    .limit(limit);
}

/** Every sign-in the store keeps of the account, oldest first (the data export). */
export function signInsOf(db: Database, userId: number) {
  return db
    .select(shownFields)
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(asc(signIns.at), asc(signIns.id));
}

export function deleteSignInsOf(db: Database, userId: number) {
  return db.delete(signIns).where(eq(signIns.userId, userId));
}

/** Sign-ins older than this are forgotten: a browser forgets the device cookie after 400 days too. */
export const SIGN_IN_KEEP_DAYS = 400;
/** Rows forgotten per housekeeping run (every 5 minutes), so one run stays one short statement. */
const FORGET_PER_RUN = 500;

/** Housekeeping: forgets the oldest sign-ins past the keeping time, a bounded number per run. */
export async function forgetOldSignIns(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const oldest = db.select({ id: signIns.id }).from(signIns).where(lt(signIns.at, before)).limit(FORGET_PER_RUN);
  const gone = await db.delete(signIns).where(inArray(signIns.id, oldest)).returning({ id: signIns.id });
  return gone.length;
}
