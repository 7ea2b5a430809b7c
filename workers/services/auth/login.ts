// Signing in: the per-address attempt limit and the failure throttle (per account and per address),
// then the password, then the account's state. Only failures count against the account
// (docs/decisions/013-rate-limits.md).
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { consumeRateLimit } from "../rate-limit";
import type { AuthContext } from "./context";
import { PBKDF2_ITERATIONS, verifyPassword } from "./passwords";
import type { LoginInput } from "./schemas";
import { forgetAccountFailures, recordSignInFailure, signInWaitSeconds } from "./sign-in-throttle";
import { isTwoFactorEnabled } from "./two-factor";
import { findUserByEmail } from "./users";

/**
 * Checked against when no account has the email, so a wrong email costs the same time as a wrong
 * password and response times do not reveal which emails have accounts.
 */
const UNKNOWN_USER_HASH = `pbkdf2-sha256$${PBKDF2_ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export interface SignedInUser {
  id: number;
  name: string;
  isAdmin: boolean;
  sessionVersion: number;
}

export type LoginResult =
  | { kind: "signed_in"; user: SignedInUser }
  /** The password was right; the code comes next (./second-factor-sign-in.ts). */
  | { kind: "two_factor_required"; pending: { userId: number; sessionVersion: number } }
  | { kind: "invalid_credentials" }
  /** Only told to someone who knows the password (spec: 403 email_not_verified). */
  | { kind: "email_not_verified"; email: string }
  | { kind: "disabled" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export async function logIn(ctx: AuthContext, input: LoginInput): Promise<LoginResult> {
  // Every attempt, success or not, counts here, with a budget a shared address does not reach.
  const limit = await consumeRateLimit(ctx.env, "login", `ip:${ctx.ip}`);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  const keys = { email: input.email, ip: ctx.ip };
  const wait = await signInWaitSeconds(ctx.db, keys);
  if (wait > 0) return { kind: "rate_limited", retryAfterSeconds: wait };

  const user = await findUserByEmail(ctx.db, input.email);
  const passwordMatches = await verifyPassword(
    input.password,
    ctx.env.PASSWORD_PEPPER,
    user?.passwordHash ?? UNKNOWN_USER_HASH,
  );
  if (!user || !passwordMatches) {
    await recordSignInFailure(ctx.db, keys);
    return { kind: "invalid_credentials" };
  }
  if (await isTwoFactorEnabled(ctx.db, user.id)) {
    // The account's run of failures goes on until the code is right too: a thief who has the
    // password must not get fresh free guesses at the code by typing the password again.
    if (user.disabledAt) return { kind: "disabled" };
    return { kind: "two_factor_required", pending: { userId: user.id, sessionVersion: user.sessionVersion } };
  }
  // The password was right: whatever the account's state, this was no guess.
  await forgetAccountFailures(ctx.db, input.email);
  if (user.disabledAt) return { kind: "disabled" };
  if (!user.emailVerifiedAt) return { kind: "email_not_verified", email: user.email };

  // Emails follow the language the person last signed in with.
  if (user.locale !== ctx.language) {
    await ctx.db.update(users).set({ locale: ctx.language }).where(eq(users.id, user.id));
  }
  return {
    kind: "signed_in",
    user: { id: user.id, name: user.name, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion },
  };
}
