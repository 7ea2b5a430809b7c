// Passkeys (WebAuthn, issue 35; docs/decisions/035-passkeys.md): adding one to a signed-in account
// (after its password and a factor it already has: ./passkey-factor.ts), listing and removing them,
// and signing in with one (discoverable credentials: no email asked). The CBOR/COSE parsing and
// signature checks are @simplewebauthn/server's (WebCrypto only, so it runs in workerd); the
// challenges, the relying party and the assertion check are in ./passkey-ceremonies.ts.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, eq } from "drizzle-orm";
import type { AddPasskeyInput, PasskeyOptionsInput, RenamePasskeyInput } from "../../shared/auth/passkey-schemas";
import type { Database } from "../db/client";
import { passkeys, users } from "../db/schema";
import { auditStatement, insertedId } from "../kernel/audit-log";
import { DomainError, notFound } from "../kernel/domain-error";
import { enforceRateLimits } from "../kernel/rate-limit";
import type { AuthContext } from "./context";
import { sendPasskeyChangedEmail } from "./emails";
import type { SignedInAccount } from "./login";
import {
  challengeRefused,
  checkAssertion,
  expected,
  issueChallenge,
  passkeyRefused,
  relyingParty,
  signedChallenge,
  spendChallenge,
} from "./passkey-ceremonies";
import { proveExistingFactor } from "./passkey-factor";
import { forgetAccountFailures } from "./sign-in-throttle";
import type { Viewer } from "./staff-powers";
import { confirmAccountPassword, TOTP_ISSUER } from "./two-factor";

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * The options for adding a passkey (PublicKeyCredentialCreationOptionsJSON). Asks for the password
 * again and a factor the account already has (./passkey-factor.ts), under the sign-in throttle: a
 * session left open on a shared computer, or a stolen password, must not be enough to plant a
 * passkey on the account.
 */
export async function startPasskeyRegistration(
  ctx: AuthContext,
  user: Viewer & { email: string; name: string },
  input: PasskeyOptionsInput,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, env, ip } = ctx;
  const throttle = await confirmAccountPassword(db, env, user.id, input.password, ip, now);
  await proveExistingFactor(ctx, user, input, throttle, now);
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
      // The account's own security: a shopper's address stays out of a trail that is never erased.
      from: null,
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
      // The account's own security: a shopper's address stays out of a trail that is never erased.
      from: null,
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
      // The account's own security: a shopper's address stays out of a trail that is never erased.
      from: null,
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
  await checkAssertion(db, ctx.origin, passkey, response, challenge, { email: user.email, ip }, now);

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
