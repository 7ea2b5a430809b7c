// Production adapter: a JSON POST to an HTTP email API with a bearer key — the request shape of
// Resend's /emails endpoint ({from, to, subject, text, html}), which most email APIs accept or mirror,
// with its `Idempotency-Key` header, so a retried email is delivered once.
import type { MailTransport } from "./message";

export interface HttpMailerConfig {
  url: string;
  apiKey: string;
  from: string;
}

export class MailDeliveryError extends Error {
  constructor(readonly status: number) {
    super(`The email API answered ${status}`);
    this.name = "MailDeliveryError";
  }
}

/** `fetcher` is the network; tests pass a stand-in that checks each request at the HTTP boundary. */
export function createHttpMailer(config: HttpMailerConfig, fetcher: typeof fetch = fetch): MailTransport {
  return {
    async send(message, idempotencyKey) {
      const response = await fetcher(config.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          "Content-Type": "application/json",
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: config.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          html: message.html,
        }),
      });
      // The body may echo what was sent; only the status is kept, never the content.
      await response.body?.cancel();
      if (!response.ok) throw new MailDeliveryError(response.status);
    },
  };
}
