// What an email is and what delivers one: the shape every transport (./transport.ts picks one),
// the outbox and the features share, apart from the transports themselves so none imports back.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /**
   * Delivers one email; rejects when it could not be handed over. `idempotencyKey` is the same for
   * every try of the same email, so an API that keeps keys delivers it once.
   */
  send(message: EmailMessage, idempotencyKey?: string): Promise<void>;
}
