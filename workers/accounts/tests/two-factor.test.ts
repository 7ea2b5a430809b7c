import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { seedOnce } from "../../../tests/workers/support/admin";
import {
  addPasskeyTo,
  adminAnswers,
  ceremonyFor,
  emailedPasskeyCode,
  newAdmin,
} from "../../../tests/workers/support/passkey-sessions";
import { inProduction } from "../../../tests/workers/support/production";
import { signInMethodsOf } from "../../../tests/workers/support/sign-ins";
import {
  type CallOptions,
  callApi,
  createVerifiedAccount,
  fetchWorker,
  freshIp,
  mailbox,
  postForm,
  signIn,
  type TestAccount,
  waitForEmails,
} from "../../../tests/workers/support/store";
import demoAccounts from "../../db/seed/demo-accounts.json";
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, timeStep, totp } from "../totp";
import { openTotpSecret } from "../totp-secret-box";

const ascii = (text: string) => new TextEncoder().encode(text);

describe("TOTP (RFC 6238)", () => {
  // RFC 4226 Appendix D's and RFC 6238 Appendix B's secret for HMAC-SHA-1, the one hash the store
  // uses (its otpauth:// URIs say SHA1, which every authenticator app reads).
  const seed = ascii("12345678901234567890");

  it("gives RFC 6238's SHA-1 test vectors (8 digits), past 2038 and past 2^32 steps too", () => {
    const vectors: [number, string][] = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(totp(seed, seconds * 1000, 8), `at ${seconds}`).toBe(code);
  });

  it("gives RFC 4226's HOTP values (6 digits, the apps' default)", () => {
    const rfc4226 = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    for (const [counter, code] of rfc4226.entries()) expect(hotp(seed, counter)).toBe(code);
  });

  it("takes a code of the step before or after now, names its step, and nothing further off", () => {
    const now = 1111111111 * 1000;
    const step = timeStep(now);
    for (const offset of [-1, 0, 1]) expect(matchingStep(seed, hotp(seed, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2]) expect(matchingStep(seed, hotp(seed, step + offset), now)).toBeNull();
    expect(matchingStep(seed, totp(seed, now, 8), now)).toBeNull();
    expect(matchingStep(seed, "abcdef", now)).toBeNull();
  });

  it("reads and writes base32 as RFC 4648 does (no padding, any case, spaces ignored)", () => {
    expect(base32Encode(ascii("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Encode(ascii("f"))).toBe("MY");
    expect([...(base32Decode("mzxw 6ytb oi") ?? [])]).toEqual([...ascii("foobar")]);
    expect(base32Decode("not-base32!")).toBeNull();
  });

  it("writes the otpauth:// URI authenticator apps read: issuer, account, secret, SHA1, 6 digits, 30 s", () => {
    const uri = new URL(otpauthUri("Gamer Store", "ana@example.com", "JBSWY3DPEHPK3PXP"));
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe("otpauth://totp/Gamer%20Store:ana%40example.com");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Gamer Store",
      secret: "JBSWY3DPEHPK3PXP",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

/** The `name=value` pairs of every Set-Cookie, ready to send back; `previous` keeps what is not replaced. */
function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0] ?? "", pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const name = pair.split("=")[0] ?? "";
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The code the app would show `offsetSteps` time steps from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  const key = base32Decode(secret);
  if (!key) throw new Error("bad secret");
  return totp(key, Date.now() + offsetSteps * 30_000);
}

interface Enrolled extends TestAccount {
  secret: string;
  recoveryCodes: string[];
  /** Session and device cookies of the browser that enrolled. */
  cookie: string;
}

async function enrolledAccount(label: string): Promise<Enrolled> {
  const account = await createVerifiedAccount(label);
  const cookie = await signIn(account);
  const setup = await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie });
  expect(setup.status).toBe(200);
  const { otpauth_uri, secret } = await setup.json<{ otpauth_uri: string; secret: string }>();
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Gamer%20Store:/);
  expect(new URL(otpauth_uri).searchParams.get("secret")).toBe(secret);
  const recoveryCodes = await confirmEnrolment(account, cookie, secret);
  return { ...account, secret, recoveryCodes, cookie };
}

/** Turns the second factor on with the password and the app's current code; answers the recovery codes. */
async function confirmEnrolment(account: TestAccount, cookie: string, secret: string): Promise<string[]> {
  const enabled = await callApi(
    "POST",
    "/api/auth/2fa/enable",
    { password: account.password, code: codeFor(secret) },
    { cookie },
  );
  expect(enabled.status).toBe(200);
  return (await enabled.json<{ recovery_codes: string[] }>()).recovery_codes;
}

/** A signed-in account with its enrolment started (the secret handed out, not yet in force). */
async function startedEnrolment(label: string) {
  const account = await createVerifiedAccount(label);
  const cookie = await signIn(account);
  const setup = await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie });
  const { secret } = await setup.json<{ secret: string }>();
  return { account, cookie, secret };
}

async function passwordStep(account: TestAccount, options: CallOptions = {}) {
  const response = await callApi(
    "POST",
    "/api/auth/login",
    { email: account.email, password: account.password },
    options,
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ two_factor_required: true, message: expect.any(String) });
  return cookiesFrom(response, options.cookie);
}

describe("two-factor sign-in through the API", () => {
  it("enrols with a code, answers ten recovery codes, and refuses a wrong first code", async () => {
    const { account, cookie, secret } = await startedEnrolment("enrol");
    const { password } = account;
    const wrong = await callApi("POST", "/api/auth/2fa/enable", { password, code: "000000" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "invalid_code", details: [{ field: "code" }] });
    const malformed = await callApi("POST", "/api/auth/2fa/enable", { password, code: "12ab" }, { cookie });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "validation_error", details: [{ field: "code" }] });

    const enabled = await callApi("POST", "/api/auth/2fa/enable", { password, code: codeFor(secret) }, { cookie });
    const { recovery_codes } = await enabled.json<{ recovery_codes: string[] }>();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const again = await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie });
    expect(again.status).toBe(409);
    const anonymous = await callApi("POST", "/api/auth/2fa/setup");
    expect(anonymous.status).toBe(401);
  });

  it("keeps a started enrolment's secret across a reload and a second start until it is started over on purpose", async () => {
    const { account, cookie, secret } = await startedEnrolment("pending");
    // The settings page, reloaded, shows the same key the app may already have scanned.
    const page = await fetchWorker("/settings?section=security", {}, { cookie });
    expect(await page.text()).toContain(`<code class="two-factor__secret">${secret}</code>`);
    // Starting again (a second tab, a double press, the API) answers the same secret, from both entries.
    const again = await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie });
    expect((await again.json<{ secret: string }>()).secret).toBe(secret);
    const fromPage = await postForm("/settings?section=security", { intent: "2fa-setup" }, { cookie });
    expect(await fromPage.text()).toContain(secret);

    // "Start over" replaces it: the old key's codes no longer turn the second factor on.
    const restarted = await callApi("POST", "/api/auth/2fa/setup", { restart: true }, { cookie });
    const fresh = (await restarted.json<{ secret: string }>()).secret;
    expect(fresh).not.toBe(secret);
    const pageRestart = await postForm("/settings?section=security", { intent: "2fa-restart" }, { cookie });
    expect(pageRestart.status).toBe(200);
    const newest = (
      await (await callApi("POST", "/api/auth/2fa/setup", undefined, { cookie })).json<{ secret: string }>()
    ).secret;
    expect(newest).not.toBe(fresh);
    const stale = await callApi(
      "POST",
      "/api/auth/2fa/enable",
      { password: account.password, code: codeFor(secret) },
      { cookie },
    );
    expect(stale.status).toBe(400);
    const malformed = await callApi("POST", "/api/auth/2fa/setup", { restart: "yes" }, { cookie });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [{ field: "restart" }] });
    expect(await confirmEnrolment(account, cookie, newest)).toHaveLength(10);
  });

  it("keeps the app's secret sealed in D1: unreadable there, useless under another key or account", async () => {
    const account = await enrolledAccount("sealed");
    const row = await env.DB.prepare(
      "SELECT user_id, secret FROM two_factor JOIN users ON users.id = two_factor.user_id WHERE email = ?",
    )
      .bind(account.email)
      .first<{ user_id: number; secret: string }>();
    expect(row?.secret).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(row?.secret).not.toContain(account.secret);
    expect(await openTotpSecret(env, row?.user_id ?? 0, row?.secret ?? "")).toBe(account.secret);

    // The store run with another TWO_FACTOR_KEY cannot read it: the right code is refused.
    const otherKey = { bindings: { TWO_FACTOR_KEY: "another-key" } };
    const pending = await passwordStep(account);
    const refused = await callApi(
      "POST",
      "/api/auth/login/2fa",
      { code: codeFor(account.secret, 1) },
      { cookie: pending, ...otherKey },
    );
    expect(refused.status).toBe(400);
    // Read as another account's row, it opens for nobody.
    expect(await openTotpSecret(env, (row?.user_id ?? 0) + 1, row?.secret ?? "")).toBeNull();
  });

  it("asks for the code after the password, signs in with it, and never takes the same code twice", async () => {
    const account = await enrolledAccount("code");
    const pending = await passwordStep(account);
    // The password alone signs nobody in.
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: pending })).status).toBe(401);

    // The code used to enrol is spent: its time step is taken.
    const enrolCode = codeFor(account.secret);
    const reusedEnrolCode = await callApi("POST", "/api/auth/login/2fa", { code: enrolCode }, { cookie: pending });
    expect(reusedEnrolCode.status).toBe(400);

    const code = codeFor(account.secret, 1);
    const done = await callApi("POST", "/api/auth/login/2fa", { code }, { cookie: pending });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ user: { nome: account.name } });
    const session = cookiesFrom(done, pending);
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: session })).status).toBe(200);
    // The sign-in history names how: the password step alone wrote nothing.
    expect((await signInMethodsOf(account.email)).at(-1)).toBe("password_and_code");

    const secondPending = await passwordStep(account);
    const replay = await callApi("POST", "/api/auth/login/2fa", { code }, { cookie: secondPending });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_code" });
  });

  it("lets only one of two racing sign-ins through with the same code", async () => {
    const account = await enrolledAccount("race");
    const [first, second] = await Promise.all([passwordStep(account), passwordStep(account)]);
    const code = codeFor(account.secret, 1);
    const answers = await Promise.all([
      callApi("POST", "/api/auth/login/2fa", { code }, { cookie: first }),
      callApi("POST", "/api/auth/login/2fa", { code }, { cookie: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it("signs in with a recovery code once, typed in any case, and refuses it the second time", async () => {
    const account = await enrolledAccount("recovery");
    const [recoveryCode] = account.recoveryCodes;
    const pending = await passwordStep(account);
    const typed = ` ${recoveryCode?.toUpperCase()} `;
    const done = await callApi("POST", "/api/auth/login/2fa", { recovery_code: typed }, { cookie: pending });
    expect(done.status).toBe(200);

    const again = await passwordStep(account);
    const reused = await callApi("POST", "/api/auth/login/2fa", { recovery_code: recoveryCode }, { cookie: again });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_code" });
  });

  it("refuses the second step without the password step's note, or with a forged one", async () => {
    const noNote = await callApi("POST", "/api/auth/login/2fa", { code: "123456" });
    expect(noNote.status).toBe(401);
    expect(await noNote.json()).toMatchObject({ error: "two_factor_expired" });
    const forged = await callApi(
      "POST",
      "/api/auth/login/2fa",
      { code: "123456" },
      { cookie: "sign-in-step=eyJ1c2VySWQiOjF9" },
    );
    expect(forged.status).toBe(401);
  });

  it("counts wrong codes like wrong passwords: after a few, even the right code waits", async () => {
    const account = await enrolledAccount("throttle");
    const ip = freshIp();
    const pending = await passwordStep(account, { ip });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const wrong = await callApi("POST", "/api/auth/login/2fa", { code: "000000" }, { cookie: pending, ip });
      statuses.push(wrong.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const right = await callApi(
      "POST",
      "/api/auth/login/2fa",
      { code: codeFor(account.secret, 1) },
      { cookie: pending, ip, language: "pt" },
    );
    expect(right.status).toBe(429);
    // How long to wait: in Retry-After, and in the message the form shows.
    const wait = Number(right.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(await right.json()).toMatchObject({
      error: "rate_limited",
      message: expect.stringContaining(`${wait} segundos`),
    });
    // The sign-in form posts to /login: refused the same way.
    const form = await postForm("/login", { intent: "second-factor", code: "123456" }, { cookie: pending, ip });
    expect(form.status).toBe(429);
    // Typing the password again does not hand out fresh guesses.
    const passwordAgain = await callApi("POST", "/api/auth/login", {
      email: account.email,
      password: account.password,
    });
    expect(passwordAgain.status).toBe(429);
  });

  it("turns off only with the password and a code, and then signs in with the password alone", async () => {
    const account = await enrolledAccount("disable");
    const { cookie } = account;
    const noPassword = await callApi(
      "POST",
      "/api/auth/2fa/disable",
      { password: "Wrong#Pass1", code: codeFor(account.secret, 1) },
      { cookie },
    );
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ error: "invalid_password", details: [{ field: "password" }] });
    const noCode = await callApi(
      "POST",
      "/api/auth/2fa/disable",
      { password: account.password, code: "000000" },
      { cookie },
    );
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ error: "invalid_code" });

    const off = await callApi(
      "POST",
      "/api/auth/2fa/disable",
      { password: account.password, code: account.recoveryCodes[3] },
      { cookie },
    );
    expect(off.status).toBe(200);
    const login = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(await login.json()).toMatchObject({ user: { nome: account.name } });
  });
});

describe("new-device sign-in email", () => {
  it("emails the owner when a browser the account has not used signs in, and not for a known one", async () => {
    const account = await createVerifiedAccount("device");
    const first = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    const browser = cookiesFrom(first);
    const before = (await mailbox(account.email)).length; // the verification email

    const same = await callApi(
      "POST",
      "/api/auth/login",
      { email: account.email, password: account.password },
      { cookie: browser },
    );
    expect(same.status).toBe(200);
    const other = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(other.status).toBe(200);
    const emails = await waitForEmails(account.email, before + 1);
    expect(emails).toHaveLength(before + 1);
    expect(emails[0]).toMatchObject({ subject: "New sign-in to your Gamer Store account" });
    expect(emails[0]?.text).toContain("http://store.test/forgot-password");
  });
});

describe("admins of a deployed store", () => {
  /** Signs `account` in with the password alone on the production Worker: that session's call options. */
  async function passwordOnlySession(account: { email: string; password: string }) {
    const login = await callApi("POST", "/api/auth/login", account, inProduction());
    expect(await login.clone().json()).toMatchObject({ user: { id: expect.any(Number) } });
    return inProduction({}, { cookie: cookiesFrom(login) });
  }

  /** Enrolment started from `session`: the secret, and a way to confirm it with the password, the app's code and `proof`. */
  async function enrolmentFrom(account: { password: string }, session: CallOptions) {
    const setup = await callApi("POST", "/api/auth/2fa/setup", {}, session);
    const { secret } = await setup.json<{ secret: string }>();
    const enable = async (proof: Record<string, unknown> = {}) =>
      callApi("POST", "/api/auth/2fa/enable", { password: account.password, code: codeFor(secret), ...proof }, session);
    return { secret, enable };
  }

  /** Turns two-factor on from an admin's `session`, which needs the emailed code; answers the secret. */
  async function enrolWithEmailedCode(account: TestAccount, session: CallOptions) {
    const { secret, enable } = await enrolmentFrom(account, session);
    const passwordAlone = await enable();
    expect(passwordAlone.status).toBe(400);
    expect(await passwordAlone.json()).toMatchObject({ error: "email_code_sent", details: [{ field: "email_code" }] });
    const enabled = await enable({ email_code: await emailedPasskeyCode(account.email) });
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    return secret;
  }

  /** This admin session holds no admin power: sent to sign in again with its code, refused by the admin API. */
  async function expectSentToSignInAgain(session: CallOptions) {
    expect(await adminAnswers(session)).toMatchObject({
      page: 302,
      location: "/settings?section=security&admin=sign-in-again",
      api: 403,
      body: {
        error: "sign_in_again",
        message: expect.stringContaining("A área administrativa exige entrar com a senha e o código do autenticador"),
      },
    });
    const security = await fetchWorker("/settings?section=security&admin=sign-in-again", {}, session);
    expect(await security.text()).toContain("this sign-in had the password alone. Sign out and sign in again.");
    const me = await callApi("GET", "/api/auth/me", undefined, session);
    expect(await me.json()).toMatchObject({ user: { is_admin: false } });
  }

  it("turn on two-factor only with the code emailed to them, and then only a sign-in with password and code opens the admin area", async () => {
    await seedOnce();
    const admin = demoAccounts.admin;
    const signedIn = await passwordOnlySession(admin);
    const blocked = await fetchWorker("/admin", {}, signedIn);
    expect(blocked.status).toBe(302);
    expect(blocked.headers.get("Location")).toBe("/settings?section=security");

    const secret = await enrolWithEmailedCode(admin, signedIn);
    const outbox = await env.DB.prepare("SELECT payload FROM effects WHERE kind = 'email' AND recipient = ?")
      .bind(admin.email)
      .all<{ payload: string }>();
    expect(
      outbox.results.map((row) => (JSON.parse(row.payload) as { message: { subject: string } }).message.subject),
    ).toContain("Your code to turn on two-factor sign-in for your Gamer Store account");
    // The session that turned it on had the password alone: it is no admin session yet.
    await expectSentToSignInAgain(signedIn);

    const pending = await passwordStep(admin, inProduction());
    const done = await callApi(
      "POST",
      "/api/auth/login/2fa",
      { code: codeFor(secret, 1) },
      inProduction({}, { cookie: pending }),
    );
    expect(done.status).toBe(200);
    const withCode = inProduction({}, { cookie: cookiesFrom(done, pending) });
    expect((await fetchWorker("/admin", {}, withCode)).status).toBe(200);
    expect((await callApi("POST", "/api/admin/codes", {}, withCode)).status).toBe(400);
  });

  it("give no admin power to a session opened with the password alone before two-factor was on", async () => {
    const admin = await newAdmin("totp-earlier-session");
    const earlier = await passwordOnlySession(admin);
    const enrolling = await passwordOnlySession(admin);
    await enrolWithEmailedCode(admin, enrolling);
    await expectSentToSignInAgain(earlier);
    await expectSentToSignInAgain(enrolling);
  });

  it("give no admin power to the password-only sessions of a shopper made admin after turning two-factor on", async () => {
    const account = await createVerifiedAccount("totp-promoted");
    const earlier = await passwordOnlySession(account);
    const { enable } = await enrolmentFrom(account, earlier);
    expect((await enable()).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 1, staff_role = 'owner' WHERE email = ?")
      .bind(account.email)
      .run();
    await expectSentToSignInAgain(earlier);
  });

  it("with a passkey, prove it (an assertion) to turn the authenticator app on", async () => {
    const admin = await newAdmin("totp-with-passkey");
    const session = await passwordOnlySession(admin);
    const ceremony = ceremonyFor(session.origin ?? "");
    const authenticator = await addPasskeyTo(admin.password, ceremony, session);
    const { enable } = await enrolmentFrom(admin, session);
    const unproven = await enable();
    expect(unproven.status).toBe(400);
    expect(await unproven.json()).toMatchObject({
      error: "passkey_confirmation_required",
      details: [{ field: "assertion" }],
    });
    const asked = await callApi("POST", "/api/auth/passkeys/confirm-options", {}, session);
    const assertion = await authenticator.assert(await asked.json(), ceremony);
    const proven = await enable({ assertion });
    expect(proven.status, await proven.clone().text()).toBe(200);
    await expectSentToSignInAgain(session);
  });

  it("leave a shopper's enrolment as it was: the password and the app's code", async () => {
    const shopper = await createVerifiedAccount("totp-shopper-production");
    const { enable } = await enrolmentFrom(shopper, await passwordOnlySession(shopper));
    expect((await enable()).status).toBe(200);
  });
});

describe("two-factor against a stolen session (issue 29)", () => {
  it("is turned on only with the account's password: a session cookie alone is refused", async () => {
    const { account, cookie, secret } = await startedEnrolment("stolen-session");
    const withoutPassword = await callApi("POST", "/api/auth/2fa/enable", { code: codeFor(secret) }, { cookie });
    expect(withoutPassword.status).toBe(400);
    expect(await withoutPassword.json()).toMatchObject({ details: [{ field: "password" }] });
    const wrongPassword = await callApi(
      "POST",
      "/api/auth/2fa/enable",
      { password: "Not#ThePassword1", code: codeFor(secret) },
      { cookie },
    );
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ error: "invalid_password", details: [{ field: "password" }] });
    // Still off: the owner signs in with the password alone.
    const login = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(await login.json()).toMatchObject({ user: { id: expect.any(Number) } });

    await confirmEnrolment(account, cookie, secret);
    // The owner is told, wherever they read their mail.
    const emails = await waitForEmails(account.email, 2);
    expect(emails.map((email) => email.subject)).toContain("Two-factor sign-in is on for your Gamer Store account");
  });

  it("stays on after a password reset by email", async () => {
    const account = await enrolledAccount("reset-keeps");
    expect((await callApi("POST", "/api/auth/forgot-password", { email: account.email })).status).toBe(200);
    const [resetEmail] = await vi.waitFor(async () => {
      const found = (await mailbox(account.email)).filter((email) => /reset|password/i.test(email.subject));
      if (found.length === 0) throw new Error("no reset email yet");
      return found;
    });
    const token = resetEmail?.text.match(/token=([\w-]+)/)?.[1];
    const newPassword = "Another#Pass2";
    const reset = await callApi("POST", "/api/auth/reset-password", { token, password: newPassword });
    expect(reset.status, await reset.clone().text()).toBe(200);
    await passwordStep({ ...account, password: newPassword });
  });

  it("can be turned off for its owner by an admin who checked who asks: audited, emailed, signed out everywhere", async () => {
    // An admin of its own: the demo admin enrolled in two-factor above.
    const adminAccount = await createVerifiedAccount("support-admin");
    await env.DB.prepare("UPDATE users SET is_admin = 1, staff_role = 'owner' WHERE email = ?")
      .bind(adminAccount.email)
      .run();
    const admin = await signIn(adminAccount);
    const account = await enrolledAccount("lost-phone");
    const me = await (await callApi("GET", "/api/auth/me", undefined, { cookie: account.cookie })).json<{
      user: { id: number };
    }>();
    const userId = me.user.id;
    const page = await fetchWorker(`/admin/users/${userId}`, {}, { cookie: admin });
    expect(await page.text()).toContain("Turn off two-factor sign-in");

    const unchecked = await postForm(`/admin/users/${userId}`, { intent: "reset-2fa" }, { cookie: admin });
    expect(unchecked.status).toBe(400);
    await passwordStep(account);
    const asShopper = await postForm(
      `/admin/users/${userId}`,
      { intent: "reset-2fa", identityChecked: "yes" },
      { cookie: account.cookie },
    );
    expect(asShopper.status).toBeGreaterThanOrEqual(300);

    const reset = await postForm(
      `/admin/users/${userId}`,
      { intent: "reset-2fa", identityChecked: "yes" },
      { cookie: admin },
    );
    expect(reset.status).toBe(200);
    // Signed out everywhere; the owner signs in with the password alone and can turn it on again.
    expect((await callApi("GET", "/api/auth/me", undefined, { cookie: account.cookie })).status).toBe(401);
    const login = await callApi("POST", "/api/auth/login", { email: account.email, password: account.password });
    expect(await login.json()).toMatchObject({ user: { id: expect.any(Number) } });
    const emails = await mailbox(account.email);
    expect(emails.map((email) => email.subject)).toContain(
      "Two-factor sign-in was turned off for your Gamer Store account",
    );
    const audit = await env.DB.prepare(
      "SELECT action, actor_user_id FROM audit_log WHERE entity = 'user' AND entity_id = ?",
    )
      .bind(String(userId))
      .all<{ action: string; actor_user_id: number }>();
    expect(audit.results.map((row) => row.action)).toContain("reset_two_factor");
  });
});
