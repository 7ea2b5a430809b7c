// Passkeys for tests beyond the passkey API's own: adding one to a signed-in account and opening a
// session with it, through the REST API as a browser would (./passkey-authenticator.ts signs).
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { StaffRole } from "../../../shared/codes";
import { type Ceremony, SoftAuthenticator } from "./passkey-authenticator";
import { type CallOptions, callApi, cookieFrom, createVerifiedAccount, fetchWorker, mailbox } from "./store";

/** The store's own ceremony for the origin the calls go to. */
export const ceremonyFor = (origin: string): Ceremony => ({ origin, rpId: new URL(origin).hostname });

/**
 * The newest passkey code emailed to `email`: from the dev mailbox, or from the outbox where the
 * production Worker's email API could not be reached (its body is kept until sent).
 */
export async function emailedPasskeyCode(email: string): Promise<string> {
  const outbox = await env.DB.prepare(
    "SELECT payload FROM effects WHERE kind = 'email' AND recipient = ? ORDER BY id DESC",
  )
    .bind(email)
    .all<{ payload: string }>();
  const texts = [
    ...outbox.results.map((row) => (JSON.parse(row.payload) as { message: { text: string } }).message.text),
    ...(await mailbox(email)).map((message) => message.text),
  ];
  const code = texts.map((text) => text.match(/Code: (\d{8})/)?.[1]).find(Boolean);
  if (!code) throw new Error(`no passkey code emailed to ${email}`);
  return code;
}

/**
 * Adds a passkey to the signed-in account of `options.cookie` as the settings page does: with the
 * password, an assertion of the account's `existing` passkey when it has one, and the emailed code
 * when an admin adds a first one. Answers the new passkey's authenticator.
 */
export async function addPasskeyTo(
  password: string,
  ceremony: Ceremony,
  options: CallOptions,
  existing?: SoftAuthenticator,
) {
  const body: Record<string, unknown> = { password };
  if (existing) {
    const confirm = await callApi("POST", "/api/auth/passkeys/confirm-options", {}, options);
    body.assertion = await existing.assert(await confirm.json(), ceremony);
  }
  let asked = await callApi("POST", "/api/auth/passkeys/options", body, options);
  if (asked.status === 400 && (await asked.clone().json<{ error: string }>()).error === "email_code_sent") {
    const me = await callApi("GET", "/api/auth/me", undefined, options);
    const { user } = await me.json<{ user: { email: string } }>();
    asked = await callApi(
      "POST",
      "/api/auth/passkeys/options",
      { ...body, code: await emailedPasskeyCode(user.email) },
      options,
    );
  }
  expect(asked.status, await asked.clone().text()).toBe(200);
  const authenticator = await SoftAuthenticator.create();
  const credential = await authenticator.register(await asked.json(), ceremony);
  const added = await callApi("POST", "/api/auth/passkeys", { credential, name: "Admin key" }, options);
  expect(added.status, await added.clone().text()).toBe(201);
  return authenticator;
}

/** A session opened with the passkey: its cookie. */
export async function passkeySession(authenticator: SoftAuthenticator, ceremony: Ceremony, options: CallOptions = {}) {
  const asked = await callApi("POST", "/api/auth/passkey-login/options", {}, options);
  const credential = await authenticator.assert(await asked.json(), ceremony);
  const signedIn = await callApi(
    "POST",
    "/api/auth/passkey-login",
    { credential },
    { ...options, cookie: cookieFrom(asked) },
  );
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  return cookieFrom(signedIn);
}

/** A new verified account made a staff member of `role` (an owner unless told). */
export async function newAdmin(label: string, role: StaffRole = "owner") {
  const account = await createVerifiedAccount(label);
  await env.DB.prepare("UPDATE users SET is_admin = 1, staff_role = ? WHERE email = ?").bind(role, account.email).run();
  return account;
}

/** What an admin page and the admin API (in Portuguese) answer this session. */
export async function adminAnswers(options: CallOptions) {
  const page = await fetchWorker("/admin", {}, options);
  const api = await callApi("POST", "/api/admin/codes", {}, { ...options, language: "pt" });
  return { page: page.status, location: page.headers.get("Location"), api: api.status, body: await api.json() };
}

/**
 * This admin session must be signed in again with a passkey: the admin pages send it to settings →
 * security, which says so (and where a passkey can be added), and the admin API refuses it in the
 * caller's language.
 */
export async function expectSentToSignInWithPasskey(options: CallOptions) {
  expect(await adminAnswers(options)).toMatchObject({
    page: 302,
    location: "/settings?section=security&admin=passkey",
    api: 403,
    body: {
      error: "passkey_required",
      message: expect.stringContaining("A área administrativa exige entrar com uma chave de acesso"),
    },
  });
  const security = await fetchWorker("/settings?section=security&admin=passkey", {}, options);
  expect(security.status).toBe(200);
  expect(await security.text()).toContain(
    "The admin area needs a sign-in with a passkey. If you have none yet, add one below",
  );
}
