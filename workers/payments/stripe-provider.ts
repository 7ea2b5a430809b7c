// The production payment adapter: Stripe Checkout through the official SDK.
import Stripe from "stripe";
import type {
  CheckoutSession,
  CheckoutSessionRequest,
  DisputeEvidence,
  PaymentProvider,
  SessionClosing,
} from "./provider";
import { PAYMENT_SESSION_LIFETIME_MS } from "./session-lifetime";

/**
 * `apiBase` (STRIPE_API_BASE, normally empty) points the SDK at another host speaking Stripe's API:
 * the production-settings check in `npm test` runs the Worker against a local stand-in this way.
 */
export function createStripeClient(secretKey: string, httpClient?: Stripe.HttpClient, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    httpClient: httpClient ?? Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? "80" : "443"),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;

  constructor(private readonly stripe: Stripe) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const metadata = { order_id: String(request.orderId), user_id: String(request.userId) };
    const embedded = request.flow === "embedded";
    const pix = request.method === "pix";
    // A Pix session lives as long as its code (Stripe's session minimum is 30 minutes).
    const expiresAtMs =
      Date.now() + Math.max(PAYMENT_SESSION_LIFETIME_MS, pix ? request.pixExpiresAfterSeconds * 1000 : 0);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        ui_mode: embedded ? "embedded_page" : "hosted_page",
        line_items: request.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
        })),
        ...(embedded
          ? { return_url: request.successUrl }
          : { success_url: request.successUrl, cancel_url: request.cancelUrl }),
        client_reference_id: String(request.orderId),
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        metadata,
        payment_intent_data: { metadata },
        ...(pix
          ? {
              payment_method_types: ["pix"],
              payment_method_options: { pix: { expires_after_seconds: request.pixExpiresAfterSeconds } },
            }
          : {
              payment_method_types: ["card"],
              payment_method_options: { card: { request_three_d_secure: request.threeDSecure } },
            }),
        locale: request.language === "pt" ? "pt-BR" : "en",
        // The minimum Stripe allows, so abandoned orders end soon.
        expires_at: Math.floor(expiresAtMs / 1000),
      },
      // One attempt of an order never opens two sessions, even when the request is retried.
      { idempotencyKey: `checkout-order-${request.orderId}-${request.attempt}` },
    );
    return {
      sessionId: session.id,
      url: session.url ?? null,
      clientSecret: session.client_secret ?? null,
      // Stripe Checkout shows the Pix QR code and its copy-and-paste code on its own page.
      pix: pix
        ? { copyPaste: null, expiresAt: new Date(Date.now() + request.pixExpiresAfterSeconds * 1000).toISOString() }
        : null,
    };
  }

  async expireCheckoutSession(sessionId: string): Promise<SessionClosing> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === "complete") return "completed";
    if (session.status === "open") {
      // Stripe refuses to expire a session that completed in the meantime: that error reaches the caller.
      const expired = await this.stripe.checkout.sessions.expire(sessionId);
      if (expired.status === "complete") return "completed";
    }
    return "closed";
  }

  async refund(paymentRef: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentRef, amount: amountCents },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }

  async submitDisputeEvidence(evidence: DisputeEvidence, idempotencyKey: string): Promise<void> {
    const uploaded: Record<string, string> = {};
    for (const [field, file] of Object.entries(evidence.files)) {
      const created = await this.stripe.files.create(
        {
          purpose: "dispute_evidence",
          file: { data: new Uint8Array(file.bytes), name: file.name, type: file.type },
        },
        { idempotencyKey: `${idempotencyKey}-${field}` },
      );
      uploaded[field] = created.id;
    }
    await this.stripe.disputes.update(
      evidence.disputeId,
      { evidence: { ...evidence.text, ...uploaded }, submit: true },
      { idempotencyKey },
    );
  }
}
