// The second factor's inputs, shared by the forms (in the browser), the Remix actions and the REST
// API. Only valibot is imported here, because client bundles include this file.
import * as v from "valibot";
import { factorCode, passkeyAssertion } from "./passkey-schemas";

const invalidBody = "auth.validation.invalidBody";
/** Longer than any code or recovery code; keeps a hostile body small. */
const CODE_MAX_LENGTH = 64;

/** What people type: spaces and dashes are decoration ("123 456", "abcde-fghij"). */
const codeText = v.pipe(
  v.nullish(v.string("twoFactor.validation.codeRequired"), ""),
  v.transform((value) => value.replace(/[\s-]/g, "").toLowerCase()),
  v.maxLength(CODE_MAX_LENGTH, "twoFactor.validation.codeInvalid"),
);

const required = (message: string) => v.nonEmpty<string, string>(message);

/** The account's password, asked again before the second factor is turned on or off. */
const accountPassword = v.pipe(
  v.nullish(v.string("auth.validation.passwordRequired"), ""),
  required("auth.validation.passwordRequired"),
  v.maxLength(128, "auth.validation.passwordTooLong"),
);

/**
 * Confirming enrolment: the account's password (a stolen session alone cannot turn the second
 * factor on and lock the owner out) and a code from the authenticator app. An account that may
 * enter the admin area also proves a factor it has: `assertion` of one of its passkeys, or with
 * none `email_code`, the code emailed to it (asked by leaving it empty).
 */
export const enableTwoFactorSchema = v.object(
  {
    password: accountPassword,
    code: v.pipe(
      codeText,
      required("twoFactor.validation.codeRequired"),
      v.regex(/^\d{6}$/, "twoFactor.validation.codeInvalid"),
    ),
    email_code: factorCode,
    assertion: passkeyAssertion,
  },
  invalidBody,
);

/**
 * The second step of signing in: `code` (the app's six digits) or `recovery_code` (the spec's wire
 * name); either reaches the services as one `code`, told apart by its shape.
 */
export const secondFactorSchema = v.pipe(
  v.object({ code: codeText, recovery_code: codeText }, invalidBody),
  v.transform(({ code, recovery_code }) => ({ code: code || recovery_code })),
  v.forward(
    v.check(({ code }) => code !== "", "twoFactor.validation.codeRequired"),
    ["code"],
  ),
);

/** Turning the second factor off: the password and a code (or a recovery code). */
export const disableTwoFactorSchema = v.object(
  {
    password: accountPassword,
    code: v.pipe(codeText, required("twoFactor.validation.codeRequired")),
  },
  invalidBody,
);

export type SecondFactorInput = v.InferOutput<typeof secondFactorSchema>;
export type EnableTwoFactorInput = v.InferOutput<typeof enableTwoFactorSchema>;
export type DisableTwoFactorInput = v.InferOutput<typeof disableTwoFactorSchema>;

/**
 * Starting enrolment (POST /api/auth/2fa/setup): no body, or `{restart: true}` to replace a secret
 * handed out and not confirmed yet (without it, that secret is answered again).
 */
export const startEnrolmentSchema = v.optional(
  v.object({ restart: v.optional(v.boolean(invalidBody), false) }, invalidBody),
  { restart: false },
);

/** What the settings action answers to intent=2fa-setup: the secret, and its QR code drawn by the store. */
export interface EnrolmentBody {
  secret: string;
  uri: string;
  qr: { path: string; size: number };
}
