// Passkeys through the REST API (issue 35), with a software authenticator that signs real WebAuthn
// answers (../support/passkey-authenticator.ts): adding one, signing in with it, removing it, and
// every refusal the issue names; and a passkey as an admin's second factor (requiring passkeys for the
// admin area is a store setting: ../pages/admin-settings.test.ts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Ceremony, SoftAuthenticator } from "../../../tests/workers/support/passkey-authenticator";
import {
  addPasskeyTo,
  adminAnswers,
  ceremonyFor,
  emailedPasskeyCode,
  expectSentToSignInWithPasskey,
  newAdmin,
  passkeySession,
} from "../../../tests/workers/support/passkey-sessions";
import { inProduction } from "../../../tests/workers/support/production";
import { signInMethodsOf } from "../../../tests/workers/support/sign-ins";
import { connect } from "../../../tests/workers/support/sockets";
import {
  callApi,
  cookieFrom,
  createVerifiedAccount,
  fetchWorker,
  origin,
  postForm,
  signIn,
  type TestAccount,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { ACCESS_REVOKED } from "../../chat/chat-room";
import { base32Decode, totp } from "../totp";

/** What a browser on the store's own origin (PUBLIC_ORIGIN, http://store.test in the tests) signs. */
const store: Ceremony = { origin, rpId: new URL(origin).hostname };

/** A look-alike site's origin with the store's RP ID, and the store's origin with another RP ID. */
const foreignCeremonies: Ceremony[] = [
  { origin: "https://evil.test", rpId: "store.test" },
  { origin, rpId: "evil.test" },
];

interface Registered {
  account: TestAccount;
  cookie: string;
  authenticator: SoftAuthenticator;
  passkeyId: number;
}

async function registrationOptions(cookie: string, body: unknown) {
  const response = await callApi("POST", "/api/auth/passkeys/options", body, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<{ challenge: string; user: { id: string }; rp: { id: string } }>();
}

async function registeredPasskey(label: string): Promise<Registered> {
  const account = await createVerifiedAccount(label);
  const cookie = await signIn(account);
  const authenticator = await SoftAuthenticator.create();
  const options = await registrationOptions(cookie, { password: account.password });
  const credential = await authenticator.register(options, store);
  const added = await callApi("POST", "/api/auth/passkeys", { credential, name: "My phone" }, { cookie });
  expect(added.status, await added.clone().text()).toBe(201);
  const { passkey } = await added.json<{ passkey: { id: number } }>();
  return { account, cookie, authenticator, passkeyId: passkey.id };
}

/** Asks for sign-in options as a browser does: answers them with the cookie binding the challenge. */
async function signInOptions(options: { ip?: string } = {}) {
  const response = await callApi("POST", "/api/auth/passkey-login/options", {}, options);
  expect(response.status).toBe(200);
  const body = await response.json<{ challenge: string; rpId: string; userVerification: string }>();
  return { options: body, cookie: cookieFrom(response) };
}

function passkeyLogin(credential: unknown, cookie: string) {
  return callApi("POST", "/api/auth/passkey-login", { credential }, { cookie });
}

async function errorOf(response: Response) {
  return (await response.json<{ error: string }>()).error;
}

describe("passkeys through the API", () => {
  it("adds a passkey after the password, lists it, emails the owner, and signs in with it as both factors", async () => {
    const { account, cookie, authenticator, passkeyId } = await registeredPasskey("passkey-journey");
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect(await listed.json()).toEqual({
      passkeys: [{ id: passkeyId, name: "My phone", created_at: expect.any(String), last_used_at: null }],
    });
    const [email] = await waitForEmails(account.email, 2);
    expect(email?.subject).toMatch(/passkey was added/i);
    expect(email?.text).toContain("My phone");

    const { options, cookie: challengeCookie } = await signInOptions();
    expect(options).toMatchObject({ rpId: "store.test", userVerification: "required" });
    const response = await passkeyLogin(await authenticator.assert(options, store), challengeCookie);
    expect(response.status, await response.clone().text()).toBe(200);
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie: cookieFrom(response) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: account.email } });
    expect(await signInMethodsOf(account.email)).toEqual(["password", "passkey"]);
  });

  it("takes the RP ID from PUBLIC_ORIGIN, whatever Host the request names", async () => {
    const account = await createVerifiedAccount("passkey-host");
    const cookie = await signIn(account);
    const options = await callApi(
      "POST",
      "/api/auth/passkeys/options",
      { password: account.password },
      { cookie, headers: { Host: "evil.test" } },
    );
    expect((await options.json<{ rp: { id: string } }>()).rp.id).toBe("store.test");
    const signInAnswer = await callApi(
      "POST",
      "/api/auth/passkey-login/options",
      {},
      { headers: { Host: "evil.test" } },
    );
    expect((await signInAnswer.json<{ rpId: string }>()).rpId).toBe("store.test");
  });

  it("refuses to start adding a passkey without a session, with a wrong password, or without the code when two-factor is on", async () => {
    const anonymous = await callApi("POST", "/api/auth/passkeys/options", { password: "whatever" });
    expect(anonymous.status).toBe(401);

    const account = await createVerifiedAccount("passkey-password");
    const cookie = await signIn(account);
    const wrong = await callApi("POST", "/api/auth/passkeys/options", { password: "Wrong#Pass1" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe("invalid_password");

    const setup = await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie });
    const { secret } = await setup.json<{ secret: string }>();
    const key = base32Decode(secret);
    if (!key) throw new Error("bad secret");
    const enabled = await callApi(
      "POST",
      "/api/auth/2fa/enable",
      { password: account.password, code: totp(key, Date.now()) },
      { cookie },
    );
    expect(enabled.status).toBe(200);
    const noCode = await callApi("POST", "/api/auth/passkeys/options", { password: account.password }, { cookie });
    expect(noCode.status).toBe(400);
    expect(await errorOf(noCode)).toBe("code_required");
    // The next time step: the step that turned two-factor on was spent.
    const withCode = await callApi(
      "POST",
      "/api/auth/passkeys/options",
      { password: account.password, code: totp(key, Date.now() + 30_000) },
      { cookie },
    );
    expect(withCode.status).toBe(200);
  });

  it("refuses a registration challenge used twice, and one issued to another account", async () => {
    const account = await createVerifiedAccount("passkey-twice");
    const cookie = await signIn(account);
    const options = await registrationOptions(cookie, { password: account.password });
    const first = await (await SoftAuthenticator.create()).register(options, store);
    const added = await callApi("POST", "/api/auth/passkeys", { credential: first, name: "One" }, { cookie });
    expect(added.status).toBe(201);
    const second = await (await SoftAuthenticator.create()).register(options, store);
    const again = await callApi("POST", "/api/auth/passkeys", { credential: second, name: "Two" }, { cookie });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toBe("passkey_challenge_invalid");

    const stranger = await createVerifiedAccount("passkey-stranger");
    const strangerCookie = await signIn(stranger);
    const strangersOptions = await registrationOptions(strangerCookie, { password: stranger.password });
    const planted = await (await SoftAuthenticator.create()).register(strangersOptions, store);
    const refused = await callApi("POST", "/api/auth/passkeys", { credential: planted, name: "Not mine" }, { cookie });
    expect(refused.status).toBe(400);
  });

  it("refuses a passkey made for another origin or another RP ID, when adding it and when signing in", async () => {
    const account = await createVerifiedAccount("passkey-origin");
    const cookie = await signIn(account);
    for (const ceremony of foreignCeremonies) {
      const options = await registrationOptions(cookie, { password: account.password });
      const credential = await (await SoftAuthenticator.create()).register(options, ceremony);
      const refused = await callApi("POST", "/api/auth/passkeys", { credential, name: "Phish" }, { cookie });
      expect(refused.status, JSON.stringify(ceremony)).toBe(401);
      expect(await errorOf(refused)).toBe("passkey_invalid");
    }
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect(await listed.json()).toEqual({ passkeys: [] });

    const { authenticator } = await registeredPasskey("passkey-origin-sign-in");
    for (const ceremony of foreignCeremonies) {
      const { options, cookie: challengeCookie } = await signInOptions();
      const response = await passkeyLogin(await authenticator.assert(options, ceremony), challengeCookie);
      expect(response.status, JSON.stringify(ceremony)).toBe(401);
      expect(await errorOf(response)).toBe("passkey_invalid");
    }
  });

  it("refuses a replayed assertion, and one whose counter did not move on", async () => {
    const { authenticator } = await registeredPasskey("passkey-replay");
    const { options, cookie } = await signInOptions();
    const assertion = await authenticator.assert(options, store);
    expect((await passkeyLogin(assertion, cookie)).status).toBe(200);
    const replayed = await passkeyLogin(assertion, cookie);
    expect(replayed.status).toBe(400);
    expect(await errorOf(replayed)).toBe("passkey_challenge_invalid");

    // A cloned authenticator: a fresh challenge, but a counter the store has already seen.
    const fresh = await signInOptions();
    authenticator.counter -= 1;
    const cloned = await passkeyLogin(await authenticator.assert(fresh.options, store), fresh.cookie);
    expect(cloned.status).toBe(401);
    expect(await errorOf(cloned)).toBe("passkey_invalid");
  });

  it("refuses an expired sign-in challenge, and one another browser was given", async () => {
    const { authenticator } = await registeredPasskey("passkey-expired");
    const { options, cookie } = await signInOptions();
    await env.DB.prepare("UPDATE passkey_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(Date.now() - 1, options.challenge)
      .run();
    const expired = await passkeyLogin(await authenticator.assert(options, store), cookie);
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toBe("passkey_challenge_invalid");

    const mine = await signInOptions();
    const theirs = await signInOptions();
    const swapped = await passkeyLogin(await authenticator.assert(theirs.options, store), mine.cookie);
    expect(swapped.status).toBe(400);
    const withoutCookie = await passkeyLogin(await authenticator.assert(mine.options, store), "");
    expect(withoutCookie.status).toBe(400);
  });

  it("removes a passkey with the session only for its owner, emails the owner, and refuses it at sign-in afterwards", async () => {
    const { account, cookie, authenticator, passkeyId } = await registeredPasskey("passkey-remove");
    const stranger = await createVerifiedAccount("passkey-remove-stranger");
    const strangersAttempt = await callApi("DELETE", `/api/auth/passkeys/${passkeyId}`, undefined, {
      cookie: await signIn(stranger),
    });
    expect(strangersAttempt.status).toBe(404);
    expect((await callApi("DELETE", `/api/auth/passkeys/${passkeyId}`)).status).toBe(401);

    const removed = await callApi("DELETE", `/api/auth/passkeys/${passkeyId}`, undefined, { cookie });
    expect(removed.status).toBe(200);
    const emails = await waitForEmails(account.email, 3);
    expect(emails[0]?.subject).toMatch(/passkey was removed/i);
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE entity = 'passkey' AND entity_id = ? ORDER BY id",
    )
      .bind(String(passkeyId))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "delete"]);

    const { options, cookie: challengeCookie } = await signInOptions();
    const response = await passkeyLogin(await authenticator.assert(options, store), challengeCookie);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toBe("passkey_invalid");
  });

  it("removes a passkey from the settings page through the same service, and only the owner's", async () => {
    const { cookie, passkeyId } = await registeredPasskey("passkey-page-remove");
    const stranger = await createVerifiedAccount("passkey-page-stranger");
    const fields = { intent: "passkey-remove", id: String(passkeyId) };
    const strangers = await postForm("/settings", fields, { cookie: await signIn(stranger) });
    expect(strangers.status).toBe(404);
    const removed = await postForm("/settings", fields, { cookie });
    expect(removed.status).toBe(200);
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect(await listed.json()).toEqual({ passkeys: [] });
    const again = await callApi("DELETE", `/api/auth/passkeys/${passkeyId}`, undefined, { cookie });
    expect(again.status).toBe(404);
  });

  it("renames a passkey through PATCH only for its owner, audited, and refuses a bad name in the shopper's language", async () => {
    const { cookie, passkeyId } = await registeredPasskey("passkey-rename");
    const stranger = await createVerifiedAccount("passkey-rename-stranger");
    const path = `/api/auth/passkeys/${passkeyId}`;
    const strangers = await callApi("PATCH", path, { name: "Mine now" }, { cookie: await signIn(stranger) });
    expect(strangers.status).toBe(404);
    expect((await callApi("PATCH", path, { name: "Anyone" })).status).toBe(401);

    const empty = await callApi("PATCH", path, { name: "   " }, { cookie, language: "pt" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      details: [{ field: "name", message: "Dê um nome à chave de acesso." }],
    });
    const tooLong = await callApi("PATCH", path, { name: "x".repeat(61) }, { cookie });
    expect(tooLong.status).toBe(400);

    const renamed = await callApi("PATCH", path, { name: "  Work laptop " }, { cookie });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({
      passkey: { id: passkeyId, name: "Work laptop" },
      message: "Passkey renamed.",
    });
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect(await listed.json()).toMatchObject({ passkeys: [{ id: passkeyId, name: "Work laptop" }] });
    const audit = await env.DB.prepare(
      "SELECT action, before, after FROM audit_log WHERE entity = 'passkey' AND entity_id = ? ORDER BY id",
    )
      .bind(String(passkeyId))
      .all<{ action: string; before: string | null; after: string | null }>();
    expect(audit.results.map((row) => row.action)).toEqual(["create", "update"]);
    expect(JSON.parse(audit.results[1]?.before ?? "null")).toMatchObject({ name: "My phone" });
    expect(JSON.parse(audit.results[1]?.after ?? "null")).toMatchObject({ name: "Work laptop" });
  });

  it("renames a passkey from the settings form (no JavaScript) with the same service and the same name rule", async () => {
    const { cookie, passkeyId } = await registeredPasskey("passkey-page-rename");
    const stranger = await createVerifiedAccount("passkey-page-rename-stranger");
    const fields = { intent: "passkey-rename", id: String(passkeyId), name: "Desk key" };
    const strangers = await postForm("/settings", fields, { cookie: await signIn(stranger) });
    expect(strangers.status).toBe(404);

    const empty = await postForm("/settings", { ...fields, name: "" }, { cookie, language: "pt" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Dê um nome à chave de acesso.");

    const renamed = await postForm("/settings", fields, { cookie });
    expect(renamed.status).toBe(200);
    const page = await renamed.text();
    expect(page).toContain("Passkey renamed.");
    expect(page).toContain("Desk key");
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect(await listed.json()).toMatchObject({ passkeys: [{ id: passkeyId, name: "Desk key" }] });
  });

  it("lists the passkeys in the owner's data export by name and dates, without the credential id or public key", async () => {
    const { cookie, authenticator } = await registeredPasskey("passkey-export");
    const { options, cookie: challengeCookie } = await signInOptions();
    expect((await passkeyLogin(await authenticator.assert(options, store), challengeCookie)).status).toBe(200);
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie });
    const { user } = await me.json<{ user: { id: number } }>();
    const stored = await env.DB.prepare("SELECT credential_id, public_key FROM passkeys WHERE user_id = ?")
      .bind(user.id)
      .first<{ credential_id: string; public_key: string }>();
    if (!stored) throw new Error("no passkey stored");

    const response = await callApi("GET", `/api/users/${user.id}/export`, undefined, { cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).passkeys).toEqual([
      { name: "My phone", createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(text).not.toContain(stored.credential_id);
    expect(text).not.toContain(stored.public_key);
  });

  it("goes with the account when its owner deletes it", async () => {
    const { account, cookie, authenticator } = await registeredPasskey("passkey-account-deleted");
    const me = await callApi("GET", "/api/auth/me", undefined, { cookie });
    const { user } = await me.json<{ user: { id: number } }>();
    const deleted = await callApi("DELETE", `/api/users/${user.id}`, { password: account.password }, { cookie });
    expect(deleted.status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM passkeys WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    const { options, cookie: challengeCookie } = await signInOptions();
    const response = await passkeyLogin(await authenticator.assert(options, store), challengeCookie);
    expect(response.status).toBe(401);
  });

  it("is held back like a password sign-in while the account must wait after failed attempts", async () => {
    const { account, authenticator } = await registeredPasskey("passkey-throttle");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await callApi("POST", "/api/auth/login", { email: account.email, password: "Wrong#Pass1" });
      expect(guess.status).toBe(401);
    }
    const { options, cookie } = await signInOptions();
    const response = await passkeyLogin(await authenticator.assert(options, store), cookie);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("answers refusals in the shopper's language", async () => {
    const response = await callApi("POST", "/api/auth/passkey-login", { credential: {} }, { language: "pt" });
    expect(response.status).toBe(400);
    const body = await response.json<{ message: string }>();
    expect(body.message).not.toBe("");
    const { authenticator } = await registeredPasskey("passkey-pt");
    const { options } = await signInOptions();
    const refused = await callApi(
      "POST",
      "/api/auth/passkey-login",
      { credential: await authenticator.assert(options, store) },
      { language: "pt" },
    );
    expect(await refused.json()).toMatchObject({
      error: "passkey_challenge_invalid",
      message: "Este pedido de chave de acesso expirou ou já foi usado. Tente de novo.",
    });
  });
});

describe("a passkey as an admin's second factor on a deployed store", () => {
  it("lets in a session opened with the passkey, and sends the password's alone to sign in with it", async () => {
    const admin = await newAdmin("admin-passkey");
    const production = inProduction();
    const store = ceremonyFor(production.origin ?? "");
    const login = await callApi("POST", "/api/auth/login", admin, production);
    const passwordSession = inProduction({}, { cookie: login.headers.get("Set-Cookie")?.split(";")[0] });

    // No second factor yet: enrol first, as before.
    expect(await adminAnswers(passwordSession)).toMatchObject({
      page: 302,
      location: "/settings?section=security",
      api: 403,
      body: { error: "forbidden" },
    });
    const authenticator = await addPasskeyTo(admin.password, store, passwordSession);

    // The passkey is there, but this session was opened with the password alone.
    await expectSentToSignInWithPasskey(passwordSession);

    const passkeyCookie = await passkeySession(authenticator, store, production);
    const answers = await adminAnswers(inProduction({}, { cookie: passkeyCookie }));
    expect(answers.page).toBe(200);
    // Past the admin check: the empty body is refused for itself.
    expect(answers.api).toBe(400);
  });
});

describe("adding a passkey needs a factor the account already has (issue 46)", () => {
  async function confirmation(cookie: string, authenticator: SoftAuthenticator) {
    const asked = await callApi("POST", "/api/auth/passkeys/confirm-options", {}, { cookie });
    expect(asked.status, await asked.clone().text()).toBe(200);
    return authenticator.assert(await asked.json(), store);
  }

  it("refuses a second passkey with the password alone or another authenticator's assertion, and takes the first's", async () => {
    const { account, cookie, authenticator } = await registeredPasskey("passkey-second");
    const alone = await callApi("POST", "/api/auth/passkeys/options", { password: account.password }, { cookie });
    expect(alone.status).toBe(400);
    expect(await alone.json()).toMatchObject({
      error: "passkey_confirmation_required",
      details: [{ field: "assertion", message: "Confirm with one of your passkeys before adding another." }],
    });

    const stranger = await SoftAuthenticator.create();
    const foreign = await callApi(
      "POST",
      "/api/auth/passkeys/options",
      { password: account.password, assertion: await confirmation(cookie, stranger) },
      { cookie },
    );
    expect(foreign.status).toBe(401);

    const second = await addPasskeyTo(account.password, store, { cookie }, authenticator);
    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie });
    expect((await listed.json<{ passkeys: unknown[] }>()).passkeys).toHaveLength(2);
    // Each proves itself once: the same assertion again is refused.
    const assertion = await confirmation(cookie, second);
    const body = { password: account.password, assertion };
    expect((await callApi("POST", "/api/auth/passkeys/options", body, { cookie })).status).toBe(200);
    expect((await callApi("POST", "/api/auth/passkeys/options", body, { cookie })).status).toBe(400);
  });

  it("asks an admin with no second factor for a code emailed to them, which works once, so a stolen password mints no passkey", async () => {
    const admin = await newAdmin("passkey-admin-first");
    const cookie = await signIn(admin);
    const alone = await callApi("POST", "/api/auth/passkeys/options", { password: admin.password }, { cookie });
    expect(alone.status).toBe(400);
    expect(await alone.json()).toMatchObject({ error: "email_code_sent", details: [{ field: "code" }] });
    const code = await emailedPasskeyCode(admin.email);
    const [email] = await waitForEmails(admin.email, 2);
    expect(email?.subject).toBe("Your code to add a passkey to your Gamer Store account");

    const wrong = code === "00000000" ? "00000001" : "00000000";
    const guessed = await callApi(
      "POST",
      "/api/auth/passkeys/options",
      { password: admin.password, code: wrong },
      { cookie },
    );
    expect(guessed.status).toBe(400);
    expect(await guessed.json()).toMatchObject({ error: "invalid_code" });

    const body = { password: admin.password, code };
    expect((await callApi("POST", "/api/auth/passkeys/options", body, { cookie })).status).toBe(200);
    const again = await callApi("POST", "/api/auth/passkeys/options", body, { cookie });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "invalid_code" });
  });
});

describe("the owner's warning emails (issue 46)", () => {
  const phone = {
    headers: {
      "User-Agent":
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    },
    cf: { city: "Recife", country: "BR" },
    ip: "203.0.113.9",
  };

  it("say which browser, system and place added and removed the passkey, not only the name its adder chose", async () => {
    const account = await createVerifiedAccount("passkey-seen-from");
    const cookie = await signIn(account);
    const options = await callApi("POST", "/api/auth/passkeys/options", { password: account.password }, { cookie });
    const credential = await (await SoftAuthenticator.create()).register(await options.json(), store);
    const added = await callApi(
      "POST",
      "/api/auth/passkeys",
      { credential, name: "Your own laptop" },
      { cookie, ...phone },
    );
    expect(added.status).toBe(201);
    const [addedEmail] = await waitForEmails(account.email, 2);
    expect(addedEmail?.subject).toMatch(/passkey was added/i);
    expect(addedEmail?.text).toContain("“Your own laptop” (the name whoever added it typed)");
    expect(addedEmail?.text).toContain(
      "Browser: Chrome; system: Android; place: Recife, Brazil (address 203.0.113.9).",
    );

    const { passkey } = await added.json<{ passkey: { id: number } }>();
    const removed = await callApi("DELETE", `/api/auth/passkeys/${passkey.id}`, undefined, { cookie, language: "pt" });
    expect(removed.status).toBe(200);
    const [removedEmail] = await waitForEmails(account.email, 3);
    expect(removedEmail?.subject).toMatch(/passkey was removed/i);
    expect(removedEmail?.text).toContain("Browser: unknown; system: unknown; place: unknown");
  });
});

describe("removing a passkey (issue 46)", () => {
  it("ends every session it opened, sockets included, and leaves the others signed in", async () => {
    const admin = await newAdmin("passkey-removed-sessions");
    const passwordCookie = await signIn(admin);
    const authenticator = await addPasskeyTo(admin.password, store, { cookie: passwordCookie });
    const [first, second] = [await passkeySession(authenticator, store), await passkeySession(authenticator, store)];
    expect((await fetchWorker("/admin", {}, { cookie: first })).status).toBe(200);

    const shopper = await createVerifiedAccount("passkey-removed-shopper");
    const shopperCookie = await signIn(shopper);
    const opened = await callApi("POST", "/api/chat/conversations", undefined, { cookie: shopperCookie });
    const { id: conversationId } = await opened.json<{ id: number }>();
    const support = await connect(conversationId, second);
    const listener = await connect(conversationId, shopperCookie);

    const listed = await callApi("GET", "/api/auth/passkeys", undefined, { cookie: passwordCookie });
    const [passkey] = (await listed.json<{ passkeys: Array<{ id: number }> }>()).passkeys;
    const removed = await callApi("DELETE", `/api/auth/passkeys/${passkey?.id}`, undefined, { cookie: passwordCookie });
    expect(removed.status).toBe(200);

    const page = await fetchWorker("/admin", {}, { cookie: first });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/login\?/);
    for (const cookie of [first, second]) {
      expect((await callApi("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401);
    }
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: passwordCookie })).status).toBe(200);

    // The room drops the ended session's socket at its next event, before it hears the message.
    listener.send({ type: "message", content: "Anyone there?" });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve({ code: "still open" }), 2_000));
    expect(await Promise.race([support.closed, stillOpen])).toMatchObject({ code: ACCESS_REVOKED });
    expect(support.events.some((event) => event.type === "message")).toBe(false);
    listener.close();
  });
});
