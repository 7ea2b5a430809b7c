// Confirming an email address with the link from the verification email, and sending a new link.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailVerificationTokens, users } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { enforceRateLimits } from "../kernel/rate-limit";
import { type AuthContext, afterAnswering } from "./context";
import { sendVerificationEmail } from "./emails";
import { claimToken, issueToken, VERIFICATION_TOKEN_TTL_MS } from "./tokens";
import { findUserByEmail } from "./users";

/** What a verification link did: confirmed the address now, or found it confirmed already. */
export type EmailVerification = "verified" | "already_verified";

const invalidLink = () => new DomainError("invalid_token", "auth.messages.invalidVerificationToken", 400);

/** Confirms the address the link was sent to; refuses (400 invalid_token) a link that confirms nothing. */
export async function verifyEmail(db: Database, token: string): Promise<EmailVerification> {
  const claim = await claimToken(db, emailVerificationTokens, token);
  if (claim.status === "unknown") throw invalidLink();
  if (claim.status === "claimed") {
    const [updated] = await db
      .update(users)
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where(and(eq(users.id, claim.userId), isNull(users.emailVerifiedAt)))
      .returning({ id: users.id });
    return updated ? "verified" : "already_verified";
  }
  // A used or expired link still says "already verified" once the address is confirmed.
  const user = await db.query.users.findFirst({
    where: eq(users.id, claim.userId),
    columns: { emailVerifiedAt: true },
  });
  if (!user?.emailVerifiedAt) throw invalidLink();
  return "already_verified";
}

/** Email-sending requests are limited per IP and per recipient (429), so nobody can flood a mailbox. */
export async function limitEmailRequest(ctx: AuthContext, email: string): Promise<void> {
  await enforceRateLimits(ctx.env, [
    ["emailPerIp", `ip:${ctx.ip}`],
    ["emailPerRecipient", `to:${email}`],
  ]);
}

/** Answers the same, in the same time, for every email; only an unverified, active account gets a new link. */
export async function resendVerification(ctx: AuthContext, email: string): Promise<void> {
  await limitEmailRequest(ctx, email);
  afterAnswering(ctx, "verification_email_failed", async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.emailVerifiedAt && !user.disabledAt) {
      const token = await issueToken(ctx.db, emailVerificationTokens, user.id, VERIFICATION_TOKEN_TTL_MS);
      await sendVerificationEmail(ctx, user, token);
    }
  });
}
