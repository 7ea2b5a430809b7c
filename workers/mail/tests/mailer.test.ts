import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inProduction } from "../../../tests/workers/support/production";
import { fetchWorker } from "../../../tests/workers/support/store";
import { createDatabase } from "../../db/client";
import { composeEmail } from "../compose";
import { createDevMailbox } from "../dev-mailbox";
import { createHttpMailer, MailDeliveryError } from "../http-mailer";
import { mailTransportFor } from "../transport";

const db = createDatabase(env.DB);
const message = composeEmail({
  to: "ana@example.com",
  language: "en",
  subject: "Hello <there>",
  greeting: "Hi <b>Ana</b> & co,",
  intro: ["Intro"],
  action: { label: "Open", url: "http://store.test/page?a=1&b=2" },
  outro: ["Outro"],
  linkFallback: "Copy this:",
  signature: "Team",
});

/**
 * A stand-in for the email API at the HTTP boundary: it checks each request as the real API
 * would (method, bearer key, JSON body) and answers with the status it is given.
 */
function emailApiStandIn(status: number) {
  const received: Array<{
    url: string;
    method: string;
    authorization: string | null;
    contentType: string | null;
    body: unknown;
  }> = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push({
      url: request.url,
      method: request.method,
      authorization: request.headers.get("Authorization"),
      contentType: request.headers.get("Content-Type"),
      body: await request.json(),
    });
    return new Response(JSON.stringify(status < 300 ? { id: "email_123" } : { message: "refused" }), { status });
  };
  return { received, fetcher: fetcher as typeof fetch };
}

describe("the mailer", () => {
  it("sends through the email API: a JSON POST with the bearer key, sender, recipient, text and HTML", async () => {
    const api = emailApiStandIn(200);
    const mailer = createHttpMailer(
      { url: "https://mail.example/emails", apiKey: "key-123", from: "Store <no-reply@store.test>" },
      api.fetcher,
    );
    await mailer.send(message);
    expect(api.received).toEqual([
      {
        url: "https://mail.example/emails",
        method: "POST",
        authorization: "Bearer key-123",
        contentType: "application/json",
        body: {
          from: "Store <no-reply@store.test>",
          to: ["ana@example.com"],
          subject: "Hello <there>",
          text: message.text,
          html: message.html,
        },
      },
    ]);
  });

  it("sends the same idempotency key on every try of one email, so the API delivers it once", async () => {
    const api = emailApiStandIn(200);
    const seen: Array<string | null> = [];
    const mailer = createHttpMailer({ url: "https://mail.example/emails", apiKey: "k", from: "x@y.z" }, (async (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => {
      seen.push(new Request(input, init).headers.get("Idempotency-Key"));
      return api.fetcher(input, init);
    }) as typeof fetch);
    await mailer.send(message, "email:abc");
    await mailer.send(message, "email:abc");
    expect(seen).toEqual(["email:abc", "email:abc"]);
  });

  it("rejects when the email API refuses, with the status and without the key", async () => {
    const api = emailApiStandIn(422);
    const mailer = createHttpMailer(
      { url: "https://mail.example/emails", apiKey: "secret-key", from: "x@y.z" },
      api.fetcher,
    );
    const failure = await mailer.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect(failure).toMatchObject({ status: 422 });
    expect(String(failure)).not.toContain("secret-key");
  });

  it("escapes every text in the HTML version and keeps the text version plain", () => {
    expect(message.html).toContain("Hi &lt;b&gt;Ana&lt;/b&gt; &amp; co,");
    expect(message.html).toContain('href="http://store.test/page?a=1&amp;b=2"');
    expect(message.html).not.toContain("<b>Ana</b>");
    expect(message.text).toContain("Hi <b>Ana</b> & co,");
    expect(message.text).toContain("Open: http://store.test/page?a=1&b=2");
  });

  it("uses the email API when MAIL_API_URL is set, the dev mailbox in development, and refuses elsewhere", async () => {
    const stored = async () =>
      (await (await fetchWorker("/api/dev/emails?to=ana@example.com")).json<unknown[]>()).length;
    const before = await stored();
    await mailTransportFor(env, db).send(message);
    expect(await stored()).toBe(before + 1);

    const api = emailApiStandIn(200);
    const withApi = { ...env, MAIL_API_URL: "https://mail.example/emails", MAIL_API_KEY: "k" };
    await mailTransportFor(withApi, db, api.fetcher).send(message);
    expect(api.received).toHaveLength(1);
    expect(await stored()).toBe(before + 1);

    const production = { ...env, ENVIRONMENT: "production" as string } as Env;
    await expect(mailTransportFor(production, db).send(message)).rejects.toThrow(/not configured/);
  });
});

describe("the dev mailbox", () => {
  it("lists emails newest first as {id, to, subject, text, html, created_at}", async () => {
    const mailbox = createDevMailbox(db);
    await mailbox.send({ ...message, to: "order@example.com", subject: "First" });
    await mailbox.send({ ...message, to: "order@example.com", subject: "Second" });
    const response = await fetchWorker("/api/dev/emails?to=order@example.com");
    expect(response.status).toBe(200);
    const emails = await response.json<Array<Record<string, unknown>>>();
    expect(emails.map((email) => email.subject)).toEqual(["Second", "First"]);
    expect(Object.keys(emails[0] ?? {}).sort()).toEqual(["created_at", "html", "id", "subject", "text", "to"]);
    const page = await fetchWorker("/dev/emails?to=order@example.com");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.indexOf("Second")).toBeLessThan(html.indexOf("First"));
    expect(html).toContain('href="http://store.test/page?a=1&amp;b=2"');
  });

  it("does not exist outside development: 404 for the API and the page", async () => {
    const api = await fetchWorker("/api/dev/emails", {}, inProduction());
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: "not_found" });
    const page = await fetchWorker("/dev/emails", {}, inProduction());
    expect(page.status).toBe(404);
  });
});
