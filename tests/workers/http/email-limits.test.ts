// Issue 29: every email a visitor can make the store send is limited per recipient the same way,
// sign-up naming a taken address included, and answers that must not tell whether an account exists
// take the same time either way: the lookup, the token and the email happen after the answer.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../../workers/index";
import { withinOneRateLimitWindow } from "../support/rate-limit-window";
import { slowD1 } from "../support/slow-d1";
import { callApi, createVerifiedAccount, freshIp, mailbox, origin, password, uniqueEmail } from "../support/store";

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

// Up to 20 s waiting for a rate-limit window, then the sign-ups: more than vitest's default 30 s can hold.
const WAIT_AND_WORK_MS = 60_000;

describe("sign-up naming an address", () => {
  const signUp = (email: string) =>
    callApi(
      "POST",
      "/api/auth/register",
      { nome: "Flood", email, password, telefone: "11987654321" },
      { ip: freshIp() },
    );

  it(
    "is limited per recipient: eight sign-ups from eight addresses cannot flood an account's mailbox",
    async () => {
      await withinOneRateLimitWindow(60, 20);
      const owner = await createVerifiedAccount("flooded");
      const fresh = uniqueEmail("fresh-flood");
      // The owner's address was named once already (its own sign-up): the new one is named once too.
      await callApi("POST", "/api/auth/resend-verification", { email: fresh }, { ip: freshIp() });
      const forOwner: number[] = [];
      const forFresh: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        forOwner.push((await signUp(owner.email)).status);
        forFresh.push((await signUp(fresh)).status);
      }
      // The same answers for a taken address as for a new one: accepted, then refused alike.
      expect(forOwner).toEqual(forFresh);
      expect(forOwner).toContain(429);
      const told = (await mailbox(owner.email)).filter(
        (email) => email.subject === "You already have a Gamer Store account",
      );
      expect(told.length).toBeLessThanOrEqual(5);
      expect(told.length).toBeGreaterThan(0);
    },
    WAIT_AND_WORK_MS,
  );
});
