// What D1 says now of sign-ins: whether each still holds and what admin powers it carries. A sign-in
// holds while its account exists and is not disabled, still has the session version it was opened
// under (a password reset or a disable bumps it) and, when a passkey opened it, that passkey is still
// the account's (removing a passkey ends the sessions it opened). Read for each request's session
// (./sessions.ts) and on each use of a long-lived connection (./live-grants.ts), so a page, an
// endpoint and a chat frame all get the same answer, from one round trip per 90 accounts.
import { inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passkeys, twoFactor, users } from "../../db/schema";
import { getCurrentStoreSettings } from "../settings/store-settings";
import { type AdminAccess, adminAccess } from "./admin-access";
import type { SignInMethod } from "./sessions";

/** What a session (or a connection opened from one) says of its sign-in. */
export interface SignInClaim {
  userId: number;
  sessionVersion: number;
  signedInWith: SignInMethod;
  /** The passkey that opened it, for a sign-in with a passkey. */
  passkeyId: number | null;
}

export interface Standing {
  account: { id: number; name: string; email: string };
  /** What the admin-access rule grants this sign-in now; null when the account is no admin. */
  adminAccess: AdminAccess | null;
}

/** D1 binds at most 100 parameters per statement. */
const IDS_PER_QUERY = 90;

type StandingEnv = Pick<Env, "ENVIRONMENT" | "CACHE_VERSIONS">;

async function accountsAndPasskeys(db: Database, userIds: number[]) {
  const chunks: number[][] = [];
  for (let start = 0; start < userIds.length; start += IDS_PER_QUERY) {
    chunks.push(userIds.slice(start, start + IDS_PER_QUERY));
  }
  const answers = await Promise.all(
    chunks.map((chunk) =>
      db.batch([
        db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            isAdmin: users.isAdmin,
            disabledAt: users.disabledAt,
            sessionVersion: users.sessionVersion,
            twoFactorOn: sql<number>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${users.id} and ${isNotNull(twoFactor.enabledAt)})`,
          })
          .from(users)
          .where(inArray(users.id, chunk)),
        db.select({ id: passkeys.id, userId: passkeys.userId }).from(passkeys).where(inArray(passkeys.userId, chunk)),
      ]),
    ),
  );
  return {
    accounts: new Map(answers.flatMap(([rows]) => rows).map((row) => [row.id, row])),
    passkeys: answers.flatMap(([, rows]) => rows),
  };
}

/** Each claim's standing now, in the same order; null for a sign-in that no longer holds. */
export async function standingsOf(
  db: Database,
  env: StandingEnv,
  claims: readonly SignInClaim[],
): Promise<Array<Standing | null>> {
  if (claims.length === 0) return [];
  const found = await accountsAndPasskeys(db, [...new Set(claims.map((claim) => claim.userId))]);
  const passkeysOf = (userId: number) => found.passkeys.filter((passkey) => passkey.userId === userId);
  // The setting only matters to an admin's sign-in without a passkey; it costs a KV read, not always D1.
  const needsSettings = claims.some(
    (claim) => found.accounts.get(claim.userId)?.isAdmin && claim.signedInWith !== "passkey",
  );
  const passkeysOnly = needsSettings
    ? (await getCurrentStoreSettings(db, env.CACHE_VERSIONS)).adminPasskeysOnly
    : false;
  return claims.map((claim) => {
    const account = found.accounts.get(claim.userId);
    if (!account || account.disabledAt || account.sessionVersion !== claim.sessionVersion) return null;
    const own = passkeysOf(account.id);
    if (claim.passkeyId !== null && !own.some((passkey) => passkey.id === claim.passkeyId)) return null;
    const facts = {
      signedInWith: claim.signedInWith,
      twoFactorOn: account.twoFactorOn === 1,
      hasPasskey: own.length > 0,
      passkeysOnly,
    };
    return {
      account: { id: account.id, name: account.name, email: account.email },
      adminAccess: account.isAdmin ? adminAccess(env, facts) : null,
    };
  });
}
