// The mailer features send through: every email is written to the outbox first, then tried at once
// and, while the email API fails, retried through the EFFECTS queue until it is accepted
// (workers/effects/). A feature's send resolves once the email is recorded: an outage of
// the email API never fails the change that called for the email, and never loses the email.
import type { Database } from "../db/client";
import { logError } from "../kernel/log";
import type { EmailMessage } from "../mail/message";
import { recordEffect } from "./outbox";
import { attemptEffect, type EffectRunner, effectRunnerFor } from "./runner";

export interface EmailRef {
  /** The email's idempotency key when it has a natural one (an order's confirmation); else a new one. */
  key?: string;
  /** The order the email is about, for the admin's list of stuck effects. */
  orderId?: number;
}

export interface Mailer {
  send(message: EmailMessage, ref?: EmailRef): Promise<void>;
}

export function createMailer(env: Env, db: Database): Mailer {
  return mailerOver(effectRunnerFor(env, db));
}

/** The durable mailer over an outbox runner (tests give it an email API stand-in). */
export function mailerOver(runner: EffectRunner): Mailer {
  return {
    async send(message, ref = {}) {
      const key = ref.key ?? `email:${crypto.randomUUID()}`;
      await recordEffect(runner.db, {
        key,
        payload: { kind: "email", message },
        recipient: message.to,
        orderId: ref.orderId ?? null,
      });
      await attemptEffect(runner, key);
    },
  };
}

/** Sends after the response has gone out, so no answer waits on (or its timing reveals) an email. */
export function sendInBackground(
  mailer: Mailer,
  message: EmailMessage,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  waitUntil(
    mailer.send(message).catch((error: unknown) => logError("email_not_recorded", error, { subject: message.subject })),
  );
}
