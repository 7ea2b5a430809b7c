// The account deletion's input, shared by the settings form (in the browser), its action and
// DELETE /api/users/{id}. Only valibot is imported here, because client bundles include this file.
import * as v from "valibot";

export const deleteAccountSchema = v.object(
  {
    password: v.pipe(
      v.nullish(v.string("auth.validation.passwordRequired"), ""),
      v.nonEmpty("auth.validation.passwordRequired"),
      v.maxLength(128, "auth.validation.passwordTooLong"),
    ),
    /** The second factor's code or a recovery code; needed only when two-factor sign-in is on. */
    code: v.pipe(
      v.nullish(v.string("twoFactor.validation.codeInvalid"), ""),
      v.transform((value) => value.replace(/[\s-]/g, "").toLowerCase()),
      v.maxLength(64, "twoFactor.validation.codeInvalid"),
    ),
  },
  "auth.validation.invalidBody",
);

/** What the settings action answers once the account is gone (its session ended with it). */
export interface AccountDeleted {
  deleted: true;
  message: string;
}
