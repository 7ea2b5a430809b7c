// The bodies of the account calls' answers (spec section 7). POST /api/auth/* sends them and the
// pages' actions return the same ones to the forms, so both speak one contract and word every
// outcome once. Refusals have the store's one error shape (./refusals.ts).
import type { Translate } from "../../../shared/i18n/translator";
import type { ErrorBody } from "../../edge/refusals";
import type { EmailVerification } from "../email-verification";
import type { SignedInAccount } from "../login";

export interface AuthUserBody {
  id: number;
  nome: string;
  is_admin: boolean;
}

export type LoginBody =
  | { user: AuthUserBody; message: string }
  | { alreadyAuthenticated: true; message: string }
  | { two_factor_required: true; message: string }
  | (ErrorBody & { email_not_verified?: true });

export type MessageBody = { message: string } | ErrorBody;
export type VerifyEmailBody = { message: string; alreadyVerified?: true } | ErrorBody;

export function signedInBody(account: SignedInAccount, t: Translate) {
  return {
    user: { id: account.id, nome: account.name, is_admin: account.isAdmin },
    message: t("auth.messages.signedIn"),
  } satisfies LoginBody;
}

export function alreadyAuthenticatedBody(t: Translate) {
  return { alreadyAuthenticated: true, message: t("auth.messages.alreadyAuthenticated") } satisfies LoginBody;
}

/** The password was right and the account has two-factor on: the code comes next (POST /api/auth/login/2fa). */
export function twoFactorRequiredBody(t: Translate) {
  return { two_factor_required: true, message: t("twoFactor.signIn.codeNeeded") } satisfies LoginBody;
}

export function emailVerifiedBody(
  outcome: EmailVerification,
  t: Translate,
): { message: string; alreadyVerified?: true } {
  return outcome === "verified"
    ? { message: t("auth.messages.emailVerified") }
    : { message: t("auth.messages.emailAlreadyVerified"), alreadyVerified: true };
}

/**
 * What an accepted account request says. Sign-up, resending the verification and asking for a
 * reset say the same whether or not the email has an account.
 */
const acceptedMessages = {
  registered: "auth.messages.registered",
  verificationResent: "auth.messages.verificationResent",
  resetRequested: "auth.messages.resetRequested",
  resetSentFromSettings: "account.password.sent",
  passwordReset: "auth.messages.passwordReset",
} as const;

export function acceptedBody(request: keyof typeof acceptedMessages, t: Translate): { message: string } {
  return { message: t(acceptedMessages[request]) };
}
