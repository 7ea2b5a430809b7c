// Helpers for tests that use the store as its clients do: through the Worker, with cookies,
// the same-origin JSON calls the CSRF guard expects, and the dev mailbox.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import worker from "../../../workers/index";

export const origin = "http://store.test";

let ipCounter = 0;
/** A fresh client IP, so one test's attempts never use up another test's rate limits. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(Math.random() * 200)}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

let emailCounter = 0;
export function uniqueEmail(label = "user"): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

export interface CallOptions {
  cookie?: string;
  /** The caller's address (CF-Connecting-IP); a fresh one unless given here or in the headers. */
  ip?: string;
  language?: "en" | "pt";
  headers?: Record<string, string>;
  /** Bindings laid over the test environment for this call: a counting D1, production settings (production.ts). */
  bindings?: Partial<Env>;
  /** Where the store is served, when not http://store.test (a deployment answers over https). */
  origin?: string;
  /** What Cloudflare's edge would say of the caller (request.cf: city, country). */
  cf?: { city?: string; country?: string };
}

/**
 * The one way tests call the Worker: its deployed entry (workers/index.ts), sent exactly the headers
 * given plus what every client sends (a Host, an address). Redirects are returned, not followed.
 * It answers once the Worker has also finished what it does after answering (ctx.waitUntil: emails,
 * cached copies), so a test never races the request it made.
 */
export async function fetchWorker(path: string, init: RequestInit = {}, options: CallOptions = {}): Promise<Response> {
  const base = options.origin ?? origin;
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  if (options.ip || !headers.has("CF-Connecting-IP")) headers.set("CF-Connecting-IP", options.ip ?? freshIp());
  // Browsers always send Host; Remix compares it with Origin before running an action.
  if (!headers.has("Host")) headers.set("Host", new URL(base).host);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.language) headers.set("Accept-Language", options.language === "pt" ? "pt-BR" : "en-US");
  const request = new Request(`${base}${path}`, { redirect: "manual", ...init, headers, cf: options.cf });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...options.bindings }, ctx);
  // A websocket stays open for the test to use; anything else is read before the background work is awaited.
  if (response.webSocket) return response;
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response([101, 204, 205, 304].includes(response.status) ? null : body, response);
}

/** A same-origin JSON call, as the store's own pages make them. */
export function callApi(method: string, path: string, body?: unknown, options: CallOptions = {}) {
  return fetchWorker(
    path,
    {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: method === "GET" ? {} : { "Content-Type": "application/json", Origin: options.origin ?? origin },
    },
    options,
  );
}

/** A same-origin form post to a page's action, as a browser sends it (a list: one field per value, as ticked boxes). */
export function postForm(path: string, fields: Record<string, string | string[]>, options: CallOptions = {}) {
  const pairs = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
  );
  return fetchWorker(
    path,
    {
      method: "POST",
      body: new URLSearchParams(pairs),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? origin },
    },
    options,
  );
}

/** The `name=value` part of a Set-Cookie header, ready to send back. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) throw new Error(`no Set-Cookie on ${response.status}`);
  return setCookie.split(";")[0] ?? "";
}

export interface DevEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export async function mailbox(to: string): Promise<DevEmail[]> {
  const response = await fetchWorker(`/api/dev/emails?to=${encodeURIComponent(to)}`);
  return response.json();
}

/** Emails are sent after the response (waitUntil): wait until `count` have arrived for `to`. */
export async function waitForEmails(to: string, count = 1): Promise<DevEmail[]> {
  return vi.waitFor(
    async () => {
      const emails = await mailbox(to);
      if (emails.length < count) throw new Error(`${emails.length} of ${count} emails for ${to}`);
      return emails;
    },
    { timeout: 5_000, interval: 50 },
  );
}

/** The link with `path` in the newest email to `to`. */
export async function linkInEmail(to: string, path: string, count = 1): Promise<URL> {
  const [newest] = await waitForEmails(to, count);
  const match = newest?.text.match(new RegExp(`https?://\\S+${path}\\S*`));
  if (!match) throw new Error(`no ${path} link in the email to ${to}`);
  return new URL(match[0]);
}

export const password = "Valid#Pass1";

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

/** Registers and verifies an account through the API, as a shopper would with the emailed link. */
export async function createVerifiedAccount(label = "shopper", email = uniqueEmail(label)): Promise<TestAccount> {
  const account = { email, password, name: "Test Shopper" };
  const registered = await callApi("POST", "/api/auth/register", {
    nome: account.name,
    email: account.email,
    password: account.password,
    telefone: "11 98765-4321",
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const link = await linkInEmail(account.email, "/verify-email");
  const verified = await callApi("GET", `/api/auth/verify-email${link.search}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return account;
}

/** Signs in through the API and returns the session cookie. */
export async function signIn(account: { email: string; password: string }, options: CallOptions = {}): Promise<string> {
  const response = await callApi(
    "POST",
    "/api/auth/login",
    { email: account.email, password: account.password },
    options,
  );
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return cookieFrom(response);
}
