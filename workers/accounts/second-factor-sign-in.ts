// The second step of signing in, for accounts with two-factor on: the password step (./login.ts)
// left a short-lived signed note of who passed it (workers/edge/sign-in-cookies.ts); here the code
// (or a recovery code) finishes the sign-in, under the same throttle as passwords.
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { AuthContext } from "./context";
import type { PendingSignIn, SignedInAccount } from "./login";
import { checkSecondFactor } from "./second-factor-check";

export const signInExpired = () => new DomainError("two_factor_expired", "twoFactor.errors.expired", 401);

export async function finishSecondFactorSignIn(
  ctx: AuthContext,
  pending: PendingSignIn,
  code: string,
): Promise<SignedInAccount> {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, pending.userId) });
  if (!user || user.disabledAt || user.sessionVersion !== pending.sessionVersion) throw signInExpired();
  await checkSecondFactor(ctx.db, ctx.env, user.id, code, { email: user.email, ip: ctx.ip });
  return {
    id: user.id,
    name: user.name,
    isAdmin: user.isAdmin,
    sessionVersion: user.sessionVersion,
    signedInWith: "password_and_code",
  };
}
