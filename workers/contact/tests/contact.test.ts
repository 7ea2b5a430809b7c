import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withinOneRateLimitWindow } from "../../../tests/workers/support/rate-limit-window";
import { fetchWorker, origin } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { contactMessages } from "../../db/schema";

const good = {
  name: "Ana Souza",
  email: "  Ana@Example.com ",
  subject: "question",
  message: "When does my Tibia gold arrive?",
};

/** Each test sends from its own address, so the per-IP limit of one test never affects another. */
const fromIp = (ip: string, headers: Record<string, string> = {}) => ({ "CF-Connecting-IP": ip, ...headers });

const latestMessage = async () =>
  (await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

describe("the contact form on /contato", () => {
  const post = (fields: Record<string, string>, headers: Record<string, string>) =>
    fetchWorker("/contato?index", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Origin: origin, ...headers },
    });

  it("stores a valid message, trimmed and with the email in lower case, and says it was sent", async () => {
    const response = await post(good, fromIp("192.0.2.1"));
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("Your message was sent.");
    expect(await latestMessage()).toMatchObject({
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "question",
      message: "When does my Tibia gold arrive?",
      readAt: null,
    });
  });

  it("rejects a bad email and a short message with a message next to each field, in the page's language", async () => {
    const before = await latestMessage();
    const response = await post({ ...good, email: "not-an-email", message: "short" }, fromIp("192.0.2.2"));
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Please enter a valid email address.");
    expect(text).toContain("The message must have at least 10 characters.");
    expect(await latestMessage()).toEqual(before);

    const portuguese = await post(
      { ...good, email: "nope", subject: "spam" },
      fromIp("192.0.2.3", { "Accept-Language": "pt-BR" }),
    );
    const ptText = visibleText(await portuguese.text());
    expect(ptText).toContain("Informe um endereço de email válido.");
    expect(ptText).toContain("Escolha um assunto.");
  });

  it("puts what was typed back into the form when it refuses it (a browser without JavaScript)", async () => {
    const typed = { ...good, email: "ana@invalid", subject: "complaint", message: "My <order> never came & I waited." };
    const response = await post(typed, fromIp("192.0.2.7"));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ana Souza"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="ana@invalid"/);
    expect(html).toMatch(/<option[^>]*value="complaint"[^>]*selected/);
    expect(html).toContain(">My &lt;order&gt; never came &amp; I waited.</textarea>");
  });

  it("refuses a message over 2,000 characters", async () => {
    const response = await post({ ...good, message: "x".repeat(2_001) }, fromIp("192.0.2.4"));
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("The message must have at most 2,000 characters.");
  });

  it("allows 10 messages a minute from one address, then asks to wait", async () => {
    await withinOneRateLimitWindow(60, 15);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await post(good, fromIp("192.0.2.5"))).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await post(good, fromIp("192.0.2.5"));
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(visibleText(await refused.text())).toContain("Too many attempts. Please wait 60 seconds");
    expect((await post(good, fromIp("192.0.2.6"))).status).toBe(200);
  });
});

describe("POST /api/contact", () => {
  const post = (body: unknown, headers: Record<string, string>) =>
    fetchWorker("/api/contact", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    });

  it("stores a valid message and answers 201 with its id", async () => {
    const response = await post({ ...good, subject: "partnership" }, fromIp("198.51.100.1"));
    expect(response.status).toBe(201);
    const body = await response.json<{ id: number; message: string }>();
    expect(body.message).toContain("Your message was sent.");
    expect(await latestMessage()).toMatchObject({ id: body.id, subject: "partnership" });
  });

  it("answers 400 with a detail for each failing field", async () => {
    const response = await post({ name: "A", email: "x", subject: "hello" }, fromIp("198.51.100.2"));
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; details: Array<{ field: string; message: string }> }>();
    expect(body.error).toBe("validation_error");
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: "name", message: "The name must have at least 2 characters." },
        { field: "email", message: "Please enter a valid email address." },
        { field: "subject", message: "Please choose a subject." },
        { field: "message", message: "Please write your message." },
      ]),
    );
    const malformed = await fetchWorker("/api/contact", {
      method: "POST",
      body: "{oops",
      headers: { "Content-Type": "application/json", Origin: origin, ...fromIp("198.51.100.3") },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "invalid_json" });
  });

  it("answers 429 with Retry-After once an address has sent 10 in a minute", async () => {
    await withinOneRateLimitWindow(60, 15);
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await post(good, fromIp("198.51.100.9"))).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
