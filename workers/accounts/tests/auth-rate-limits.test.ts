// Rate limits that stop abuse without locking out real shoppers (issue 12 §7,
// docs/decisions/013-rate-limits.md): many shoppers share one address behind a carrier's CGNAT or
// in a LAN house, so sign-in counts failures, per account and per address, never successes.
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinOneRateLimitWindow } from "../../../tests/workers/support/rate-limit-window";
import {
  callApi,
  createVerifiedAccount,
  freshIp,
  password,
  type TestAccount,
  uniqueEmail,
} from "../../../tests/workers/support/store";
import { db } from "../../../tests/workers/support/worker";
import { signInFailures } from "../../db/schema";
import { ADDRESS_FAILURE_LIMIT, accountWaitMs } from "../sign-in-throttle";

/** Sends `count` requests and returns the statuses, in order. */
async function statuses(count: number, send: (attempt: number) => Promise<Response>) {
  const result: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) result.push((await send(attempt)).status);
  return result;
}

async function expectLocalized429(response: Response, retryAfter: (seconds: number) => boolean = (s) => s === 60) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get("Retry-After"));
  expect(retryAfter(seconds), `Retry-After ${seconds}`).toBe(true);
  expect(await response.json()).toEqual({
    error: "rate_limited",
    message: `Muitas tentativas. Aguarde ${seconds} segundos e tente novamente.`,
    requestId: expect.any(String),
  });
}

const signIn = (email: string, secret: string, ip = freshIp()) =>
  callApi("POST", "/api/auth/login", { email, password: secret }, { ip, language: "pt" });

/** As if the account's current wait had run out (the tests do not sleep through it). */
const waitRunsOut = (email: string) =>
  db
    .update(signInFailures)
    .set({ blockedUntil: 0 })
    .where(eq(signInFailures.key, `email:${email}`));

describe("sign-in from a shared address", () => {
  it("lets 15 shoppers behind one address sign in within a minute, and one of them 5 more times", async () => {
    const ip = freshIp();
    const accounts: TestAccount[] = [];
    for (let n = 0; n < 15; n++) accounts.push(await createVerifiedAccount(`cgnat${n}`));
    const signIns = await statuses(accounts.length, (n) => signIn(accounts[n]?.email ?? "", password, ip));
    expect(signIns).toEqual(Array(15).fill(200));
    const again = await statuses(5, () => signIn(accounts[0]?.email ?? "", password, ip));
    expect(again).toEqual(Array(5).fill(200));
  }, 30_000);

  it("keeps one player's typos from slowing the next player on the same address", async () => {
    const ip = freshIp();
    const [clumsy, next] = [await createVerifiedAccount("clumsy"), await createVerifiedAccount("next")];
    expect(await statuses(6, () => signIn(clumsy.email, "Wrong#Pass1", ip))).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(next.email, password, ip)).status).toBe(200);
  });
});

describe("failed sign-ins on one account", () => {
  it("are free at first, then wait 2 s, 4 s, 8 s … up to 15 minutes", () => {
    const waits = Array.from({ length: 16 }, (_, n) => accountWaitMs(n + 1) / 1_000);
    expect(waits).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it("are refused with 429 and Retry-After during the wait, from any address, even with the right password", async () => {
    const account = await createVerifiedAccount("target");
    const wrong = await statuses(5, () => signIn(account.email, "Wrong#Pass1"));
    expect(wrong).toEqual(Array(5).fill(401));
    await expectLocalized429(await signIn(account.email, "Wrong#Pass1"), (s) => s >= 1 && s <= 2);
    await expectLocalized429(await signIn(account.email, password), (s) => s >= 1 && s <= 2);

    // After the wait, the next failure waits twice as long.
    await waitRunsOut(account.email);
    expect((await signIn(account.email, "Wrong#Pass1")).status).toBe(401);
    await expectLocalized429(await signIn(account.email, password), (s) => s >= 3 && s <= 4);

    // The right password after the wait signs in and ends the run of failures.
    await waitRunsOut(account.email);
    expect((await signIn(account.email, password)).status).toBe(200);
    expect(await statuses(4, () => signIn(account.email, "Wrong#Pass1"))).toEqual(Array(4).fill(401));
    expect((await signIn(account.email, password)).status).toBe(200);
  });

  it("are throttled the same for an email without an account, so the answer tells nothing", async () => {
    const email = uniqueEmail("nobody");
    expect(await statuses(5, () => signIn(email, "Wrong#Pass1"))).toEqual(Array(5).fill(401));
    await expectLocalized429(await signIn(email, "Wrong#Pass1"), (s) => s >= 1 && s <= 2);
  });
});

describe("failed sign-ins from one address", () => {
  it(`stop sign-ins from it for the rest of a 15-minute window after ${ADDRESS_FAILURE_LIMIT}, and only from it`, async () => {
    const ip = freshIp();
    const account = await createVerifiedAccount("behind-attacker");
    // 99 failures already counted (as many guesses against other accounts would leave them).
    const now = Date.now();
    await db.insert(signInFailures).values({
      key: `ip:${ip}`,
      failures: ADDRESS_FAILURE_LIMIT - 1,
      windowStartedAt: now,
      lastFailedAt: now,
    });
    expect((await signIn(uniqueEmail("guess"), "Wrong#Pass1", ip)).status).toBe(401);
    await expectLocalized429(await signIn(account.email, password, ip), (s) => s > 890 && s <= 900);
    expect((await signIn(account.email, password, freshIp())).status).toBe(200);
    await db.delete(signInFailures).where(inArray(signInFailures.key, [`ip:${ip}`]));
  });
});

describe("rate limits on the other account endpoints", () => {
  it("limit registrations per IP (10 a minute)", async () => {
    await withinOneRateLimitWindow(60, 15);
    const ip = freshIp();
    const attempt = () =>
      callApi(
        "POST",
        "/api/auth/register",
        { nome: "Bot", email: uniqueEmail("bot"), password, telefone: "11987654321" },
        { ip, language: "pt" },
      );
    expect(await statuses(10, attempt)).toEqual(Array(10).fill(201));
    await expectLocalized429(await attempt());
  });

  it("limit the email-sending endpoints per IP, together (20 a minute)", async () => {
    await withinOneRateLimitWindow(60, 15);
    const ip = freshIp();
    const send = (attempt: number) =>
      callApi(
        "POST",
        attempt % 2 ? "/api/auth/forgot-password" : "/api/auth/resend-verification",
        { email: uniqueEmail() },
        { ip, language: "pt" },
      );
    expect(await statuses(20, send)).toEqual(Array(20).fill(200));
    await expectLocalized429(await send(20));
  });

  it("limit emails to one address (5 a minute), so nobody can flood a mailbox from many IPs", async () => {
    await withinOneRateLimitWindow(60, 15);
    const email = uniqueEmail("victim");
    const send = () => callApi("POST", "/api/auth/forgot-password", { email }, { language: "pt" });
    expect(await statuses(5, send)).toEqual(Array(5).fill(200));
    await expectLocalized429(await send());
  });
});
