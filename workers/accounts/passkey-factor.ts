// Adding a passkey needs a factor the account already has, besides its password (issue 46): the
// authenticator's code when two-factor is on, otherwise an assertion of one of its passkeys. A
// passkey is a full sign-in, so the password alone must never mint one for an account that has a
// stronger factor. An admin with neither factor yet (enrolment) also proves the account's mailbox
// with a one-time code emailed to it: an admin's first passkey opens the admin area, so a stolen
// password alone must not make one (docs/decisions/044-one-rule-for-every-admin-power.md). A
// shopper's first passkey needs only the password, as before. Turning on the authenticator app
// for an admin asks the same proof (./two-factor.ts): with it on, a sign-in with password and code
// opens the admin area too.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { PasskeyOptionsInput } from "../../shared/auth/passkey-schemas";
import { passkeyChallenges, passkeys } from "../db/schema";
import { DomainError } from "../kernel/domain-error";
import type { AuthContext } from "./context";
import { type EnrolmentCodePurpose, sendEnrolmentCodeEmail } from "./emails";
import * as ceremonies from "./passkey-ceremonies";
import { checkSecondFactor, isTwoFactorEnabled } from "./second-factor-check";
import { recordSignInFailure, type ThrottleKeys } from "./sign-in-throttle";
import { isStaffAccount, type Viewer } from "./staff-powers";
import { hashToken } from "./tokens";

/** Long enough to open the mailbox, short enough that a code read later is stale. */
export const EMAIL_CODE_TTL_MS = 15 * 60 * 1000;
const EMAIL_CODE_DIGITS = 8;

type Account = Viewer & { email: string; name: string };

/** What the person sent to prove a factor: a code (the app's, or the emailed one) and a passkey's assertion. */
export type FactorProof = Pick<PasskeyOptionsInput, "code" | "assertion">;

/** What the factor is proven for: the emailed code says so, and `codeField` is where the person types it. */
export interface FactorPurpose {
  purpose: EnrolmentCodePurpose;
  codeField: string;
}

const ADDING_A_PASSKEY: FactorPurpose = { purpose: "passkey", codeField: "code" };

function ownPasskeys(ctx: AuthContext, userId: number) {
  return ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

/**
 * The options for proving one of the account's passkeys before adding another
 * (PublicKeyCredentialRequestOptionsJSON, limited to the account's own passkeys).
 */
export async function startPasskeyConfirmation(
  ctx: AuthContext,
  user: { id: number },
  now = Date.now(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await ownPasskeys(ctx, user.id);
  if (own.length === 0) throw new DomainError("no_passkey", "passkeys.errors.notFound", 404);
  const options = await generateAuthenticationOptions({
    rpID: ceremonies.relyingParty(ctx.origin).id,
    userVerification: "required",
    allowCredentials: own.map((passkey) => ({
      id: passkey.credentialId,
      transports: (passkey.transports ?? undefined) as AuthenticatorTransport[] | undefined,
    })),
  });
  await ceremonies.issueChallenge(ctx.db, { challenge: options.challenge, ceremony: "confirm", userId: user.id }, now);
  return options;
}

/** Refuses (400, on the field the person must fill) unless the account's existing factor is proven. */
export async function proveExistingFactor(
  ctx: AuthContext,
  user: Account,
  input: FactorProof,
  throttle: ThrottleKeys,
  now: number,
  { purpose, codeField }: FactorPurpose = ADDING_A_PASSKEY,
): Promise<void> {
  if (await isTwoFactorEnabled(ctx.db, user.id)) {
    if (!input.code) throw new DomainError("code_required", "twoFactor.validation.codeRequired", 400, "code");
    await checkSecondFactor(ctx.db, ctx.env, user.id, input.code, throttle, now);
    return;
  }
  const own = await ownPasskeys(ctx, user.id);
  if (own.length > 0) {
    if (!input.assertion) {
      throw new DomainError("passkey_confirmation_required", "passkeys.errors.confirmationRequired", 400, "assertion");
    }
    const response = input.assertion as unknown as AuthenticationResponseJSON;
    const challenge = ceremonies.signedChallenge(response.response.clientDataJSON);
    await ceremonies.spendChallenge(ctx.db, { challenge, ceremony: "confirm", userId: user.id }, now);
    const passkey = own.find((candidate) => candidate.credentialId === response.id);
    if (!passkey) throw ceremonies.passkeyRefused();
    await ceremonies.checkAssertion(ctx.db, ctx.origin, passkey, response, challenge, throttle, now);
    return;
  }
  if (!isStaffAccount(user)) return;
  if (!input.code) {
    await emailCode(ctx, user, now, purpose);
    const sent = purpose === "passkey" ? "passkeys.errors.emailCodeSent" : "twoFactor.errors.emailCodeSent";
    throw new DomainError("email_code_sent", sent, 400, codeField);
  }
  try {
    const challenge = await hashToken(input.code);
    await ceremonies.spendChallenge(ctx.db, { challenge, ceremony: "email_code", userId: user.id }, now);
  } catch {
    await recordSignInFailure(ctx.db, throttle, now);
    throw new DomainError("invalid_code", "passkeys.errors.emailCodeInvalid", 400, codeField);
  }
}

/** A new code replaces any earlier one: only the newest email's code is live. */
async function emailCode(ctx: AuthContext, user: Account, now: number, purpose: EnrolmentCodePurpose): Promise<void> {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const code = String(random % 10 ** EMAIL_CODE_DIGITS).padStart(EMAIL_CODE_DIGITS, "0");
  const c = passkeyChallenges;
  await ctx.db.delete(c).where(and(eq(c.userId, user.id), eq(c.ceremony, "email_code")));
  const challenge = { challenge: await hashToken(code), ceremony: "email_code" as const, userId: user.id };
  await ceremonies.issueChallenge(ctx.db, challenge, now, EMAIL_CODE_TTL_MS);
  const account = await ctx.db.query.users.findFirst({
    where: (users, { eq: equals }) => equals(users.id, user.id),
    columns: { email: true, name: true, locale: true },
  });
  if (account) sendEnrolmentCodeEmail(ctx, account, code, purpose);
}
