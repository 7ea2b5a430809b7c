// The account rules of spec section 5, shared by the forms (in the browser), the Remix actions and
// the REST API; the name, email and phone follow the rules every form shares (../person-fields).
// Only valibot is imported here, because client bundles include this file.
// Every message is an i18n key under `auth.validation`; callers translate it for their audience.
import * as v from "valibot";
import {
  ACCOUNT_EMAIL_PATTERN,
  emailField as emailFieldOf,
  type FieldRule,
  nameField as nameFieldOf,
  phoneField as phoneFieldOf,
  textField,
} from "../person-fields";

const texts = "auth.validation";

/** Far above any real password; keeps a hostile request from feeding megabytes to the hasher. */
const PASSWORD_MAX_LENGTH = 128;
/** The special characters a registration password may use (spec section 5). */
const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?";
const passwordTooLong: FieldRule = {
  message: "auth.validation.passwordTooLong",
  test: (password) => password.length <= PASSWORD_MAX_LENGTH,
};
const hasUppercase: FieldRule = {
  message: "auth.validation.passwordUppercase",
  label: "auth.passwordRules.uppercase",
  test: (password) => /\p{Lu}/u.test(password),
};
const hasLowercase: FieldRule = {
  message: "auth.validation.passwordLowercase",
  label: "auth.passwordRules.lowercase",
  test: (password) => /\p{Ll}/u.test(password),
};
const hasDigit: FieldRule = {
  message: "auth.validation.passwordDigit",
  label: "auth.passwordRules.digit",
  test: (password) => /\d/.test(password),
};

/** Registration: at least 8 characters with an uppercase, a lowercase, a digit and a special character. */
export const registrationPasswordRules: FieldRule[] = [
  { message: "auth.validation.passwordMin8", label: "auth.passwordRules.min8", test: (p) => p.length >= 8 },
  hasUppercase,
  hasLowercase,
  hasDigit,
  {
    message: "auth.validation.passwordSpecial",
    label: "auth.passwordRules.special",
    test: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
  passwordTooLong,
];

/** Reset: at least 6 characters with a lowercase, an uppercase and a digit (spec sections 5 and 9). */
export const resetPasswordRules: FieldRule[] = [
  { message: "auth.validation.passwordMin6", label: "auth.passwordRules.min6", test: (p) => p.length >= 6 },
  hasLowercase,
  hasUppercase,
  hasDigit,
  passwordTooLong,
];

const loginPasswordRules: FieldRule[] = [
  { message: "auth.validation.passwordMin6", test: (password) => password.length >= 6 },
  passwordTooLong,
];

const trim = (value: string) => value.trim();
const nameField = nameFieldOf(texts);
const emailField = emailFieldOf(texts);
/** Signing in and asking for a link name an account already made (see ACCOUNT_EMAIL_PATTERN). */
const accountEmailField = emailFieldOf(texts, ACCOUNT_EMAIL_PATTERN);
const phoneField = phoneFieldOf(texts);
const passwordField = (rules: FieldRule[]) => textField("auth.validation.passwordRequired", rules);
const invalidBody = "auth.validation.invalidBody";

// The registration and profile forms and the API send a name and a phone under the spec's wire
// names (`nome`, `telefone`); each schema checks them there, so a failing field is named as it was
// sent, and hands the account services the domain's `name` and `phone`.
const registerFields = {
  nome: nameField,
  email: emailField,
  password: passwordField(registrationPasswordRules),
  telefone: phoneField,
};
function asNameAndPhone<Wire extends { nome: string; telefone: string }>({ nome, telefone, ...rest }: Wire) {
  return { ...rest, name: nome, phone: telefone };
}

export const registerSchema = v.pipe(v.object(registerFields, invalidBody), v.transform(asNameAndPhone));

export const loginSchema = v.object(
  { email: accountEmailField, password: passwordField(loginPasswordRules) },
  invalidBody,
);

/** Forgot password and resend verification: one email address. */
export const emailRequestSchema = v.object({ email: accountEmailField }, invalidBody);

export const resetPasswordSchema = v.object(
  {
    token: textField("auth.validation.tokenRequired", [], trim),
    password: passwordField(resetPasswordRules),
  },
  invalidBody,
);

export const profileSchema = v.pipe(
  v.object({ nome: nameField, telefone: phoneField }, invalidBody),
  v.transform(asNameAndPhone),
);

// Forms that ask for the password twice add a confirmation field, checked against the password
// (and reported on the confirmation field); the API takes the password once.
const confirmPassword = v.nullish(v.string(), "");
const passwordsMatch = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;
const passwordsDoNotMatch = "auth.validation.passwordsDoNotMatch";

/** The registration form of the auth modal, which asks for the password twice. */
export const registerWithConfirmationSchema = v.pipe(
  v.object({ ...registerFields, confirmPassword }, invalidBody),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, passwordsDoNotMatch), [
    "confirmPassword",
  ]),
  v.transform(({ confirmPassword: _, ...input }) => asNameAndPhone(input)),
);

/** The reset-password page, which asks for the new password twice. */
export const resetPasswordFormSchema = v.pipe(
  v.object({ ...resetPasswordSchema.entries, confirmPassword }, invalidBody),
  v.forward(v.partialCheck([["password"], ["confirmPassword"]], passwordsMatch, passwordsDoNotMatch), [
    "confirmPassword",
  ]),
);

export type RegisterInput = v.InferOutput<typeof registerSchema>;
export type LoginInput = v.InferOutput<typeof loginSchema>;
export type ProfileInput = v.InferOutput<typeof profileSchema>;
