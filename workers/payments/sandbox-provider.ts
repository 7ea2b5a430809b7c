// The local payment sandbox: stands in for Stripe when no STRIPE_SECRET_KEY is set in development,
// so a newcomer can pay for an order with no account anywhere. Its sessions are the orders' own
// provider_session_id; paying one sends a Stripe-shaped, Stripe-signed event through the same
// webhook code that fulfils real payments (orders/sandbox-payments.ts).
import { pixPayload } from "./pix-payload";
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider, SessionClosing } from "./provider";

const SANDBOX_SESSION_PREFIX = "cs_test_sbx_";
// A Pix session's id carries its code's expiry (seconds since the epoch), so the sandbox needs no
// storage of its own to refuse a code that expired: cs_test_sbx_pix_<expiry>_<random>.
const PIX_SESSION = /^cs_test_sbx_pix_(\d{10})_[0-9a-f]+$/;

/** The sandbox's made-up receiver: any banking app reads its code, none could pay it. */
const SANDBOX_PIX_RECEIVER = { key: "pix@gamerstore.example", merchantName: "Gamer Store", merchantCity: "Sao Paulo" };

/** When a sandbox Pix session's code expires, or null for a card session. */
export function sandboxPixExpiry(sessionId: string): Date | null {
  const match = PIX_SESSION.exec(sessionId);
  return match ? new Date(Number(match[1]) * 1000) : null;
}

export function randomToken(bytes = 12): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox" as const;

  constructor(private readonly origin: string) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    if (request.method === "pix") {
      const expiry = Math.floor(Date.now() / 1000) + request.pixExpiresAfterSeconds;
      // The transaction id is the session's own random part (the BR Code allows 25 letters and digits).
      const txid = randomToken();
      const sessionId = `${SANDBOX_SESSION_PREFIX}pix_${expiry}_${txid}`;
      const copyPaste = pixPayload({ ...SANDBOX_PIX_RECEIVER, amountCents: request.totalCents, txid });
      // The store's own page shows the code: no payment page to send the shopper to.
      return {
        sessionId,
        url: null,
        clientSecret: null,
        pix: { copyPaste, expiresAt: new Date(expiry * 1000).toISOString() },
      };
    }
    const sessionId = `${SANDBOX_SESSION_PREFIX}${randomToken()}`;
    return request.flow === "embedded"
      ? { sessionId, url: null, clientSecret: `${sessionId}_secret_${randomToken(8)}`, pix: null }
      : { sessionId, url: `${this.origin}/sandbox/checkout/${sessionId}`, clientSecret: null, pix: null };
  }

  /**
   * Nothing to stop: the sandbox only takes payment for the session an order currently records
   * (orders/sandbox-payments.ts), so a replaced session is already unpayable.
   */
  async expireCheckoutSession(): Promise<SessionClosing> {
    return "closed";
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `re_sbx_${randomToken()}` };
  }

  /** The sandbox's bank takes any evidence: nothing leaves the machine. */
  async submitDisputeEvidence(): Promise<void> {}
}
