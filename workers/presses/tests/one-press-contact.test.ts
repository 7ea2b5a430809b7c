// One press, one effect for the contact form (issue 46, decision 042): a visitor has no account, so
// the press's key alone (random, unguessable) makes a retried post, a double submit or two posts at
// once one message, answered as the first; keys are forgotten after a day, the messages stay.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formsOf } from "../../../tests/workers/support/page-forms";
import { callApi, fetchWorker, freshIp, origin, postForm, signIn } from "../../../tests/workers/support/store";
import { db, seedDemo, visibleText } from "../../../tests/workers/support/worker";
import { contactMessages } from "../../db/schema";
import demoAccounts from "../../db/seed/demo-accounts.json";
import worker from "../../index";

const message = (text: string) => ({ name: "Ana Souza", email: "ana@example.com", subject: "question", message: text });

const send = (body: object, key: string, ip = freshIp()) =>
  callApi("POST", "/api/contact", body, { ip, headers: { "Idempotency-Key": key } });

const storedWith = async (text: string) => db.select().from(contactMessages).where(eq(contactMessages.message, text));

describe("POST /api/contact with an Idempotency-Key", () => {
  it("sends once when posted twice, or three times at once, with one key, and answers each with the one message", async () => {
    const key = crypto.randomUUID();
    const first = await send(message("Where is my gold, please?"), key);
    const second = await send(message("Where is my gold, please?"), key);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(await storedWith("Where is my gold, please?")).toHaveLength(1);

    const together = crypto.randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(message("Three at once, one message"), together)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json<{ id: number }>()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await storedWith("Three at once, one message")).toHaveLength(1);
  });

  it("sends again for a fresh key or no key, and refuses a malformed key", async () => {
    await send(message("The same words, twice sent"), crypto.randomUUID());
    await send(message("The same words, twice sent"), crypto.randomUUID());
    await callApi("POST", "/api/contact", message("The same words, twice sent"), { ip: freshIp() });
    expect(await storedWith("The same words, twice sent")).toHaveLength(3);
    const malformed = await send(message("A key too short to be one"), "short");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: [{ field: "Idempotency-Key" }] });
    expect(await storedWith("A key too short to be one")).toEqual([]);
  });

  it("keeps the key out of the admin inbox, which shows the message", async () => {
    const key = crypto.randomUUID();
    await send(message("Shown to support without its key"), key);
    await seedDemo();
    const inbox = await fetchWorker("/admin/messages?tab=contact", {}, { cookie: await signIn(demoAccounts.admin) });
    const html = await inbox.text();
    expect(visibleText(html)).toContain("Shown to support without its key");
    expect(html).not.toContain(key);
  });

  it("forgets the keys after a day and keeps the messages", async () => {
    const key = crypto.randomUUID();
    await send(message("Sent two days ago, kept"), key);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    await db.update(contactMessages).set({ createdAt: twoDaysAgo }).where(eq(contactMessages.pressKey, key));
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await storedWith("Sent two days ago, kept")).map((row) => row.pressKey)).toEqual([null]);
  });
});

describe("the contact page's form posted twice by the browser", () => {
  it("sends one message and says it was sent both times; the page renders a fresh key each load", async () => {
    const page = async (): Promise<Record<string, string>> => {
      const forms = await formsOf("/contato", await fetchWorker("/contato"));
      const form = forms.find((candidate) => candidate.fields.some(([name]) => name === "subject"));
      if (!form) throw new Error("no contact form");
      return Object.fromEntries(form.fields);
    };
    const form: Record<string, string> = { ...(await page()), ...message("A double tap on Send") };
    expect(form.press_key).toMatch(/^[\w.:-]{8,100}$/);
    expect((await page()).press_key).not.toBe(form.press_key);
    const ip = freshIp();
    const post = () =>
      postForm("/contato?index", form, { ip, headers: { Origin: origin, "Sec-Fetch-Mode": "navigate" } });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    for (const answer of answers) expect(visibleText(await answer.text())).toContain("Your message was sent.");
    expect(await storedWith("A double tap on Send")).toHaveLength(1);
  });
});
