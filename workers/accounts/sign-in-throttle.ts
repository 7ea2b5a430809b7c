// Slowing down password guessing without locking out real shoppers (docs/decisions/013-rate-limits.md).
// Only failed sign-ins count, kept in D1 (exact, and readable before an attempt, which the rate-limit
// bindings are not): per account, a few free mistakes and then a doubling wait; per client address,
// a budget sized for a carrier's CGNAT or a LAN house sharing one address.
import { eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { signInFailures } from "../db/schema";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Per account: this many failures cost nothing; each further one doubles the wait, up to the cap. */
const ACCOUNT_FREE_FAILURES = 4;
const ACCOUNT_FIRST_WAIT_MS = 2 * SECOND;
const ACCOUNT_MAX_WAIT_MS = 15 * MINUTE;
/** An account's run of failures is forgotten after this long without one (and at its next success). */
const ACCOUNT_MEMORY_MS = 60 * MINUTE;

/** Per client address: this many failures in a window, then no sign-in from it until the window ends. */
export const ADDRESS_FAILURE_LIMIT = 100;
const ADDRESS_WINDOW_MS = 15 * MINUTE;

/** Rows nobody has failed on for this long are deleted while recording a new failure. */
const FORGET_AFTER_MS = 24 * 60 * MINUTE;

export interface ThrottleKeys {
  /** The normalised email the sign-in names, whether or not it has an account (no enumeration). */
  email: string;
  ip: string;
}

const accountKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** The wait after the `failures`-th failure in a row on one account, in milliseconds. */
export function accountWaitMs(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_WAIT_MS, ACCOUNT_FIRST_WAIT_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1));
}

/** Seconds to wait before this account may be tried from this address; 0 when it may go on. */
export async function signInWaitSeconds(db: Database, keys: ThrottleKeys, now = Date.now()): Promise<number> {
  const rows = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(inArray(signInFailures.key, [accountKey(keys.email), addressKey(keys.ip)]));
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil));
  return until > now ? Math.ceil((until - now) / SECOND) : 0;
}

/** Adds one failure to `key`'s run, or starts a new run when `startsOver` holds for the stored row. */
function countFailure(db: Database, key: string, startsOver: SQL, now: number) {
  const t = signInFailures;
  return db
    .insert(t)
    .values({ key, failures: 1, windowStartedAt: now, lastFailedAt: now, blockedUntil: 0 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`CASE WHEN ${startsOver} THEN 1 ELSE ${t.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${startsOver} THEN ${now} ELSE ${t.windowStartedAt} END`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: t.failures, windowStartedAt: t.windowStartedAt });
}

/** Counts one failed sign-in against the account and the address, and sets their waits. */
export async function recordSignInFailure(db: Database, keys: ThrottleKeys, now = Date.now()): Promise<void> {
  const t = signInFailures;
  const [account, address] = await db.batch([
    countFailure(db, accountKey(keys.email), sql`${t.lastFailedAt} < ${now - ACCOUNT_MEMORY_MS}`, now),
    countFailure(db, addressKey(keys.ip), sql`${t.windowStartedAt} <= ${now - ADDRESS_WINDOW_MS}`, now),
    db.delete(t).where(lt(t.lastFailedAt, now - FORGET_AFTER_MS)),
  ]);
  const accountWait = accountWaitMs(account[0]?.failures ?? 0);
  if (accountWait > 0) {
    await db
      .update(t)
      .set({ blockedUntil: sql`max(${t.blockedUntil}, ${now + accountWait})` })
      .where(eq(t.key, accountKey(keys.email)));
  }
  const addressRow = address[0];
  if (addressRow && addressRow.failures >= ADDRESS_FAILURE_LIMIT) {
    await db
      .update(t)
      .set({ blockedUntil: addressRow.windowStartedAt + ADDRESS_WINDOW_MS })
      .where(eq(t.key, addressKey(keys.ip)));
  }
}

/** A correct password (or a password reset) ends the account's run of failures. */
export function forgetAccountFailures(db: Database, email: string) {
  return db.delete(signInFailures).where(eq(signInFailures.key, accountKey(email)));
}
