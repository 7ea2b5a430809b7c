// Sign-up, the profile, the contact form and the guest chat message ask for the same things (a name,
// an email, a phone) and must accept and refuse the same values, each in its own words.
import { describe, expect, it } from "vitest";
import { loginSchema, profileSchema, registerSchema } from "../../../shared/auth/schemas";
import { contactMessageSchema, guestChatMessageSchema } from "../../../shared/contact/schemas";
import { validate } from "../../../shared/validation";

const registration = { nome: "Ana Souza", email: "ana@example.com", password: "Valid#Pass1", telefone: "11987654321" };
const contact = {
  name: "Ana Souza",
  email: "ana@example.com",
  subject: "question",
  message: "When does my gold arrive?",
};
const guestMessage = { email: "ana@example.com", message: "Hello!" };

/** The message keys each entry gives for one field's value (none: the value is accepted). */
function refusals(entries: Record<string, [schema: Parameters<typeof validate>[0], input: object, field: string]>) {
  return Object.fromEntries(
    Object.entries(entries).map(([entry, [schema, input, field]]) => {
      const result = validate(schema, input);
      const issues = result.success ? [] : result.issues.filter((issue) => issue.field === field);
      return [entry, issues.map((issue) => issue.message.slice(issue.message.lastIndexOf(".") + 1))];
    }),
  );
}

const emailEntries = (email: string) =>
  refusals({
    signUp: [registerSchema, { ...registration, email }, "email"],
    contact: [contactMessageSchema, { ...contact, email }, "email"],
    guestChat: [guestChatMessageSchema, { ...guestMessage, email }, "email"],
  });

const nameEntries = (name: string) =>
  refusals({
    signUp: [registerSchema, { ...registration, nome: name }, "nome"],
    profile: [profileSchema, { nome: name, telefone: registration.telefone }, "nome"],
    contact: [contactMessageSchema, { ...contact, name }, "name"],
  });

const phoneEntries = (phone: string) =>
  refusals({
    signUp: [registerSchema, { ...registration, telefone: phone }, "telefone"],
    profile: [profileSchema, { nome: registration.nome, telefone: phone }, "telefone"],
  });

const sameFor = (entries: Record<string, string[]>, expected: string[]) =>
  expect(entries).toEqual(Object.fromEntries(Object.keys(entries).map((entry) => [entry, expected])));

describe("one rule per field for sign-up, the profile and the contact forms", () => {
  it("accepts the same email addresses everywhere", () => {
    for (const email of ["ana@example.com", " Ana.Souza+loja@Exemplo.com.br ", "j_o-ao@mail.example.org"]) {
      sameFor(emailEntries(email), []);
    }
  });

  it("refuses, everywhere, the typos sign-up used to let through and the contact form refused", () => {
    // Sign-up took these (something@something.something); the contact form did not. No mail reaches them.
    for (const email of ["ana@gmail.c", "ana.@gmail.com", "ana@gmail..com", "ana@gmail.com.", "ana@exa_mple.com"]) {
      sameFor(emailEntries(email), ["emailInvalid"]);
    }
    for (const email of ["not-an-email", "ana@example", "ana souza@example.com"]) {
      sameFor(emailEntries(email), ["emailInvalid"]);
    }
    sameFor(emailEntries("   "), ["emailRequired"]);
    sameFor(emailEntries(`${"a".repeat(250)}@example.com`), ["emailTooLong"]);
  });

  it("keeps letting an account made under the old sign-up rule sign in", () => {
    expect(validate(loginSchema, { email: "ana@gmail.c", password: "secret1" }).success).toBe(true);
  });

  it("takes and refuses the same names everywhere", () => {
    sameFor(nameEntries("  Bo "), []);
    sameFor(nameEntries("x".repeat(100)), []);
    sameFor(nameEntries(" A "), ["nameTooShort"]);
    sameFor(nameEntries("x".repeat(101)), ["nameTooLong"]);
    // An empty name is only "required" (the contact form also said "too short" before).
    sameFor(nameEntries("  "), ["nameRequired"]);
  });

  it("takes and refuses the same phones at sign-up and in the profile", () => {
    sameFor(phoneEntries("+55 (11) 98765-4321"), []);
    sameFor(phoneEntries("98765-4321"), ["phoneLength"]);
    sameFor(phoneEntries(" - "), ["phoneRequired"]);
  });

  it("lets a guest leave the name empty, but a given name follows the same rule", () => {
    expect(validate(guestChatMessageSchema, { ...guestMessage, name: "  " })).toMatchObject({ success: true });
    expect(validate(guestChatMessageSchema, { ...guestMessage, name: "A" })).toMatchObject({
      success: false,
      issues: [{ field: "name", message: "support.errors.nameTooShort" }],
    });
  });

  it("says it in each form's own words", () => {
    const [signUp, contactForm, guestChat] = [
      validate(registerSchema, { ...registration, email: "ana@gmail.c" }),
      validate(contactMessageSchema, { ...contact, email: "ana@gmail.c" }),
      validate(guestChatMessageSchema, { ...guestMessage, email: "ana@gmail.c" }),
    ];
    expect(signUp).toMatchObject({ issues: [{ message: "auth.validation.emailInvalid" }] });
    expect(contactForm).toMatchObject({ issues: [{ message: "contact.errors.emailInvalid" }] });
    expect(guestChat).toMatchObject({ issues: [{ message: "support.errors.emailInvalid" }] });
  });
});
