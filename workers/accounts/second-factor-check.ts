// Checking a second factor: the authenticator app's code for a step later than the last one taken,
// or an unused recovery code, each by one conditional UPDATE so two requests racing with the same code
// cannot both pass. Apart from enrolment (./two-factor.ts), since the passkey step (./passkey-factor.ts)
// checks codes too and enrolment asks that step for proof: one file each way would import the other.
import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { recoveryCodes, twoFactor } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { refuseWhileThrottled } from "./password-confirmation";
import { forgetAccountFailures, recordSignInFailure, type ThrottleKeys } from "./sign-in-throttle";
import { hashToken } from "./tokens";
import { base32Decode, matchingStep } from "./totp";
import { openTotpSecret } from "./totp-secret-box";

/** What reading and writing the authenticator secret needs (./totp-secret-box.ts). */
export type SecretEnv = Pick<Env, "TWO_FACTOR_KEY">;

export async function isTwoFactorEnabled(db: Database, userId: number): Promise<boolean> {
  const row = await db.query.twoFactor.findFirst({
    where: and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)),
    columns: { userId: true },
  });
  return row !== undefined;
}

export const invalidCode = () => new DomainError("invalid_code", "twoFactor.errors.invalidCode", 400, "code");

/** The authenticator key a row holds, or null when it cannot be read (another key, a tampered row). */
export async function totpKey(env: SecretEnv, row: { userId: number; secret: string }) {
  const secret = await openTotpSecret(env, row.userId, row.secret);
  return secret === null ? null : base32Decode(secret);
}

/** The form a recovery code is hashed in: what people type, without case, spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** Takes the app's code for a step later than the last one taken; false when wrong or already used. */
async function acceptTotp(db: Database, env: SecretEnv, userId: number, code: string, now: number): Promise<boolean> {
  const row = await db.query.twoFactor.findFirst({
    where: and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)),
  });
  const key = row ? await totpKey(env, row) : null;
  if (!row || !key) return false;
  const step = matchingStep(key, code, now);
  if (step === null) return false;
  const taken = await db
    .update(twoFactor)
    .set({ lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastUsedStep, step)))
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/** Spends one unused recovery code; false when it is not one of the account's or was spent. */
async function spendRecoveryCode(db: Database, userId: number, code: string, now: number): Promise<boolean> {
  const codeHash = await hashToken(normalizeRecoveryCode(code));
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now).toISOString() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/** Six digits are the app's code; anything else is tried as a recovery code. */
function acceptSecondFactor(db: Database, env: SecretEnv, userId: number, code: string, now: number): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotp(db, env, userId, code, now) : spendRecoveryCode(db, userId, code, now);
}

/**
 * Checks a second factor under the sign-in throttle, so codes cost guesses exactly as passwords do:
 * refused while the account or address must wait, a wrong code counts as a failed sign-in, a right
 * one ends the account's run of failures. Throws `invalid_code` when wrong or already used.
 */
export async function checkSecondFactor(
  db: Database,
  env: SecretEnv,
  userId: number,
  code: string,
  throttle: ThrottleKeys,
  now = Date.now(),
): Promise<void> {
  await refuseWhileThrottled(db, throttle, now);
  if (!(await acceptSecondFactor(db, env, userId, code, now))) {
    await recordSignInFailure(db, throttle, now);
    throw invalidCode();
  }
  await forgetAccountFailures(db, throttle.email);
}
