// How an email leaves the store: one interface, a production adapter over an HTTP email API, and
// the local dev mailbox. Features never call a transport directly: they hand their email to the
// durable mailer (../effects/mailer.ts), whose outbox calls the transport until it acknowledges.
import type { Database } from "../db/client";
import { isDevelopment } from "../kernel/environment";
import { createDevMailbox } from "./dev-mailbox";
import { createHttpMailer } from "./http-mailer";
import type { MailTransport } from "./message";

/**
 * The transport this deployment uses: the HTTP email API when MAIL_API_URL is set; otherwise, in
 * development, the local dev mailbox. Anywhere else an unconfigured transport refuses to pretend.
 * `fetcher` reaches the email API (tests pass a stand-in).
 */
export function mailTransportFor(env: Env, db: Database, fetcher: typeof fetch = fetch): MailTransport {
  if (env.MAIL_API_URL) {
    return createHttpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM }, fetcher);
  }
  if (isDevelopment(env)) return createDevMailbox(db);
  return {
    send: () => Promise.reject(new Error("Email is not configured: set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM.")),
  };
}
