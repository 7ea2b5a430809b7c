// Confirming an email address with the link from the verification email, and sending a new link.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailVerificationTokens, users } from "../../db/schema";
import { consumeRateLimits } from "../rate-limit";
import type { AuthContext } from "./context";
import { sendVerificationEmail } from "./emails";
import { claimToken, issueToken, VERIFICATION_TOKEN_TTL_MS } from "./tokens";
import { findUserByEmail } from "./users";

export type VerifyEmailResult = { kind: "verified" } | { kind: "already_verified" } | { kind: "invalid" };

export async function verifyEmail(db: Database, token: string): Promise<VerifyEmailResult> {
  const claim = await claimToken(db, emailVerificationTokens, token);
  if (claim.status === "unknown") return { kind: "invalid" };
  if (claim.status === "claimed") {
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(and(eq(users.id, claim.userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return updated ? { kind: "verified" } : { kind: "already_verified" };
  }
  // A used or expired link still says "already verified" once the address is confirmed.
  const user = await db.query.users.findFirst({
    where: eq(users.id, claim.userId),
    columns: { emailVerifiedAt: true },
  });
  return user?.emailVerifiedAt ? { kind: "already_verified" } : { kind: "invalid" };
}

/** Email-sending requests are limited per IP and per recipient, so nobody can flood a mailbox. */
export async function limitEmailRequest(ctx: AuthContext, email: string) {
  return consumeRateLimits(ctx.env, [
    ["emailPerIp", `ip:${ctx.ip}`],
    ["emailPerRecipient", `to:${email}`],
  ]);
}

export type EmailRequestResult = { kind: "accepted" } | { kind: "rate_limited"; retryAfterSeconds: number };

/** Answers the same for every email; only an unverified, active account gets a new link. */
export async function resendVerification(ctx: AuthContext, email: string): Promise<EmailRequestResult> {
  const limit = await limitEmailRequest(ctx, email);
  if (!limit.allowed) return { kind: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt && !user.disabledAt) {
    const token = await issueToken(ctx.db, emailVerificationTokens, user.id, VERIFICATION_TOKEN_TTL_MS);
    await sendVerificationEmail(ctx, user, token);
  }
  return { kind: "accepted" };
}
