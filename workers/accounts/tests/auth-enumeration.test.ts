import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  callApi,
  createVerifiedAccount,
  mailbox,
  password,
  uniqueEmail,
  waitForEmails,
} from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { users } from "../../db/schema";

const db = createDatabase(env.DB);

/** Status, headers that could differ, and body: everything a caller can compare. */
async function observable(response: Response) {
  return { status: response.status, setCookie: response.headers.get("Set-Cookie"), body: await response.text() };
}

describe("no account enumeration", () => {
  it("forgot-password answers the same for a known and an unknown email; only the account gets an email", async () => {
    const account = await createVerifiedAccount();
    const unknown = uniqueEmail("unknown");
    const known = await observable(await callApi("POST", "/api/auth/forgot-password", { email: account.email }));
    const other = await observable(await callApi("POST", "/api/auth/forgot-password", { email: unknown }));
    expect(known.status).toBe(200);
    expect(other).toEqual(known);
    await waitForEmails(account.email, 2);
    expect(await mailbox(unknown)).toEqual([]);
  });

  it("resend-verification answers the same for unknown, unverified and verified emails", async () => {
    const verified = await createVerifiedAccount();
    const unverified = uniqueEmail("pending");
    await callApi("POST", "/api/auth/register", {
      nome: "Pending",
      email: unverified,
      password,
      telefone: "11987654321",
    });
    await waitForEmails(unverified);

    const answers = await Promise.all(
      [verified.email, unverified, uniqueEmail("unknown")].map(async (email) =>
        observable(await callApi("POST", "/api/auth/resend-verification", { email })),
      ),
    );
    expect(answers[0]?.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Only the account that still needs it gets a new link.
    await waitForEmails(unverified, 2);
    expect(await mailbox(verified.email)).toHaveLength(1);
  });

  it("registration with a taken email answers like a new one, changes nothing, and tells the owner by email", async () => {
    const owner = await createVerifiedAccount();
    const [before] = await db.select().from(users).where(eq(users.email, owner.email));
    const fresh = await observable(
      await callApi("POST", "/api/auth/register", {
        nome: "Someone New",
        email: uniqueEmail("fresh"),
        password,
        telefone: "11987654321",
      }),
    );
    const taken = await observable(
      await callApi("POST", "/api/auth/register", {
        nome: "Intruder",
        email: owner.email.toUpperCase(),
        password: "Other#Pass9",
        telefone: "21999999999",
      }),
    );
    expect(fresh.status).toBe(201);
    expect(taken).toEqual(fresh);

    const [after] = await db.select().from(users).where(eq(users.email, owner.email));
    expect(after).toEqual(before);
    const [notice] = await waitForEmails(owner.email, 2);
    expect(notice?.subject).toBe("You already have a Gamer Store account");
    expect(notice?.text).toContain("http://store.test/login");
    expect(notice?.text).toContain("http://store.test/forgot-password");
    expect((await callApi("POST", "/api/auth/login", owner)).status).toBe(200);
  });
});
