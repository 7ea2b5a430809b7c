// How the store sends email: one interface, a production adapter over an HTTP email API, and the
// local dev mailbox. Features build an `EmailMessage` and hand it to `createMailer(env, db)`.
import type { Database } from "../../db/client";
import { isDevelopment } from "../environment";
import { createDevMailbox } from "./dev-mailbox";
import { createHttpMailer } from "./http-mailer";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Delivers one email; rejects when it could not be handed over. */
  send(message: EmailMessage): Promise<void>;
}

/**
 * The mailer this deployment uses: the HTTP email API when MAIL_API_URL is set; otherwise, in
 * development, the local dev mailbox. Anywhere else an unconfigured mailer refuses to pretend.
 * `fetcher` reaches the email API (tests pass a stand-in).
 */
export function createMailer(env: Env, db: Database, fetcher: typeof fetch = fetch): Mailer {
  if (env.MAIL_API_URL) {
    return createHttpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM }, fetcher);
  }
  if (isDevelopment(env)) return createDevMailbox(db);
  return {
    send: () => Promise.reject(new Error("Email is not configured: set MAIL_API_URL, MAIL_API_KEY and MAIL_FROM.")),
  };
}

/**
 * Sends after the response has gone out, so no answer waits on (or its timing reveals) an email
 * being sent. A failure is logged: the person can ask for the email again.
 */
export function sendInBackground(
  mailer: Mailer,
  message: EmailMessage,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  waitUntil(
    mailer.send(message).catch((error: unknown) => {
      console.error("email delivery failed", { subject: message.subject, error: String(error) });
    }),
  );
}
