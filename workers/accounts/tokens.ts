// One-time tokens for email verification and password reset: 256 random bits, sent only in the
// email; the database keeps their SHA-256, an expiry, and when they were used (single use).
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import type { emailVerificationTokens, passwordResetTokens } from "../db/schema";

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const TOKEN_BYTES = 32;

export type TokenTable = typeof emailVerificationTokens | typeof passwordResetTokens;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** A new one-time token: 256 random bits, URL-safe (what goes in the email; the database keeps `hashToken`'s). */
export function newToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A new token for `userId`. The user's earlier unused tokens of the same kind count as used from
 * now on, so only the newest email's link is live.
 */
export async function issueToken(db: Database, table: TokenTable, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  const now = Date.now();
  await db.batch([
    db
      .update(table)
      .set({ usedAt: new Date(now).toISOString() })
      .where(and(eq(table.userId, userId), isNull(table.usedAt))),
    db.insert(table).values({
      userId,
      tokenHash: await hashToken(token),
      expiresAt: new Date(now + ttlMs).toISOString(),
      createdAt: new Date(now).toISOString(),
    }),
  ]);
  return token;
}

export type TokenClaim =
  | { status: "claimed"; userId: number }
  /** Known but already used or expired: the owner is known, the token does nothing. */
  | { status: "spent"; userId: number }
  | { status: "unknown" };

/**
 * Whether a token would be claimed now (known, unused, not expired), without using it: a page can
 * say a link is spent before anyone types anything.
 */
export async function tokenIsLive(db: Database, table: TokenTable, token: string): Promise<boolean> {
  const [live] = await db
    .select({ userId: table.userId })
    .from(table)
    .where(
      and(
        eq(table.tokenHash, await hashToken(token)),
        isNull(table.usedAt),
        gt(table.expiresAt, new Date().toISOString()),
      ),
    );
  return live !== undefined;
}

/**
 * Uses a token once. The claim is one conditional UPDATE, so two requests racing with the same
 * token cannot both succeed.
 */
export async function claimToken(db: Database, table: TokenTable, token: string): Promise<TokenClaim> {
  const tokenHash = await hashToken(token);
  const now = new Date().toISOString();
  const [claimed] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  if (claimed) return { status: "claimed", userId: claimed.userId };
  const [known] = await db.select({ userId: table.userId }).from(table).where(eq(table.tokenHash, tokenHash));
  return known ? { status: "spent", userId: known.userId } : { status: "unknown" };
}
