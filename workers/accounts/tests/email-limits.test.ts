// Issue 29: answers that must not tell whether an account exists take the same time either way: the
// lookup, the token and the email happen after the answer. Issue 46: a sign-up naming a taken address
// tells its owner at most once a day, from an allowance of its own, never from the owner's budget of
// verification and reset emails.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { slowD1 } from "../../../tests/workers/support/slow-d1";
import {
  callApi,
  createVerifiedAccount,
  freshIp,
  mailbox,
  origin,
  password,
  uniqueEmail,
} from "../../../tests/workers/support/store";
import worker from "../../index";

/** Each trip to the database takes this much longer: an answer that waits on one shows it. */
const TRIP_MS = 300;

/** How long the Worker takes to answer a same-origin JSON post (its work after answering not counted). */
async function timeToAnswer(path: string, body: unknown): Promise<{ status: number; ms: number }> {
  const request = new Request(`${origin}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      Host: new URL(origin).host,
      "CF-Connecting-IP": freshIp(),
    },
  });
  const ctx = createExecutionContext();
  const started = performance.now();
  const response = await worker.fetch(request, { ...env, DB: slowD1(env.DB, TRIP_MS) }, ctx);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  await waitOnExecutionContext(ctx);
  return { status: response.status, ms };
}

describe("answers that must not tell whether an account exists", () => {
  it("forgot-password takes the same time for an account's email and an unknown one", async () => {
    const account = await createVerifiedAccount("timing");
    const known = await timeToAnswer("/api/auth/forgot-password", { email: account.email });
    const unknown = await timeToAnswer("/api/auth/forgot-password", { email: uniqueEmail("nobody") });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(TRIP_MS / 2);
    // The account still gets its link, after the answer.
    expect((await mailbox(account.email)).map((email) => email.subject)).toContain("Reset your Gamer Store password");
  });

  it("sign-up takes the same time for a taken address past its notice allowance and a new one", async () => {
    const owner = await createVerifiedAccount("taken-timing");
    const body = (email: string) => ({ nome: "Timing", email, password, telefone: "11987654321" });
    // The day's notice is spent first, so the timed sign-up is one the allowance turns down.
    await timeToAnswer("/api/auth/register", body(owner.email));
    const taken = await timeToAnswer("/api/auth/register", body(owner.email));
    const fresh = await timeToAnswer("/api/auth/register", body(uniqueEmail("fresh-timing")));
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(Math.abs(taken.ms - fresh.ms)).toBeLessThan(TRIP_MS / 2);
  });

  it("resend-verification takes the same time for a pending account's email and an unknown one", async () => {
    const pending = uniqueEmail("pending-timing");
    await callApi("POST", "/api/auth/register", { nome: "Pending", email: pending, password, telefone: "11987654321" });
    const known = await timeToAnswer("/api/auth/resend-verification", { email: pending });
    const unknown = await timeToAnswer("/api/auth/resend-verification", { email: uniqueEmail("nobody") });
    expect(known.status).toBe(200);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(TRIP_MS / 2);
    expect(await mailbox(pending)).toHaveLength(2);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const NOTICE = "You already have a Gamer Store account";

describe("sign-ups naming someone's address (issue 46: a budget a stranger can't spend)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const signUp = (email: string) =>
    callApi(
      "POST",
      "/api/auth/register",
      { nome: "Flood", email, password, telefone: "11987654321" },
      { ip: freshIp() },
    );
  const answer = async (response: Response) => ({ status: response.status, body: await response.text() });
  const notices = async (email: string) => (await mailbox(email)).filter((email) => email.subject === NOTICE);

  it("send its owner one notice a day, and leave the owner's own forgot-password working", async () => {
    const owner = await createVerifiedAccount("named");
    const fresh = uniqueEmail("fresh-named");
    const forOwner = [];
    const forFresh = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      forOwner.push(await answer(await signUp(owner.email)));
      forFresh.push(await answer(await signUp(fresh)));
    }
    // A taken address is answered exactly as a new one, every time.
    expect(forOwner.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(forOwner).toEqual(forFresh);
    expect(await notices(owner.email)).toHaveLength(1);

    const reset = await callApi("POST", "/api/auth/forgot-password", { email: owner.email }, { ip: freshIp() });
    expect(reset.status).toBe(200);
    expect((await mailbox(owner.email)).map((email) => email.subject)).toContain("Reset your Gamer Store password");

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + DAY_MS + 60_000 });
    expect((await signUp(owner.email)).status).toBe(201);
    expect(await notices(owner.email)).toHaveLength(2);
  });

  it("send one notice when they come at the same moment", async () => {
    const owner = await createVerifiedAccount("raced");
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await signUp(owner.email)).status));
    expect(statuses).toEqual(Array(5).fill(201));
    expect(await notices(owner.email)).toHaveLength(1);
  });
});
