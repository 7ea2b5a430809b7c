// What D1 says now of sign-ins: whether each still holds and what admin powers it carries. A sign-in
// holds while its account exists and is not disabled, still has the session version it was opened
// under (a password reset or a disable bumps it) and, when a passkey opened it, that passkey is still
// the account's (removing a passkey ends the sessions it opened). Read for each request's session
// (./sessions.ts) and on each use of a long-lived connection (./live-grants.ts), so a page, an
// endpoint and a chat frame all get the same answer, from one round trip.
import { inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { passkeys, twoFactor, users } from "../db/schema";
import { statementsWithinLimits } from "../db/statement-limits";
import { getCurrentStoreSettings } from "../settings/store-settings";
import type { SignInMethod } from "./admin-access";
import { type AdminAccess, adminAccess } from "./admin-access";
import type { StaffRole } from "./staff-powers";

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
  /** The staff account's role, whose permissions `can` (./staff-powers.ts) reads; null for a shopper. */
  staffRole: StaffRole | null;
}

type StandingEnv = Pick<Env, "ENVIRONMENT" | "CACHE_VERSIONS">;

/** The accounts and their passkeys, in one batch (as many statements as D1's limits need). */
async function accountsAndPasskeys(db: Database, userIds: number[]) {
  const accountReads = statementsWithinLimits(userIds, (part) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        isAdmin: users.isAdmin,
        staffRole: users.staffRole,
        disabledAt: users.disabledAt,
        sessionVersion: users.sessionVersion,
        twoFactorOn: sql<number>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${users.id} and ${isNotNull(twoFactor.enabledAt)})`,
      })
      .from(users)
      .where(inArray(users.id, part)),
  );
  const passkeyReads = statementsWithinLimits(userIds, (part) =>
    db.select({ id: passkeys.id, userId: passkeys.userId }).from(passkeys).where(inArray(passkeys.userId, part)),
  );
  const [first, ...rest] = [...accountReads, ...passkeyReads];
  if (!first) return { accounts: new Map(), passkeys: [] };
  const answers = await db.batch([first, ...rest]);
  const accountRows = answers.slice(0, accountReads.length).flat() as Array<
    Awaited<(typeof accountReads)[number]>[number]
  >;
  const passkeyRows = answers.slice(accountReads.length).flat() as Array<
    Awaited<(typeof passkeyReads)[number]>[number]
  >;
  return { accounts: new Map(accountRows.map((row) => [row.id, row])), passkeys: passkeyRows };
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
    (claim) => found.accounts.get(claim.userId)?.staffRole && claim.signedInWith !== "passkey",
  );
  const passkeysOnly = needsSettings
    ? (await getCurrentStoreSettings(db, env.CACHE_VERSIONS)).adminPasskeysOnly
    : false;
  return claims.map((claim) => {
    const account = found.accounts.get(claim.userId);
    if (!account || account.disabledAt || account.sessionVersion !== claim.sessionVersion) return null;
    const own = passkeysOf(account.id);
    if (claim.passkeyId !== null && !own.some((passkey) => passkey.id === claim.passkeyId)) return null;
    const staffRole = account.isAdmin ? account.staffRole : null;
    const facts = {
      signedInWith: claim.signedInWith,
      twoFactorOn: account.twoFactorOn === 1,
      hasPasskey: own.length > 0,
      passkeysOnly,
    };
    return {
      account: { id: account.id, name: account.name, email: account.email },
      // A staff account without a role is a shopper: no staff power, not even the admin area's shell.
      adminAccess: staffRole ? adminAccess(env, facts) : null,
      staffRole,
    };
  });
}
