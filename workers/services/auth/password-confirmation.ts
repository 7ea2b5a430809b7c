// Asking a signed-in person for their password again before something grave (turning off the
// second factor, deleting the account): under the sign-in throttle, so it is no way to guess it.
import type { Database } from "../../db/client";
import { DomainError } from "../domain-error";
import { verifyPassword } from "./passwords";
import { recordSignInFailure, signInWaitSeconds, type ThrottleKeys } from "./sign-in-throttle";

export const tooManyTries = () => new DomainError("rate_limited", "twoFactor.errors.tooManyTries", 429);

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
  if ((await signInWaitSeconds(db, throttle, now)) > 0) throw tooManyTries();
  if (!(await verifyPassword(password, pepper, account.passwordHash))) {
    await recordSignInFailure(db, throttle, now);
    throw new DomainError("invalid_password", "twoFactor.errors.wrongPassword", 400, "password");
  }
  return throttle;
}
