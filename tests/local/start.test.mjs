// The store as `npm start` starts it (scripts/lib/local-store.mjs), on its own fresh state: the
// Cron Trigger's housekeeping runs on its own, the address it prints is the one its emails link to,
// no route can run the schedule by hand, and 45 s of `npm run soak`'s mixed traffic leave no
// sockets or files behind. Part of `npm test` (scripts/test.mjs).
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { Writable } from "node:stream";
import { after, before, test } from "node:test";
import { firstItemLine } from "../../scripts/lib/cart-line.mjs";
import { demoAccounts } from "../../scripts/lib/demo-credentials.mjs";
import { startStore } from "../../scripts/lib/local-store.mjs";
import { soak } from "../../scripts/soak/run.mjs";
import { table } from "../../scripts/soak/verdict.mjs";

const port = process.env.START_CHECK_PORT ?? "8795";
const persistTo = `.wrangler/start-check-state-${port}`;
const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * A clock an hour and a bit ahead: the unpaid order the test leaves is long past its payment
 * session there (30 minutes and 5 of grace), and the next 5-minute mark comes 45 s after the
 * schedule first reads it, not up to 5 minutes later.
 */
function clockAheadOfTheSchedule() {
  let offset;
  return () => {
    const real = Date.now();
    if (offset === undefined) {
      const ahead = real + 60 * 60 * 1000;
      const mark = Math.ceil((ahead + 45_000) / FIVE_MINUTES) * FIVE_MINUTES;
      offset = mark - 45_000 - real;
    }
    return new Date(real + offset);
  };
}

let store;
let printed = "";

before(async () => {
  rmSync(persistTo, { recursive: true, force: true });
  store = await startStore({
    port,
    persistTo,
    now: clockAheadOfTheSchedule(),
    print: (text) => {
      printed += text;
    },
    output: { stdout: discard, stderr: process.stderr },
  });
});

after(async () => {
  await store?.stop();
});

function call(method, path, body, cookie) {
  return fetch(`${store.origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json", Origin: store.origin }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function until(what, check, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what} did not happen within ${seconds} s`);
}

test("the development settings' default address is the one `npm start` prints on its default port", () => {
  const configured = readFileSync(".dev.vars.example", "utf8").match(/^PUBLIC_ORIGIN=(.*)$/m)?.[1];
  assert.equal(configured, "http://127.0.0.1:8787");
});

test("the schedule of wrangler.toml runs by itself: an unpaid order past its session expires", async () => {
  assert.match(printed, /Schedule: \*\/5 \* \* \* \* runs locally \(next at \d\d:\d\d\)/);
  const { email, password } = demoAccounts.shopper;
  const login = await call("POST", "/api/auth/login", { email, password });
  assert.equal(login.status, 200);
  const cookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const games = await (await call("GET", "/api/games")).json();
  const detail = await (await call("GET", `/api/games/${games[0].id}`)).json();
  const cart = await call("POST", "/api/cart", firstItemLine(detail, "Schedule#1"), cookie);
  assert.equal(cart.status, 201, await cart.text());
  const checkout = await call("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, cookie);
  assert.equal(checkout.status, 200, await checkout.clone().text());
  const { sessionId } = await checkout.json();
  const state = async () =>
    (await (await call("GET", `/api/checkout/sessions/${sessionId}`, undefined, cookie)).json()).status;
  assert.equal(await state(), "pending");
  // Nobody calls the handler: the schedule's next 5-minute mark comes about 45 s after the start.
  await until("the unpaid order's expiry", async () => (await state()) === "expired", 120);
});

test("the banner's address is the one the store's emails link to", async () => {
  const address = printed.match(/Store:\s+(\S+)/)?.[1];
  assert.equal(address, `http://127.0.0.1:${port}`);
  const { email } = demoAccounts.shopper;
  assert.equal((await call("POST", "/api/auth/forgot-password", { email })).status, 200);
  const link = await until(
    "the reset email",
    async () => {
      const emails = await (await call("GET", `/api/dev/emails?to=${encodeURIComponent(email)}`)).json();
      return emails[0]?.text.match(/https?:\/\/\S+\/reset-password\S*/)?.[0];
    },
    20,
  );
  assert.equal(new URL(link).origin, address);
});

test("no route runs the schedule by hand, not even locally", async () => {
  for (const path of ["/__scheduled?cron=*/5+*+*+*+*", "/cdn-cgi/handler/scheduled?cron=*/5+*+*+*+*"]) {
    const response = await call("GET", path);
    assert.equal(response.status, 404, path);
  }
});

test("45 s of mixed traffic leave no sockets or files behind and fail no request", async () => {
  const webhookSecret = readFileSync(".dev.vars", "utf8")
    .match(/^STRIPE_WEBHOOK_SECRET=(.+)$/m)?.[1]
    ?.trim();
  const result = await soak({ base: store.origin, minutes: 0.75, webhookSecret });
  console.log(table(result.baseline, result.measured));
  assert.deepEqual(result.reasons, []);
});
