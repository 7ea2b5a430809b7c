// The account rules of spec section 5, shared by the forms (in the browser), the Remix actions and
// the REST API. Only valibot is imported here, because client bundles include this file.
// Every message is an i18n key under `auth.validation`; callers translate it for their audience.
import * as v from "valibot";

/** One rule a value must follow: its error message (an i18n key) and the test it must pass. */
export interface FieldRule {
  message: string;
  /** What the live checklist shows for this rule (an i18n key), when the form lists the rules. */
  label?: string;
  test: (value: string) => boolean;
}

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 15;
const EMAIL_MAX_LENGTH = 254;
/** Far above any real password; keeps a hostile request from feeding megabytes to the hasher. */
const PASSWORD_MAX_LENGTH = 128;
/** The special characters a registration password may use (spec section 5). */
const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?";
/** The "simple pattern" of the spec: something@something.something without spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nameRules: FieldRule[] = [
  { message: "auth.validation.nameTooShort", test: (name) => name.length >= NAME_MIN_LENGTH },
  { message: "auth.validation.nameTooLong", test: (name) => name.length <= NAME_MAX_LENGTH },
];
const emailRules: FieldRule[] = [
  { message: "auth.validation.emailInvalid", test: (email) => EMAIL_PATTERN.test(email) },
  { message: "auth.validation.emailTooLong", test: (email) => email.length <= EMAIL_MAX_LENGTH },
];
const phoneRules: FieldRule[] = [
  {
    message: "auth.validation.phoneLength",
    test: (digits) => digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS,
  },
];
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

/**
 * A text field: missing or null counts as empty; `normalize` runs first (trim, lowercase, digits
 * only); then an empty value gives only `requiredMessage`, and otherwise every failing rule gives
 * its own message, so a form can show them one per line.
 */
function textField(requiredMessage: string, rules: FieldRule[], normalize: (value: string) => string = (s) => s) {
  return v.pipe(
    v.nullish(v.string(requiredMessage), ""),
    v.transform(normalize),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (dataset.value === "") {
        addIssue({ message: requiredMessage });
        return;
      }
      for (const rule of rules) if (!rule.test(dataset.value)) addIssue({ message: rule.message });
    }),
  );
}

const trim = (value: string) => value.trim();
const normalizeEmail = (value: string) => value.trim().toLowerCase();
/** Phones are kept as digits only, whatever punctuation people type. */
export const phoneDigits = (value: string) => value.replace(/\D/g, "");

const nameField = textField("auth.validation.nameRequired", nameRules, trim);
const emailField = textField("auth.validation.emailRequired", emailRules, normalizeEmail);
const phoneField = textField("auth.validation.phoneRequired", phoneRules, phoneDigits);
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

export const loginSchema = v.object({ email: emailField, password: passwordField(loginPasswordRules) }, invalidBody);

/** Forgot password and resend verification: one email address. */
export const emailRequestSchema = v.object({ email: emailField }, invalidBody);

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
