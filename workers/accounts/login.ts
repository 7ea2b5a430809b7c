// Signing in: the per-address attempt limit and the failure throttle (per account and per address),
// then the password, then the account's state. Only failures count against the account
// (docs/decisions/013-rate-limits.md).
import { eq } from "drizzle-orm";
import type { LoginInput } from "../../shared/auth/schemas";
import { users } from "../db/schema";
import { DomainError, rateLimited } from "../kernel/domain-error";
import { enforceRateLimits } from "../kernel/rate-limit";
import type { SignInMethod } from "./admin-access";
import type { AuthContext } from "./context";
import { PBKDF2_ITERATIONS, verifyPassword } from "./passwords";
import { isTwoFactorEnabled } from "./second-factor-check";
import { forgetAccountFailures, recordSignInFailure, signInWaitSeconds } from "./sign-in-throttle";
import { findUserByEmail } from "./users";

/**
 * Checked against when no account has the email, so a wrong email costs the same time as a wrong
 * password and response times do not reveal which emails have accounts.
 */
const UNKNOWN_USER_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

/** Who passed the password step, as the signed note carries it. */
export interface PendingSignIn {
  userId: number;
  /** The account's session version then: a password reset since voids the note. */
  sessionVersion: number;
}

/** Who signed in, for the session and the answer. */
export interface SignedInAccount {
  id: number;
  name: string;
  isAdmin: boolean;
  sessionVersion: number;
  signedInWith: SignInMethod;
  /** The passkey signed in with: the session it opens ends when the passkey is removed. */
  passkeyId?: number;
}

/** The outcome of the password step: signed in, or (two-factor on) the code comes next (./second-factor-sign-in.ts). */
export type LoginOutcome =
  | { kind: "signed_in"; account: SignedInAccount }
  | { kind: "two_factor_required"; pending: PendingSignIn };

/**
 * The account the email and password open. Refuses with 429 while the address or the account must
 * wait, 401 for wrong credentials, 403 for a disabled account and, only to someone who knows the
 * password, 403 email_not_verified.
 */
export async function logIn(ctx: AuthContext, input: LoginInput): Promise<LoginOutcome> {
  // Every attempt, success or not, counts here, with a budget a shared address does not reach.
  await enforceRateLimits(ctx.env, [["login", `ip:${ctx.ip}`]]);
  const keys = { email: input.email, ip: ctx.ip };
  const wait = await signInWaitSeconds(ctx.db, keys);
  if (wait > 0) throw rateLimited(wait);

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(
    input.password,
    ctx.env.PASSWORD_PEPPER,
    user?.passwordHash ?? UNKNOWN_USER_HASH,
  );
  if (!user || !passwordMatches) {
    await recordSignInFailure(ctx.db, keys);
    throw new DomainError("invalid_credentials", "auth.messages.invalidCredentials", 401);
  }
  if (await isTwoFactorEnabled(ctx.db, user.id)) {
    // The account's run of failures goes on until the code is right too: a thief who has the
    // password must not get fresh free guesses at the code by typing the password again.
    if (user.disabledAt) throw new DomainError("account_disabled", "auth.messages.accountDisabled", 403);
    return { kind: "two_factor_required", pending: { userId: user.id, sessionVersion: user.sessionVersion } };
  }
  // The password was right: whatever the account's state, this was no guess.
  await forgetAccountFailures(ctx.db, input.email);
  if (user.disabledAt) throw new DomainError("account_disabled", "auth.messages.accountDisabled", 403);
  if (!user.emailVerifiedAt) throw new DomainError("email_not_verified", "auth.messages.emailNotVerified", 403);

  // Emails follow the language the person last signed in with.
  if (user.locale !== ctx.language) {
    await ctx.db.update(users).set({ locale: ctx.language }).where(eq(users.id, user.id));
  }
  return {
    kind: "signed_in",
    account: {
      id: user.id,
      name: user.name,
      isAdmin: user.isAdmin,
      sessionVersion: user.sessionVersion,
      signedInWith: "password",
    },
  };
}
