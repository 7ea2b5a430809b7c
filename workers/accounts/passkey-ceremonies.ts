// The plumbing every passkey ceremony shares (issue 35, decision 035): the relying party from
// PUBLIC_ORIGIN only, challenges kept in D1 and spent once by a conditional DELETE, and the check of
// an assertion made by one of the store's passkeys (its signature, origin, RP ID, user verification
// and counter, under the sign-in throttle). Signing in (./passkeys.ts) and proving an existing passkey
// before adding another (./passkey-factor.ts) both use it.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PasskeyCeremony, passkeyChallenges, passkeys } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import { publicOrigin } from "../kernel/public-origin";
import { refuseWhileThrottled } from "./password-confirmation";
import { recordSignInFailure, type ThrottleKeys } from "./sign-in-throttle";

/** Long enough to touch a security key or unlock a phone, short enough that a leaked challenge is stale. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The relying party, from the configured origin only: a request's Host or Origin never chooses it. */
export function relyingParty(origin: string): { id: string; origin: string } {
  return { id: new URL(origin).hostname, origin };
}

/** An IPv4 address or a bracketed IPv6 one, as URL.hostname spells them. */
const isIpAddress = (hostname: string) => /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith("[");

/**
 * The RP ID the pages offer passkeys for, or null where PUBLIC_ORIGIN is not usable (a store not yet
 * configured still renders its pages; it just offers no passkeys). Browsers refuse an IP address as
 * an RP ID, so a store served at one (`npm start`'s http://127.0.0.1:8787) offers none either.
 */
export function configuredRpId(env: Parameters<typeof publicOrigin>[0]): string | null {
  try {
    const { id } = relyingParty(publicOrigin(env));
    return isIpAddress(id) ? null : id;
  } catch {
    return null;
  }
}

/** What every answer must show: the challenge spent for it, this store's origin and RP ID, a verified user. */
export function expected(origin: string, challenge: string) {
  const rp = relyingParty(origin);
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

export const challengeRefused = () => new DomainError("passkey_challenge_invalid", "passkeys.errors.challenge", 400);
export const passkeyRefused = () => new DomainError("passkey_invalid", "passkeys.errors.invalid", 401);

/** A challenge, the ceremony it is for and, for a registration, the account it was issued to. */
export interface ChallengeFor {
  challenge: string;
  ceremony: PasskeyCeremony;
  userId: number | null;
}

/** Keeps a new challenge for one ceremony, dropping the expired ones in the same batch. */
export async function issueChallenge(
  db: Database,
  { challenge, ceremony, userId }: ChallengeFor,
  now: number,
  ttlMs = PASSKEY_CHALLENGE_TTL_MS,
) {
  await db.batch([
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now)),
    db.insert(passkeyChallenges).values({ challenge, ceremony, userId, expiresAt: now + ttlMs }),
  ]);
}

/** The challenge the browser signed, as its clientDataJSON names it (checked again by the library). */
export function signedChallenge(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    if (typeof challenge === "string" && challenge !== "") return challenge;
  } catch {
    // Not JSON: refused below like any challenge the store did not issue.
  }
  throw challengeRefused();
}

/**
 * Spends the challenge: one conditional DELETE, so of two requests carrying it only one gets the
 * row back. Refuses one that was never issued, already spent, expired, for another ceremony or,
 * for a registration, issued to another account.
 */
export async function spendChallenge(db: Database, { challenge, ceremony, userId }: ChallengeFor, now: number) {
  const c = passkeyChallenges;
  const owner = userId === null ? undefined : eq(c.userId, userId);
  const spent = await db
    .delete(c)
    .where(and(eq(c.challenge, challenge), eq(c.ceremony, ceremony), gt(c.expiresAt, now), owner))
    .returning({ challenge: c.challenge });
  if (spent.length === 0) throw challengeRefused();
}

/**
 * Checks an assertion made by `passkey` over `challenge` (already spent) under the sign-in throttle: a
 * failed signature counts as a failed sign-in. The stored counter moves on only from the value this
 * check read, so a second assertion racing this one finds it moved and is refused.
 */
export async function checkAssertion(
  db: Database,
  origin: string,
  passkey: typeof passkeys.$inferSelect,
  response: AuthenticationResponseJSON,
  challenge: string,
  throttle: ThrottleKeys,
  now: number,
): Promise<void> {
  await refuseWhileThrottled(db, throttle, now);
  const verification = await verifyAuthenticationResponse({
    response,
    ...expected(origin, challenge),
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
    },
  }).catch(() => null);
  if (!verification?.verified) {
    await recordSignInFailure(db, throttle, now);
    throw passkeyRefused();
  }
  const { newCounter } = verification.authenticationInfo;
  const counted = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(now).toISOString() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (counted.length === 0) throw passkeyRefused();
}
