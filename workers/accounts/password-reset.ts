// Forgot password → an emailed link (30 minutes, single use) → a new password, which ends every
// session of the account.
import { eq, sql } from "drizzle-orm";
import { passwordResetTokens, users } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { type AuthContext, afterAnswering } from "./context";
import { limitEmailRequest } from "./email-verification";
import { sendPasswordResetEmail } from "./emails";
import { hashPassword } from "./passwords";
import { forgetAccountFailures } from "./sign-in-throttle";
import { claimToken, issueToken, RESET_TOKEN_TTL_MS, tokenIsLive } from "./tokens";
import { endAllSessions, findUserByEmail } from "./users";

/** Answers the same, in the same time, for every email; only an active account gets a link. */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  await limitEmailRequest(ctx, email);
  afterAnswering(ctx, "password_reset_email_failed", async () => {
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.disabledAt) {
      const token = await issueToken(ctx.db, passwordResetTokens, user.id, RESET_TOKEN_TTL_MS);
      await sendPasswordResetEmail(ctx, user, token);
    }
  });
}

/**
 * Whether a reset link still works: checked when the link is opened, so a used, expired or altered
 * link says so at once instead of after the new password was typed twice. It uses nothing up.
 */
export function resetLinkIsLive(ctx: Pick<AuthContext, "db">, token: string): Promise<boolean> {
  return tokenIsLive(ctx.db, passwordResetTokens, token);
}

/**
 * Sets the new password and ends every session of the account. The link came from the account's
 * mailbox, so it also confirms the email address if that was still pending. An unknown, used or
 * expired link is refused (400 invalid_token).
 */
export async function resetPassword(
  ctx: Pick<AuthContext, "db" | "env">,
  input: { token: string; password: string },
): Promise<void> {
  const claim = await claimToken(ctx.db, passwordResetTokens, input.token);
  if (claim.status !== "claimed") throw new DomainError("invalid_token", "auth.messages.invalidResetToken", 400);
  const passwordHash = await hashPassword(input.password, ctx.env.PASSWORD_PEPPER);
  const now = new Date().toISOString();
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, claim.userId), columns: { email: true } });
  await ctx.db.batch([
    ctx.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, claim.userId)),
    endAllSessions(ctx.db, claim.userId),
    // The owner proved they hold the mailbox: earlier failed sign-ins no longer slow them down.
    forgetAccountFailures(ctx.db, user?.email ?? ""),
  ]);
}
