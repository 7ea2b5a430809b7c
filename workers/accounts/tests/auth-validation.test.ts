import { describe, expect, it } from "vitest";
import { registerSchema } from "../../../shared/auth/schemas";
import { validate } from "../../../shared/validation";
import { callApi, createVerifiedAccount, signIn } from "../../../tests/workers/support/store";

type Language = "en" | "pt";

async function details(path: string, body: unknown, language: Language, method = "POST", cookie?: string) {
  const response = await callApi(method, path, body, { language, cookie });
  expect(response.status).toBe(400);
  const answer = await response.json<{
    error: string;
    message: string;
    details: Array<{ field: string; message: string }>;
  }>();
  expect(answer.error).toBe("validation_error");
  return answer.details;
}

const validRegistration = { nome: "Ana", email: "ana@example.com", password: "Valid#Pass1", telefone: "11987654321" };

/** Each case breaks exactly one rule and expects exactly that rule's message, in both languages. */
const registrationCases: Array<{
  rule: string;
  change: Record<string, unknown>;
  field: string;
  en: string;
  pt: string;
}> = [
  { rule: "name required", change: { nome: "   " }, field: "nome", en: "Name is required", pt: "Nome é obrigatório" },
  {
    rule: "name min 2",
    change: { nome: " A " },
    field: "nome",
    en: "Name must be at least 2 characters",
    pt: "Nome deve ter pelo menos 2 caracteres",
  },
  {
    rule: "name max 100",
    change: { nome: "x".repeat(101) },
    field: "nome",
    en: "Name must be at most 100 characters",
    pt: "Nome deve ter no máximo 100 caracteres",
  },
  { rule: "email required", change: { email: "" }, field: "email", en: "Email is required", pt: "Email é obrigatório" },
  {
    rule: "email pattern",
    change: { email: "ana@example" },
    field: "email",
    en: "Email must be valid",
    pt: "Email deve ser válido",
  },
  {
    rule: "email length",
    change: { email: `${"a".repeat(250)}@example.com` },
    field: "email",
    en: "Email must be at most 254 characters",
    pt: "Email deve ter no máximo 254 caracteres",
  },
  {
    rule: "phone required",
    change: { telefone: "( ) -" },
    field: "telefone",
    en: "Phone is required",
    pt: "Telefone é obrigatório",
  },
  {
    rule: "phone min 10 digits",
    change: { telefone: "(11) 9876-543" },
    field: "telefone",
    en: "Phone must be between 10 and 15 digits",
    pt: "Telefone deve ter entre 10 e 15 dígitos",
  },
  {
    rule: "phone max 15 digits",
    change: { telefone: "+55 11 98765-43210-99" },
    field: "telefone",
    en: "Phone must be between 10 and 15 digits",
    pt: "Telefone deve ter entre 10 e 15 dígitos",
  },
  {
    rule: "password required",
    change: { password: "" },
    field: "password",
    en: "Password is required",
    pt: "Senha é obrigatória",
  },
  {
    rule: "password min 8",
    change: { password: "Va#1abc" },
    field: "password",
    en: "Password must be at least 8 characters",
    pt: "Senha deve ter pelo menos 8 caracteres",
  },
  {
    rule: "password uppercase",
    change: { password: "valid#pass1" },
    field: "password",
    en: "Password must contain an uppercase letter",
    pt: "Senha deve conter uma letra maiúscula",
  },
  {
    rule: "password lowercase",
    change: { password: "VALID#PASS1" },
    field: "password",
    en: "Password must contain a lowercase letter",
    pt: "Senha deve conter uma letra minúscula",
  },
  {
    rule: "password digit",
    change: { password: "Valid#Pass" },
    field: "password",
    en: "Password must contain a number",
    pt: "Senha deve conter um número",
  },
  {
    rule: "password special character",
    change: { password: "ValidPass1" },
    field: "password",
    en: "Password must contain a special character",
    pt: "Senha deve conter um caractere especial",
  },
  {
    rule: "password max length",
    change: { password: `Va#1${"x".repeat(125)}` },
    field: "password",
    en: "Password must be at most 128 characters",
    pt: "Senha deve ter no máximo 128 caracteres",
  },
];

describe("validation messages, in English and Portuguese", () => {
  for (const { rule, change, field, en, pt } of registrationCases) {
    it(`registration: ${rule}`, async () => {
      const body = { ...validRegistration, ...change };
      expect(await details("/api/auth/register", body, "en")).toEqual([{ field, message: en }]);
      expect(await details("/api/auth/register", body, "pt")).toEqual([{ field, message: pt }]);
    });
  }

  it("registration: one detail per failing rule, for a body with every field missing or wrong", async () => {
    const body = { nome: 5, password: "abc" };
    expect(await details("/api/auth/register", body, "en")).toEqual([
      { field: "nome", message: "Name is required" },
      { field: "email", message: "Email is required" },
      { field: "password", message: "Password must be at least 8 characters" },
      { field: "password", message: "Password must contain an uppercase letter" },
      { field: "password", message: "Password must contain a number" },
      { field: "password", message: "Password must contain a special character" },
      { field: "telefone", message: "Phone is required" },
    ]);
  });

  it("registration trims the name, lowercases the email and keeps only the phone's digits", () => {
    const result = validate(registerSchema, {
      nome: "  Ana Souza ",
      email: " Ana@Example.COM ",
      password: " Valid#Pass1 ",
      telefone: "+55 (11) 98765-4321",
    });
    expect(result).toEqual({
      success: true,
      // Read under the domain's names: the account services take `name` and `phone`.
      output: { name: "Ana Souza", email: "ana@example.com", password: " Valid#Pass1 ", phone: "5511987654321" },
    });
  });

  it("accepts every special character of the spec's set", () => {
    for (const special of "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?") {
      expect(validate(registerSchema, { ...validRegistration, password: `Valid${special}Pass1` }).success).toBe(true);
    }
  });

  it("login: email required and valid, password required and at least 6 characters", async () => {
    expect(await details("/api/auth/login", { email: "", password: "" }, "pt")).toEqual([
      { field: "email", message: "Email é obrigatório" },
      { field: "password", message: "Senha é obrigatória" },
    ]);
    expect(await details("/api/auth/login", { email: "nope", password: "12345" }, "pt")).toEqual([
      { field: "email", message: "Email deve ser válido" },
      { field: "password", message: "Senha deve ter pelo menos 6 caracteres" },
    ]);
    expect(await details("/api/auth/login", { email: "nope", password: "12345" }, "en")).toEqual([
      { field: "email", message: "Email must be valid" },
      { field: "password", message: "Password must be at least 6 characters" },
    ]);
  });

  it("reset: token required; at least 6 characters with a lowercase, an uppercase and a digit", async () => {
    expect(await details("/api/auth/reset-password", { token: " ", password: "abc" }, "en")).toEqual([
      { field: "token", message: "This password reset link is incomplete" },
      { field: "password", message: "Password must be at least 6 characters" },
      { field: "password", message: "Password must contain an uppercase letter" },
      { field: "password", message: "Password must contain a number" },
    ]);
    expect(await details("/api/auth/reset-password", { token: "t", password: "ABCDEF" }, "pt")).toEqual([
      { field: "password", message: "Senha deve conter uma letra minúscula" },
      { field: "password", message: "Senha deve conter um número" },
    ]);
  });

  it("forgot password and resend verification: email required and valid", async () => {
    for (const path of ["/api/auth/forgot-password", "/api/auth/resend-verification"]) {
      expect(await details(path, {}, "en")).toEqual([{ field: "email", message: "Email is required" }]);
      expect(await details(path, { email: "x@y" }, "pt")).toEqual([
        { field: "email", message: "Email deve ser válido" },
      ]);
    }
  });

  it("profile: name and phone follow the registration rules", async () => {
    const cookie = await signIn(await createVerifiedAccount());
    const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie })).json<{ user: { id: number } }>();
    const path = `/api/users/${me.user.id}`;
    expect(await details(path, { nome: "A", telefone: "123" }, "pt", "PUT", cookie)).toEqual([
      { field: "nome", message: "Nome deve ter pelo menos 2 caracteres" },
      { field: "telefone", message: "Telefone deve ter entre 10 e 15 dígitos" },
    ]);
  });

  it("answers 400 for a body that is not an object or not JSON at all", async () => {
    expect(await details("/api/auth/login", "just text", "en")).toEqual([
      { field: "", message: "Send the fields as a JSON object." },
    ]);
    const broken = await callApi("POST", "/api/auth/login", undefined, {
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: "invalid_json",
      message: expect.any(String),
      requestId: expect.any(String),
    });
  });
});
