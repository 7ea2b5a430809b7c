// The one rule for each thing a person tells the store about themselves (their name, email and
// phone), used by every form that asks for it: sign-up, the profile, the contact form and the guest
// chat message, in the browser, in the Remix actions and in the REST API (spec sections 5 and 8).
// Each form keeps its own words: `texts` names the i18n area of its messages (`auth.validation`,
// `contact.errors`, `support.errors`), which holds the same keys for each rule.
// Only valibot is imported here, because client bundles include this file.
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
export const EMAIL_MAX_LENGTH = 254;
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 15;

/**
 * A text field: missing or null counts as empty; `normalize` runs first (trim, lowercase, digits
 * only); then an empty value gives only `requiredMessage` (or passes, for a field one may leave
 * empty: `requiredMessage` null), and otherwise every failing rule gives its own message, so a form
 * can show them one per line.
 */
export function textField(
  requiredMessage: string | null,
  rules: FieldRule[],
  normalize: (value: string) => string = (s) => s,
) {
  return v.pipe(
    v.nullish(v.string(requiredMessage ?? rules[0]?.message), ""),
    v.transform(normalize),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (dataset.value === "") {
        if (requiredMessage !== null) addIssue({ message: requiredMessage });
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

const nameRules = (texts: string): FieldRule[] => [
  { message: `${texts}.nameTooShort`, test: (name) => name.length >= NAME_MIN_LENGTH },
  { message: `${texts}.nameTooLong`, test: (name) => name.length <= NAME_MAX_LENGTH },
];

/** A name of 2 to 100 characters, trimmed. */
export const nameField = (texts: string) => textField(`${texts}.nameRequired`, nameRules(texts), trim);

/** A name one may leave empty; one that is given follows the name's rule. */
export const optionalNameField = (texts: string) => textField(null, nameRules(texts), trim);

/**
 * The spec's "simple pattern" (something@something.something without spaces), which sign-up used
 * to accept. It stays the check of an address that only names an account already made (signing in,
 * asking for a reset or verification link), so an account made under it can still sign in.
 */
export const ACCOUNT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An address the store will write to (a verification link, an answer), trimmed and in lower case.
 * It must look like a deliverable address (valibot's email check: letters, digits, `+`, `-`, `_`
 * and single dots before the @, and a domain ending in a top level of two or more letters), which
 * refuses typos the simple pattern let through (`ana@gmail.c`, `ana.@gmail.com`, `ana@gmail..com`);
 * at most 254 characters.
 */
export const emailField = (texts: string, pattern: RegExp = v.EMAIL_REGEX) =>
  textField(
    `${texts}.emailRequired`,
    [
      { message: `${texts}.emailInvalid`, test: (email) => pattern.test(email) },
      { message: `${texts}.emailTooLong`, test: (email) => email.length <= EMAIL_MAX_LENGTH },
    ],
    normalizeEmail,
  );

/** A phone of 10 to 15 digits, once everything else is taken out. */
export const phoneField = (texts: string) =>
  textField(
    `${texts}.phoneRequired`,
    [
      {
        message: `${texts}.phoneLength`,
        test: (digits) => digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS,
      },
    ],
    phoneDigits,
  );
