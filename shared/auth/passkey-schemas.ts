// The passkey calls' inputs (issue 35), shared by the settings page and sign-in (in the browser) and
// the REST API. The credential itself is the browser's WebAuthn JSON; only its outline is checked
// here, the WebAuthn library checks the rest on the server. Only valibot is imported here, because
// client bundles include this file.
import * as v from "valibot";

const invalidBody = "auth.validation.invalidBody";
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The `admin=` value of the settings address the admin pages send a session that must be a passkey's to. */
export const ADMIN_NEEDS_PASSKEY = "passkey";
/** The `admin=` value for a session that must be signed in again with its authenticator code. */
export const ADMIN_NEEDS_CODE_SIGN_IN = "sign-in-again";
/** The settings form's intents that remove and rename a passkey (its rows in the Security panel). */
export const PASSKEY_REMOVE_INTENT = "passkey-remove";
export const PASSKEY_RENAME_INTENT = "passkey-rename";
/** What the settings action tags a rename's answer with: the row it belongs to. */
export const passkeyRenameTag = (id: unknown) => `${PASSKEY_RENAME_INTENT}:${String(id)}`;
/** Far above any real attestation (a few KB); keeps a hostile body small. */
const CREDENTIAL_FIELD_MAX_LENGTH = 16_384;

const password = v.pipe(
  v.nullish(v.string("auth.validation.passwordRequired"), ""),
  v.nonEmpty("auth.validation.passwordRequired"),
  v.maxLength(128, "auth.validation.passwordTooLong"),
);

const base64url = v.pipe(
  v.string("passkeys.errors.invalid"),
  v.maxLength(CREDENTIAL_FIELD_MAX_LENGTH, "passkeys.errors.invalid"),
  v.regex(/^[A-Za-z0-9_-]+={0,2}$/, "passkeys.errors.invalid"),
);

/** A `PublicKeyCredential` as JSON (RegistrationResponseJSON or AuthenticationResponseJSON). */
const credential = v.looseObject(
  {
    id: base64url,
    rawId: base64url,
    type: v.literal("public-key", "passkeys.errors.invalid"),
    response: v.looseObject({ clientDataJSON: base64url }, "passkeys.errors.invalid"),
    clientExtensionResults: v.optional(v.record(v.string(), v.unknown()), {}),
  },
  "passkeys.errors.credentialRequired",
);

/** A passkey's name, the same rule when adding one and renaming it (form and API alike). */
const name = v.pipe(
  v.nullish(v.string("passkeys.validation.nameRequired"), ""),
  v.trim(),
  v.nonEmpty("passkeys.validation.nameRequired"),
  v.maxLength(PASSKEY_NAME_MAX_LENGTH, "passkeys.validation.nameTooLong"),
);

/** A code proving a factor (the app's, a recovery code, or an admin's emailed one); empty when not sent. */
export const factorCode = v.pipe(
  v.nullish(v.string("twoFactor.validation.codeInvalid"), ""),
  v.transform((value) => value.replace(/[\s-]/g, "").toLowerCase()),
  v.maxLength(64, "twoFactor.validation.codeInvalid"),
);

/**
 * An assertion of one of the account's passkeys, made over a `confirm` challenge: WebAuthn JSON from
 * the API, or the same JSON as text in a posted form's field. Null when not sent.
 */
export const passkeyAssertion = v.nullish(
  v.union(
    [
      credential,
      v.pipe(
        v.literal(""),
        v.transform(() => null),
      ),
      v.pipe(v.string(), v.parseJson(undefined, "passkeys.errors.invalid"), credential),
    ],
    "passkeys.errors.invalid",
  ),
  null,
);

/**
 * Asking to add a passkey: the password and a factor the account already has: the authenticator's
 * code when two-factor is on, else an assertion of one of its passkeys; an admin with neither types
 * the code emailed to them.
 */
export const passkeyOptionsSchema = v.object({ password, code: factorCode, assertion: passkeyAssertion }, invalidBody);

export const addPasskeySchema = v.object({ credential, name }, invalidBody);

/** Renaming a passkey: the settings form posts it, and PATCH /api/auth/passkeys/{id} sends it as JSON. */
export const renamePasskeySchema = v.object({ name }, invalidBody);

export const passkeySignInSchema = v.object({ credential }, invalidBody);

export type PasskeyOptionsInput = v.InferOutput<typeof passkeyOptionsSchema>;
export type AddPasskeyInput = v.InferOutput<typeof addPasskeySchema>;
export type RenamePasskeyInput = v.InferOutput<typeof renamePasskeySchema>;
export type PasskeySignInInput = v.InferOutput<typeof passkeySignInSchema>;
