// Passkeys (WebAuthn, issue 35; docs/decisions/035-passkeys.md): adding one to a signed-in account
// (after its password, and its code when two-factor is on), listing and removing them, and signing
// in with one (discoverable credentials: no email asked). The CBOR/COSE parsing and signature checks
// are @simplewebauthn/server's (WebCrypto only, so it runs in workerd); what is the store's own is
// here: challenges kept in D1 and spent once by a conditional DELETE, the relying party and origin
// from PUBLIC_ORIGIN only, the signature counter, and the sign-in throttle of passwords.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { AddPasskeyInput, PasskeyOptionsInput, RenamePasskeyInput } from "../../../shared/auth/passkey-schemas";
import type { Database } from "../../db/client";
import { type PasskeyCeremony, passkeyChallenges, passkeys, users } from "../../db/schema";
import { auditStatement, insertedId } from "../admin/audit";
import { DomainError, notFound } from "../domain-error";
import { publicOrigin } from "../public-origin";
import { enforceRateLimits } from "../rate-limit";
import type { AuthContext } from "./context";
import { sendPasskeyChangedEmail } from "./emails";
import type { SignedInAccount } from "./login";
import { refuseWhileThrottled } from "./password-confirmation";
import { forgetAccountFailures, recordSignInFailure } from "./sign-in-throttle";
import { checkSecondFactor, confirmAccountPassword, isTwoFactorEnabled, TOTP_ISSUER } from "./two-factor";

/** Long enough to touch a security key or unlock a phone, short enough that a leaked challenge is stale. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The relying party, from the configured origin only: a request's Host or Origin never chooses it. */
export function relyingParty(origin: string): { id: string; origin: string } {
  return { id: new URL(origin).hostname, origin };
}

/**
 * The RP ID the pages offer passkeys for, or null where PUBLIC_ORIGIN is not usable (a store not yet
 * configured still renders its pages; it just offers no passkeys).
 */
export function configuredRpId(env: Parameters<typeof publicOrigin>[0]): string | null {
  try {
    return relyingParty(publicOrigin(env)).id;
  } catch {
    return null;
  }
}

/** What every answer must show: the challenge spent for it, this store's origin and RP ID, a verified user. */
function expected(origin: string, challenge: string) {
  const rp = relyingParty(origin);
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const challengeRefused = () => new DomainError("passkey_challenge_invalid", "passkeys.errors.challenge", 400);
const passkeyRefused = () => new DomainError("passkey_invalid", "passkeys.errors.invalid", 401);

/** A challenge, the ceremony it is for and, for a registration, the account it was issued to. */
interface ChallengeFor {
  challenge: string;
  ceremony: PasskeyCeremony;
  userId: number | null;
}

/** Keeps a new challenge for one ceremony, dropping the expired ones in the same batch. */
async function issueChallenge(db: Database, { challenge, ceremony, userId }: ChallengeFor, now: number) {
  await db.batch([
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now)),
    db.insert(passkeyChallenges).values({ challenge, ceremony, userId, expiresAt: now + PASSKEY_CHALLENGE_TTL_MS }),
  ]);
}

/** The challenge the browser signed, as its clientDataJSON names it (checked again by the library). */
function signedChallenge(clientDataJSON: string): string {
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
async function spendChallenge(db: Database, { challenge, ceremony, userId }: ChallengeFor, now: number) {
  const c = passkeyChallenges;
  const owner = userId === null ? undefined : eq(c.userId, userId);
  const spent = await db
    .delete(c)
    .where(and(eq(c.challenge, challenge), eq(c.ceremony, ceremony), gt(c.expiresAt, now), owner))
    .returning({ challenge: c.challenge });
  if (spent.length === 0) throw challengeRefused();
}

/**
 * The options for adding a passkey (PublicKeyCredentialCreationOptionsJSON). Asks for the password
 * again, and the second factor when it is on, under the sign-in throttle: a session left open on a
 * shared computer must not be enough to plant a passkey on the account.
 */
export async function startPasskeyRegistration(
  ctx: AuthContext,
  user: { id: number; email: string; name: string },
  input: PasskeyOptionsInput,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, env, ip } = ctx;
  const throttle = await confirmAccountPassword(db, env, user.id, input.password, ip, now);
  if (await isTwoFactorEnabled(db, user.id)) {
    if (!input.code) throw new DomainError("code_required", "twoFactor.validation.codeRequired", 400, "code");
    await checkSecondFactor(db, env, user.id, input.code, throttle, now);
  }
  const existing = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const rp = relyingParty(ctx.origin);
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.name,
    // An opaque handle, the same for every passkey of the account (no email or name in it).
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((credential) => ({
      id: credential.id,
      transports: (credential.transports ?? undefined) as AuthenticatorTransport[] | undefined,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await issueChallenge(db, { challenge: options.challenge, ceremony: "register", userId: user.id }, now);
  return options;
}

/** Adds the passkey the browser made for the challenge this account was given; emails the owner. */
export async function addPasskey(
  ctx: AuthContext,
  user: { id: number },
  input: AddPasskeyInput,
  now = Date.now(),
): Promise<PasskeySummary> {
  const { db } = ctx;
  const response = input.credential as unknown as RegistrationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  await spendChallenge(db, { challenge, ceremony: "register", userId: user.id }, now);
  const verification = await verifyRegistrationResponse({ response, ...expected(ctx.origin, challenge) }).catch(
    () => null,
  );
  if (!verification?.verified) throw passkeyRefused();
  const { credential } = verification.registrationInfo;
  const taken = await db.query.passkeys.findFirst({
    where: eq(passkeys.credentialId, credential.id),
    columns: { id: true },
  });
  if (taken) throw new DomainError("passkey_exists", "passkeys.errors.exists", 409);
  const createdAt = new Date(now).toISOString();
  const [inserted] = await db.batch([
    db
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? null,
        name: input.name,
        createdAt,
      })
      .returning({ id: passkeys.id }),
    auditStatement(db, {
      actorUserId: user.id,
      action: "create",
      entity: "passkey",
      entityId: insertedId,
      before: null,
      after: { userId: user.id, name: input.name },
    }),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error("The passkey's insert returned no row");
  await tellOwner(ctx, user.id, "passkeyAdded", input.name);
  return { id, name: input.name, createdAt, lastUsedAt: null };
}

export function listPasskeys(db: Database, userId: number): Promise<PasskeySummary[]> {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** Removes one of the caller's passkeys (another account's is a 404, as if it did not exist); emails the owner. */
export async function removePasskey(ctx: AuthContext, user: { id: number }, passkeyId: number): Promise<void> {
  const { db } = ctx;
  const owned = and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id));
  const passkey = await db.query.passkeys.findFirst({ where: owned, columns: { name: true } });
  if (!passkey) throw notFound("passkeys.errors.notFound");
  const [removed] = await db.batch([
    db.delete(passkeys).where(owned).returning({ id: passkeys.id }),
    auditStatement(db, {
      actorUserId: user.id,
      action: "delete",
      entity: "passkey",
      entityId: passkeyId,
      before: { userId: user.id, name: passkey.name },
      after: null,
    }),
  ]);
  // Removed by a request racing this one: that one told the owner.
  if (removed.length === 0) throw notFound("passkeys.errors.notFound");
  await tellOwner(ctx, user.id, "passkeyRemoved", passkey.name);
}

/**
 * Renames one of the caller's passkeys (another account's is a 404, as if it did not exist), written
 * to the audit log in the same batch as adding and removing are. No email: the name is only a label
 * the owner reads, and nothing about signing in changes.
 */
export async function renamePasskey(
  ctx: Pick<AuthContext, "db">,
  user: { id: number },
  passkeyId: number,
  input: RenamePasskeyInput,
): Promise<PasskeySummary> {
  const { db } = ctx;
  const owned = and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id));
  const passkey = await db.query.passkeys.findFirst({ where: owned, columns: { name: true } });
  if (!passkey) throw notFound("passkeys.errors.notFound");
  const [renamed] = await db.batch([
    db.update(passkeys).set({ name: input.name }).where(owned).returning({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    }),
    auditStatement(db, {
      actorUserId: user.id,
      action: "update",
      entity: "passkey",
      entityId: passkeyId,
      before: { userId: user.id, name: passkey.name },
      after: { userId: user.id, name: input.name },
    }),
  ]);
  const summary = renamed[0];
  // Removed by a request racing this one.
  if (!summary) throw notFound("passkeys.errors.notFound");
  return summary;
}

/**
 * The options for signing in with a passkey (PublicKeyCredentialRequestOptionsJSON): no email and
 * no list of credentials, the browser offers the passkeys it holds for this site. Every request
 * counts against the address's sign-in budget, as a password attempt does.
 */
export async function startPasskeySignIn(
  ctx: AuthContext,
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await enforceRateLimits(ctx.env, [["login", `ip:${ctx.ip}`]]);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.origin).id,
    userVerification: "required",
  });
  await issueChallenge(ctx.db, { challenge: options.challenge, ceremony: "sign_in", userId: null }, now);
  return options;
}

/**
 * Signs in with a passkey's assertion. `boundChallenge` is the challenge this browser was given
 * (the edge keeps it in a signed cookie), so an assertion made for someone else's challenge is
 * refused. User verification is required, so the passkey counts as both factors: no code follows.
 * Refused (401) when the challenge is unknown, spent or expired, the passkey is not (or no longer)
 * the store's, the signature, origin or RP ID do not match, or the counter did not move on.
 */
export async function signInWithPasskey(
  ctx: AuthContext,
  credential: AddPasskeyInput["credential"],
  boundChallenge: string | null,
  now = Date.now(),
): Promise<SignedInAccount> {
  const { db, env, ip } = ctx;
  await enforceRateLimits(env, [["login", `ip:${ip}`]]);
  const response = credential as unknown as AuthenticationResponseJSON;
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (boundChallenge === null || challenge !== boundChallenge) throw challengeRefused();
  await spendChallenge(db, { challenge, ceremony: "sign_in", userId: null }, now);

  const passkey = await db.query.passkeys.findFirst({ where: eq(passkeys.credentialId, response.id) });
  if (!passkey) throw passkeyRefused();
  const user = await db.query.users.findFirst({ where: eq(users.id, passkey.userId) });
  if (!user) throw passkeyRefused();
  const throttle = { email: user.email, ip };
  await refuseWhileThrottled(db, throttle, now);

  const verification = await verifyAuthenticationResponse({
    response,
    ...expected(ctx.origin, challenge),
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
  // Only from the counter this check read: a second assertion racing this one finds it moved.
  const { newCounter } = verification.authenticationInfo;
  const counted = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date(now).toISOString() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (counted.length === 0) throw passkeyRefused();

  await forgetAccountFailures(db, user.email);
  if (user.disabledAt) throw new DomainError("account_disabled", "auth.messages.accountDisabled", 403);
  if (!user.emailVerifiedAt) throw new DomainError("email_not_verified", "auth.messages.emailNotVerified", 403);
  // Emails follow the language the person last signed in with.
  if (user.locale !== ctx.language) {
    await db.update(users).set({ locale: ctx.language }).where(eq(users.id, user.id));
  }
  return {
    id: user.id,
    name: user.name,
    isAdmin: user.isAdmin,
    sessionVersion: user.sessionVersion,
    signedInWith: "passkey",
    passkeyId: passkey.id,
  };
}

async function tellOwner(
  ctx: AuthContext,
  userId: number,
  change: "passkeyAdded" | "passkeyRemoved",
  passkeyName: string,
): Promise<void> {
  const account = await ctx.db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { email: true, name: true, locale: true },
  });
  if (account) sendPasskeyChangedEmail(ctx, account, change, passkeyName);
}
