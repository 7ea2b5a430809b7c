// Asking a signed-in person for their password again before something grave (turning off the
// second factor, deleting the account): under the sign-in throttle, so it is no way to guess it.
import type { Database } from "../db/client";
import { DomainError, rateLimited } from "../kernel/domain-error";
import { verifyPassword } from "./passwords";
import { recordSignInFailure, signInWaitSeconds, type ThrottleKeys } from "./sign-in-throttle";

/** Refuses (429, with how long to wait and Retry-After) while the account or address must wait. */
export async function refuseWhileThrottled(db: Database, throttle: ThrottleKeys, now = Date.now()): Promise<void> {
  const wait = await signInWaitSeconds(db, throttle, now);
  if (wait > 0) throw rateLimited(wait);
}

/** Refuses a wrong password (counted as a failed sign-in); answers the throttle keys for the next check. */
export async function confirmPassword(
  db: Database,
  pepper: string,
  account: { email: string; passwordHash: string },
  password: string,
  ip: string,
  now = Date.now(),
): Promise<ThrottleKeys> {
  const throttle = { email: account.email, ip };
  await refuseWhileThrottled(db, throttle, now);
  if (!(await verifyPassword(password, pepper, account.passwordHash))) {
    await recordSignInFailure(db, throttle, now);
    throw new DomainError("invalid_password", "twoFactor.errors.wrongPassword", 400, "password");
  }
  return throttle;
}
