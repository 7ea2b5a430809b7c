// Two-factor sign-in with an authenticator app (TOTP, RFC 6238): enrolment (a secret, confirmed
// with a first code), ten single-use recovery codes kept hashed, and turning it off. Checking a code
// at sign-in is ./second-factor-check.ts.
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { recoveryCodes, twoFactor, users } from "../db/schema";
import { batchWithinLimits } from "../db/statement-limits";
import { DomainError } from "../kernel/domain-error";
import type { AuthContext } from "./context";
import { sendTwoFactorChangedEmail } from "./emails";
import { type FactorProof, proveExistingFactor } from "./passkey-factor";
import { confirmPassword } from "./password-confirmation";
import {
  checkSecondFactor,
  invalidCode,
  isTwoFactorEnabled,
  normalizeRecoveryCode,
  type SecretEnv,
  totpKey,
} from "./second-factor-check";
import { isStaffAccount, type Viewer } from "./staff-powers";
import { hashToken } from "./tokens";
import { base32Encode, matchingStep, otpauthUri } from "./totp";
import { openTotpSecret, sealTotpSecret } from "./totp-secret-box";

const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
/** Shown to people as two groups of five, e.g. "k7m2p-x9q4r". */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_LENGTH = 10;
/** The name authenticator apps show next to the account. */
export const TOTP_ISSUER = "Gamer Store";

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Database, userId: number): Promise<TwoFactorStatus> {
  const [row, left] = await Promise.all([
    db.query.twoFactor.findFirst({ where: eq(twoFactor.userId, userId), columns: { enabledAt: true } }),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { enabled: Boolean(row?.enabledAt), recoveryCodesLeft: left[0]?.left ?? 0 };
}

const alreadyOn = () => new DomainError("two_factor_already_enabled", "twoFactor.errors.alreadyOn", 409);

/**
 * Starts enrolment, or answers the one already started: a secret not yet in force, with the
 * otpauth:// URI the QR code carries. A pending secret is kept until it is confirmed or `restart`
 * replaces it on purpose, so a reload, a second tab or a double press never turns a QR code the
 * app has already scanned into a stale one. A pending secret that no longer opens (another
 * TWO_FACTOR_KEY) is replaced.
 */
export async function startEnrolment(
  db: Database,
  env: SecretEnv,
  user: { id: number; email: string },
  { restart = false }: { restart?: boolean } = {},
): Promise<{ secret: string; uri: string }> {
  if (await isTwoFactorEnabled(db, user.id)) throw alreadyOn();
  const pending = restart ? null : await pendingEnrolment(db, env, user);
  if (pending) return pending;
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
  const sealed = await sealTotpSecret(env, user.id, secret);
  await db.batch([
    db
      .insert(twoFactor)
      .values({ userId: user.id, secret: sealed })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { secret: sealed, lastUsedStep: 0, enabledAt: null } }),
    // Recovery codes exist only while the second factor is on; none may outlive an earlier try.
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
  ]);
  return { secret, uri: otpauthUri(TOTP_ISSUER, user.email, secret) };
}

/** The enrolment started and not confirmed yet, as startEnrolment answers it; null when there is none. */
export async function pendingEnrolment(
  db: Database,
  env: SecretEnv,
  user: { id: number; email: string },
): Promise<{ secret: string; uri: string } | null> {
  const row = await db.query.twoFactor.findFirst({
    where: and(eq(twoFactor.userId, user.id), isNull(twoFactor.enabledAt)),
  });
  const secret = row ? await openTotpSecret(env, user.id, row.secret) : null;
  return secret ? { secret, uri: otpauthUri(TOTP_ISSUER, user.email, secret) } : null;
}

function randomRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_LENGTH));
  // 256 is not a multiple of 31: the bias (≤ 1 in 8 for a few letters) costs under a bit of the ~49.
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The account's password, checked under the sign-in throttle (a wrong one counts as a failed sign-in). */
export async function confirmAccountPassword(
  db: Database,
  env: Pick<Env, "PASSWORD_PEPPER">,
  userId: number,
  password: string,
  ip: string,
  now: number,
) {
  const account = await db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, passwordHash: true },
  });
  if (!account) throw new DomainError("user_not_found", "auth.messages.userNotFound", 404);
  return confirmPassword(db, env.PASSWORD_PEPPER, account, password, ip, now);
}

/**
 * Confirms enrolment with the account's password and a first code from the app, turns the second
 * factor on, emails the owner, and answers ten new recovery codes (shown once; only their hashes are
 * kept). An account that may enter the admin area also proves a factor it already has, as for adding
 * a passkey (./passkey-factor.ts): one of its passkeys, or with none the code emailed to it
 * (`email_code`), since a sign-in with password and code then opens the admin area. The settings
 * page and POST /api/auth/2fa/enable both call it (decision 038).
 */
export async function enableTwoFactor(
  ctx: AuthContext,
  user: Viewer & { email: string; name: string },
  input: { password: string; code: string; email_code?: string; assertion?: FactorProof["assertion"] },
  now = Date.now(),
) {
  const { db, env, ip } = ctx;
  const userId = user.id;
  const row = await db.query.twoFactor.findFirst({ where: eq(twoFactor.userId, userId) });
  if (row?.enabledAt) throw alreadyOn();
  if (!row) throw new DomainError("two_factor_not_started", "twoFactor.errors.notStarted", 409);
  const code = input.code;
  const throttle = await confirmAccountPassword(db, env, userId, input.password, ip, now);
  if (isStaffAccount(user)) {
    const proof = { code: input.email_code ?? "", assertion: input.assertion ?? null };
    await proveExistingFactor(ctx, user, proof, throttle, now, { purpose: "authenticator", codeField: "email_code" });
  }
  const key = await totpKey(env, row);
  const step = key ? matchingStep(key, code, now) : null;
  if (step === null) throw invalidCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  const hashes = await Promise.all(codes.map((c) => hashToken(normalizeRecoveryCode(c))));
  const enabled = await db
    .update(twoFactor)
    .set({ enabledAt: new Date(now).toISOString(), lastUsedStep: step })
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt), eq(twoFactor.secret, row.secret)))
    .returning({ userId: twoFactor.userId });
  // Another request confirmed (or restarted) enrolment meanwhile: its codes stand, not these.
  if (enabled.length === 0) throw alreadyOn();
  await batchWithinLimits(db, hashes, (part) =>
    db.insert(recoveryCodes).values(part.map((codeHash) => ({ userId, codeHash }))),
  );
  await tellOwnerTwoFactorOn(ctx, userId);
  return { recoveryCodes: codes };
}

/**
 * Turns the second factor off: needs the account's password and a code (or a recovery code). The
 * settings page and POST /api/auth/2fa/disable both call it.
 */
export async function disableTwoFactor(
  { db, env, ip }: AuthContext,
  user: { id: number },
  input: { password: string; code: string },
  now = Date.now(),
): Promise<void> {
  if (!(await isTwoFactorEnabled(db, user.id))) {
    throw new DomainError("two_factor_not_enabled", "twoFactor.errors.notOn", 409);
  }
  const throttle = await confirmAccountPassword(db, env, user.id, input.password, ip, now);
  await checkSecondFactor(db, env, user.id, input.code, throttle, now);
  await db.batch([
    db.delete(twoFactor).where(eq(twoFactor.userId, user.id)),
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
  ]);
}

/** Emails the owner that their second factor is now on, so they learn of it wherever they are signed in. */
async function tellOwnerTwoFactorOn(ctx: AuthContext, userId: number): Promise<void> {
  const account = await ctx.db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, name: true, locale: true },
  });
  if (account) await sendTwoFactorChangedEmail(ctx, account, "twoFactorOn");
}
