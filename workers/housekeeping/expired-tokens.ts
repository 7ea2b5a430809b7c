// Verification and reset tokens are useless once expired or used; keeping them only keeps hashes of
// secrets around. A day's margin keeps the "this link was already used" answer for recent clicks.
import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailVerificationTokens, passwordResetTokens } from "../db/schema";

const KEEP_MS = 24 * 60 * 60 * 1000;

export async function deleteExpiredTokens(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MS).toISOString();
  const spent = (table: typeof emailVerificationTokens | typeof passwordResetTokens) =>
    or(lt(table.expiresAt, before), and(isNotNull(table.usedAt), lt(table.usedAt, before)));
  const [verification, reset] = await db.batch([
    db
      .delete(emailVerificationTokens)
      .where(spent(emailVerificationTokens))
      .returning({ id: emailVerificationTokens.id }),
    db.delete(passwordResetTokens).where(spent(passwordResetTokens)).returning({ id: passwordResetTokens.id }),
  ]);
  return verification.length + reset.length;
}
