// The local payment sandbox: stands in for Stripe when no STRIPE_SECRET_KEY is set in development,
// so a newcomer can pay for an order with no account anywhere. Its sessions are the orders' own
// provider_session_id; paying one sends a Stripe-shaped, Stripe-signed event through the same
// webhook code that fulfils real payments (payments/sandbox-payments.ts).
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider, SessionClosing } from "./provider";

const SANDBOX_SESSION_PREFIX = "cs_test_sbx_";

export function randomToken(bytes = 12): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox" as const;

  constructor(private readonly origin: string) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const sessionId = `${SANDBOX_SESSION_PREFIX}${randomToken()}`;
    return request.flow === "embedded"
      ? { sessionId, url: null, clientSecret: `${sessionId}_secret_${randomToken(8)}` }
      : { sessionId, url: `${this.origin}/sandbox/checkout/${sessionId}`, clientSecret: null };
  }

  /**
   * Nothing to stop: the sandbox only takes payment for the session an order currently records
   * (payments/sandbox-payments.ts), so a replaced session is already unpayable.
   */
  async expireCheckoutSession(): Promise<SessionClosing> {
    return "closed";
  }

  async refund(): Promise<{ refundId: string }> {
    return { refundId: `re_sbx_${randomToken()}` };
  }
}
