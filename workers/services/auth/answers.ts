// The public answers of the account operations (spec section 7): status and JSON body for each
// outcome of a service. The REST API sends them as they are and the pages' actions return the
// same bodies to the forms, so both speak one contract and word every outcome once.
import { type ErrorBody, errorBody, type Translate } from "../errors";
import type { EmailRequestResult, VerifyEmailResult } from "./email-verification";
import type { LoginResult } from "./login";
import type { ResetPasswordResult } from "./password-reset";
import type { RegisterResult } from "./registration";

export type AnswerStatus = 200 | 201 | 400 | 401 | 403 | 429;

export interface Answer<Body> {
  status: AnswerStatus;
  body: Body;
  /** Set on 429: how long to wait, for the Retry-After header. */
  retryAfterSeconds?: number;
}

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

function rateLimited(retryAfterSeconds: number, t: Translate): Answer<ErrorBody> {
  return {
    status: 429,
    body: errorBody("rate_limited", t("errors.rateLimited", { seconds: retryAfterSeconds })),
    retryAfterSeconds,
  };
}

export function alreadyAuthenticatedAnswer(t: Translate): Answer<LoginBody> {
  return { status: 200, body: { alreadyAuthenticated: true, message: t("auth.messages.alreadyAuthenticated") } };
}

export function loginAnswer(result: LoginResult, t: Translate): Answer<LoginBody> {
  switch (result.kind) {
    case "signed_in":
      return {
        status: 200,
        body: {
          user: { id: result.user.id, nome: result.user.name, is_admin: result.user.isAdmin },
          message: t("auth.messages.signedIn"),
        },
      };
    case "two_factor_required":
      return { status: 200, body: { two_factor_required: true, message: t("twoFactor.signIn.codeNeeded") } };
    case "invalid_credentials":
      return { status: 401, body: errorBody("invalid_credentials", t("auth.messages.invalidCredentials")) };
    case "email_not_verified":
      return {
        status: 403,
        body: { ...errorBody("email_not_verified", t("auth.messages.emailNotVerified")), email_not_verified: true },
      };
    case "disabled":
      return { status: 403, body: errorBody("account_disabled", t("auth.messages.accountDisabled")) };
    case "rate_limited":
      return rateLimited(result.retryAfterSeconds, t);
  }
}

export function registerAnswer(result: RegisterResult, t: Translate): Answer<MessageBody> {
  if (result.kind === "rate_limited") return rateLimited(result.retryAfterSeconds, t);
  return { status: 201, body: { message: t("auth.messages.registered") } };
}

/** Resend verification and forgot password: the same words whether or not the email has an account. */
export function emailRequestAnswer(
  result: EmailRequestResult,
  t: Translate,
  messageKey: "auth.messages.verificationResent" | "auth.messages.resetRequested" | "account.password.sent",
): Answer<MessageBody> {
  if (result.kind === "rate_limited") return rateLimited(result.retryAfterSeconds, t);
  return { status: 200, body: { message: t(messageKey) } };
}

export function verifyEmailAnswer(result: VerifyEmailResult, t: Translate): Answer<VerifyEmailBody> {
  switch (result.kind) {
    case "verified":
      return { status: 200, body: { message: t("auth.messages.emailVerified") } };
    case "already_verified":
      return { status: 200, body: { message: t("auth.messages.emailAlreadyVerified"), alreadyVerified: true } };
    case "invalid":
      return { status: 400, body: errorBody("invalid_token", t("auth.messages.invalidVerificationToken")) };
  }
}

export function resetPasswordAnswer(result: ResetPasswordResult, t: Translate): Answer<MessageBody> {
  if (result.kind === "invalid") {
    return { status: 400, body: errorBody("invalid_token", t("auth.messages.invalidResetToken")) };
  }
  return { status: 200, body: { message: t("auth.messages.passwordReset") } };
}
