// The Worker started locally as a deployment runs it (ENVIRONMENT=production, test secrets), with
// Stripe's API and the email API replaced by local stand-ins at the HTTP boundary: development-only
// routes do not exist, emails go to the email API, and checkout pays through the Stripe adapter,
// never the sandbox. Part of `npm test` (scripts/test.mjs runs `node --test tests/deploy`).
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { rmSync } from "node:fs";
import { after, before, test } from "node:test";
import { migrateLocal, offlineEnv, seedLocal } from "../../scripts/lib/local-setup.mjs";
import { startStandIns } from "./stand-ins.mjs";

const port = process.env.PRODUCTION_CHECK_PORT ?? "8797";
const base = `http://127.0.0.1:${port}`;
const persistTo = ".wrangler/production-check-state";
const webhookSecret = "whsec_production_check";
const adminEmail = "owner@store.example";
let adminLink;
let standIns;
let server;

before(async () => {
  standIns = await startStandIns();
  rmSync(persistTo, { recursive: true, force: true });
  migrateLocal(persistTo);
  seedLocal(persistTo); // test data only: production itself is never seeded
  const created = spawnSync(
    process.execPath,
    ["scripts/admin-create.mjs", "--local", "--persist-to", persistTo, "--email", adminEmail, "--name", "First Admin"],
    { encoding: "utf8", env: offlineEnv },
  );
  assert.equal(created.status, 0, created.stderr);
  adminLink = new URL(created.stdout.match(/\S+\/reset-password\?token=\S+/)[0]);
  const settings = {
    ENVIRONMENT: "production",
    PUBLIC_ORIGIN: "https://store.example",
    SESSION_SECRET: "production-check-session-secret",
    PASSWORD_PEPPER: "production-check-pepper",
    TWO_FACTOR_KEY: "production-check-two-factor-key",
    SHOPPER_MARK_KEY: "production-check-shopper-mark-key",
    STRIPE_SECRET_KEY: "sk_test_production_check",
    STRIPE_PUBLISHABLE_KEY: "pk_test_production_check",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: standIns.base,
    MAIL_API_URL: `${standIns.base}/mail`,
    MAIL_API_KEY: "mail-check-key",
    // The outbox's first retry after 1 s instead of 30 s, so an outage and its recovery fit in a test.
    EFFECT_RETRY_BASE_SECONDS: "1",
  };
  const vars = Object.entries(settings).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      ...vars,
    ],
    { stdio: "ignore", env: offlineEnv, detached: true },
  );
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the production-settings Worker did not become healthy at ${base}`);
});

after(async () => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await standIns?.close();
});

function call(method, path, body, cookie, language) {
  return fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "GET" ? {} : { Origin: base }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(language ? { "Accept-Language": language } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The authenticator app's code for an otpauth:// URI (RFC 6238, as the admin's phone would show it),
 * now or `offsetSteps` time steps from now.
 */
function totpNow(uri, offsetSteps = 0) {
  const params = new URL(uri).searchParams;
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const letter of params.get("secret").toUpperCase())
    bits += alphabet.indexOf(letter).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => Number.parseInt(byte, 2)));
  const digits = Number(params.get("digits") ?? 6);
  const step = Math.floor(Date.now() / 1000 / Number(params.get("period") ?? 30)) + offsetSteps;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac((params.get("algorithm") ?? "SHA1").toLowerCase(), key)
    .update(counter)
    .digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, "0");
}

async function until(what, check, seconds = 15) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test("health is ok with every production setting present", async () => {
  const health = await (await fetch(`${base}/api/health`)).json();
  assert.deepEqual(health, { ok: true, failing: [], missing: [] });
});

test("development-only routes answer 404", async () => {
  // /__scheduled is wrangler dev's --test-scheduled route: nothing the Worker serves runs the
  // schedule on request. (wrangler dev itself answers /cdn-cgi/handler/scheduled, its own
  // machinery and not the Worker's; `npm start` no longer runs on it, tests/local/start.test.mjs.)
  for (const path of [
    "/dev/emails",
    "/api/dev/emails",
    "/sandbox/checkout/cs_test_1",
    "/__scheduled?cron=*/5+*+*+*+*",
  ]) {
    assert.equal((await fetch(`${base}${path}`, { redirect: "manual" })).status, 404, path);
  }
  assert.equal((await call("POST", "/api/sandbox/sessions/cs_test_1/pay", {})).status, 404);
});

/** A new shopper, registered and verified through the email API, signed in: their session cookie. */
async function newShopper(label) {
  const email = `${label}-${Date.now()}@example.com`;
  const password = "Valid#Pass1";
  assert.equal(
    (await call("POST", "/api/auth/register", { nome: "Prod Check", email, password, telefone: "11 98765-4321" }))
      .status,
    201,
  );
  const verification = await until("the verification email", () =>
    standIns.emails.find((mail) => mail.to.includes(email)),
  );
  assert.equal(verification.authorization, "Bearer mail-check-key");
  const link = new URL(verification.text.match(/https:\/\/store\.example\/verify-email\?token=[^\s)>"]+/)[0]);
  assert.equal((await call("GET", `/api/auth/verify-email${link.search}`)).status, 200);
  const login = await call("POST", "/api/auth/login", { email, password });
  assert.equal(login.status, 200);
  return login.headers.get("set-cookie").split(";")[0];
}

/** Puts the first item of the catalogue into the shopper's cart. */
async function fillCart(cookie) {
  const games = await (await call("GET", "/api/games")).json();
  for (const game of games) {
    const detail = await (await call("GET", `/api/games/${game.id}`)).json();
    const item = detail.items[0];
    if (!item) continue;
    const added = await call(
      "POST",
      "/api/cart",
      {
        game_id: game.id,
        item_id: item.id,
        tag: "Thrall",
        server: item.server || game.servers[0] || undefined,
        plataforma_selecionada: game.plataformas.split(", ")[0] || undefined,
        quantidade: 1,
      },
      cookie,
    );
    assert.equal(added.status, 201, `adding to the cart answered ${added.status}: ${await added.text()}`);
    return;
  }
  throw new Error("no item to buy in the catalogue");
}

/** A Stripe-signed `checkout.session.completed` for the order's session, delivered to the webhook. */
async function deliverPaidSession(order, sessionId, eventId = `evt_prod_check_${Date.now()}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        status: "complete",
        amount_total: Math.round(order.total * 100),
        currency: "brl",
        payment_intent: `pi_prod_check_${order.id}`,
        metadata: { order_id: String(order.id) },
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`).digest("hex");
  return fetch(`${base}/webhooks/stripe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
    body: payload,
  });
}

test("a shopper registers through the email API and pays through the Stripe adapter, never the sandbox", async () => {
  const cookie = await newShopper("prod-check");
  await fillCart(cookie);
  const checkout = await call("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, cookie);
  assert.equal(checkout.status, 200, await checkout.clone().text());
  const started = await checkout.json();
  assert.match(
    started.stripeSessionUrl,
    /^https:\/\/checkout\.stripe\.test\//,
    "the shopper is sent to Stripe, not the sandbox",
  );
  const created = standIns.stripeRequests.find(
    (request) => request.params.get("metadata[order_id]") === String(started.orderId),
  );
  assert.equal(created.authorization, "Bearer sk_test_production_check");

  const order = await (await call("GET", `/api/orders/${started.orderId}`, undefined, cookie)).json();
  assert.equal((await deliverPaidSession(order, started.sessionId)).status, 200);
  const paid = await (await call("GET", `/api/orders/${started.orderId}`, undefined, cookie)).json();
  assert.equal(paid.status, "processando", JSON.stringify(paid));
});

// Issue 28: the providers go down and come back while people use the store.

test("no email is lost to an email API outage: each one arrives once when the API is back", async () => {
  const email = `outage-${Date.now()}@example.com`;
  standIns.outage.mail = true;
  const registered = await call("POST", "/api/auth/register", {
    nome: "Outage Shopper",
    email,
    password: "Valid#Pass1",
    telefone: "11 98765-4321",
  });
  assert.equal(registered.status, 201);
  assert.equal((await call("POST", "/api/auth/forgot-password", { email })).status, 200);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const toShopper = () => standIns.emails.filter((mail) => mail.to.includes(email));
  assert.deepEqual(toShopper(), [], "nothing gets through while the API is down");

  standIns.outage.mail = false;
  await until("both emails after the outage", () => toShopper().length >= 2, 60);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const subjects = toShopper()
    .map((mail) => mail.subject)
    .sort();
  assert.equal(subjects.length, 2, `each email once, got ${JSON.stringify(subjects)}`);
  assert.notEqual(subjects[0], subjects[1]);
  const keys = toShopper().map((mail) => mail.key);
  for (const key of keys) {
    assert.equal(standIns.accepted.filter((request) => request.key === key).length, 1, `one delivery of ${key}`);
  }
});

test("with Stripe down, checkout answers 503 with Retry-After in the shopper's language and leaves no order, the cart intact", async () => {
  const cookie = await newShopper("stripe-down");
  await fillCart(cookie);
  const cartBefore = await (await call("GET", "/api/cart", undefined, cookie)).json();
  standIns.outage.stripe = true;
  try {
    const attempt = await call("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, cookie, "pt-BR");
    assert.equal(attempt.status, 503);
    assert.equal(attempt.headers.get("retry-after"), "30");
    const refusal = await attempt.json();
    assert.equal(refusal.error, "payment_provider_unavailable");
    assert.match(refusal.message, /provedor de pagamento/);
  } finally {
    standIns.outage.stripe = false;
  }
  assert.deepEqual(await (await call("GET", "/api/orders", undefined, cookie)).json(), []);
  assert.deepEqual(await (await call("GET", "/api/cart", undefined, cookie)).json(), cartBefore);
});

test("cancel while Stripe is down cancels only once Stripe closed the session; a payment after that is refunded once", async () => {
  const cookie = await newShopper("cancel-down");
  await fillCart(cookie);
  const started = await (await call("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, cookie)).json();
  const orderPath = `/api/orders/${started.orderId}`;
  const statusOf = async () => (await (await call("GET", orderPath, undefined, cookie)).json()).status;

  standIns.outage.stripe = true;
  const cancel = await call("POST", "/api/stripe/cancel-order", { session_id: started.sessionId }, cookie);
  assert.equal(cancel.status, 202);
  assert.equal((await cancel.json()).cancellation, "scheduled");
  assert.equal(await statusOf(), "pendente", "not cancelled while its session may still be paid");
  standIns.outage.stripe = false;
  await until("the order cancelled by the outbox", async () => (await statusOf()) === "cancelado", 60);
  const expiries = standIns.stripeRequests.filter(
    (request) => request.path === `/v1/checkout/sessions/${started.sessionId}/expire`,
  );
  assert.equal(expiries.length, 1);

  // The shopper paid in another tab just before; Stripe's refunds are down when the money lands.
  const order = await (await call("GET", orderPath, undefined, cookie)).json();
  const eventId = `evt_late_${started.orderId}`;
  standIns.outage.stripe = true;
  assert.equal((await deliverPaidSession(order, started.sessionId, eventId)).status, 200);
  assert.equal(await statusOf(), "cancelado");
  standIns.outage.stripe = false;
  const refunds = () =>
    standIns.stripeRequests.filter(
      (request) => request.path === "/v1/refunds" && request.key === `late-refund-${eventId}`,
    );
  await until("the late payment's refund", () => refunds().length > 0, 60);
  assert.equal((await deliverPaidSession(order, started.sessionId, eventId)).status, 200, "a replay is acknowledged");
  await new Promise((resolve) => setTimeout(resolve, 3000));
  assert.equal(refunds().length, 1, "refunded once");
  assert.equal(refunds()[0].params.get("amount"), String(Math.round(order.total * 100)));
});

test("the first admin, made by npm run admin:create, sets a password from the printed link and reaches the admin area", async () => {
  const password = "Admin#Pass1";
  assert.equal(
    (await call("POST", "/api/auth/login", { email: adminEmail, password })).status,
    401,
    "no usable password before the link is used",
  );
  const reset = await call("POST", "/api/auth/reset-password", {
    token: adminLink.searchParams.get("token"),
    password,
  });
  assert.equal(reset.status, 200, await reset.clone().text());
  const login = await call("POST", "/api/auth/login", { email: adminEmail, password });
  assert.equal(login.status, 200);
  const cookie = login.headers.get("set-cookie").split(";")[0];
  const openAdmin = (session = cookie) => fetch(`${base}/admin`, { headers: { Cookie: session }, redirect: "manual" });
  // In production an admin enrols in two-factor sign-in before any admin page.
  const beforeEnrolling = await openAdmin();
  assert.equal(beforeEnrolling.status, 302);
  assert.equal(new URL(beforeEnrolling.headers.get("location"), base).pathname, "/settings");
  const setup = await (await call("POST", "/api/auth/2fa/setup", {}, cookie)).json();
  const enable = (proof) =>
    call("POST", "/api/auth/2fa/enable", { password, code: totpNow(setup.otpauth_uri), ...proof }, cookie);
  // The password alone does not turn it on for an admin: the code emailed to the account does.
  const asked = await enable({});
  assert.equal(asked.status, 400);
  assert.equal((await asked.json()).error, "email_code_sent");
  const codeEmail = await until("the enrolment code email", () =>
    standIns.emails.find((mail) => mail.to.includes(adminEmail) && /Code: \d{8}/.test(mail.text)),
  );
  const enabled = await enable({ email_code: codeEmail.text.match(/Code: (\d{8})/)[1] });
  assert.equal(enabled.status, 200, await enabled.clone().text());
  // The session that turned it on had the password alone: the admin signs in again, with the code.
  const passwordOnly = await openAdmin();
  assert.equal(passwordOnly.status, 302);
  assert.equal(new URL(passwordOnly.headers.get("location"), base).search, "?section=security&admin=sign-in-again");
  const cookiesOf = (response) =>
    response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
  const pending = await call("POST", "/api/auth/login", { email: adminEmail, password });
  assert.equal((await pending.clone().json()).two_factor_required, true);
  const withCode = await call(
    "POST",
    "/api/auth/login/2fa",
    { code: totpNow(setup.otpauth_uri, 1) },
    cookiesOf(pending),
  );
  assert.equal(withCode.status, 200, await withCode.clone().text());
  assert.equal((await openAdmin(cookiesOf(withCode))).status, 200);
  // The link is single use.
  assert.notEqual(
    (await call("POST", "/api/auth/reset-password", { token: adminLink.searchParams.get("token"), password })).status,
    200,
  );
});
