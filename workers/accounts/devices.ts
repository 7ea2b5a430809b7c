// Browsers an account signs in from: each carries a random id in a long-lived cookie (set at the
// edge, workers/edge/sign-in-cookies.ts); the database keeps its hash per account. A sign-in from
// one the account has not used before emails the owner, except the account's very first, which is
// the owner's own sign-in right after registering.
import { and, count, eq } from "drizzle-orm";
import { knownDevices } from "../db/schema";
import type { AuthContext } from "./context";
import { sendNewSignInEmail } from "./emails";
import { type SignInSeen, signInStatement } from "./sign-ins";
import { hashToken } from "./tokens";

/** Notes the browser of a successful sign-in and, in the same batch, the sign-in itself (./sign-ins.ts). */
export async function noteSignInDevice(
  ctx: AuthContext,
  userId: number,
  deviceId: string,
  signIn: SignInSeen,
  now = new Date(),
) {
  const deviceHash = await hashToken(deviceId);
  const [seen, devices] = await ctx.db.batch([
    ctx.db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash))),
    ctx.db.select({ devices: count() }).from(knownDevices).where(eq(knownDevices.userId, userId)),
    ctx.db
      .insert(knownDevices)
      .values({ userId, deviceHash, lastSeenAt: now.toISOString() })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.deviceHash],
        set: { lastSeenAt: now.toISOString() },
      }),
    signInStatement(ctx.db, userId, signIn, now),
  ]);
  if (seen.length > 0 || (devices[0]?.devices ?? 0) === 0) return;
  const user = await ctx.db.query.users.findFirst({
    where: (users, { eq: equals }) => equals(users.id, userId),
    columns: { email: true, name: true, locale: true },
  });
  if (user) sendNewSignInEmail(ctx, user, now);
}
