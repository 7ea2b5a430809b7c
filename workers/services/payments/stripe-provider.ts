// The production payment adapter: Stripe Checkout through the official SDK.
import Stripe from "stripe";
import type { CheckoutSession, CheckoutSessionRequest, PaymentProvider, SessionClosing } from "./provider";

/** Stripe Checkout sessions live at least 30 minutes; we ask for the minimum so abandoned orders end soon. */
const SESSION_LIFETIME_SECONDS = 30 * 60;

export function createStripeClient(secretKey: string, httpClient?: Stripe.HttpClient): Stripe {
  return new Stripe(secretKey, { httpClient: httpClient ?? Stripe.createFetchHttpClient(), maxNetworkRetries: 2 });
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;

  constructor(private readonly stripe: Stripe) {}

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const metadata = { order_id: String(request.orderId), user_id: String(request.userId) };
    const embedded = request.flow === "embedded";
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
        locale: request.language === "pt" ? "pt-BR" : "en",
        expires_at: Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS,
      },
      // One attempt of an order never opens two sessions, even when the request is retried.
      { idempotencyKey: `checkout-order-${request.orderId}-${request.attempt}` },
    );
    return { sessionId: session.id, url: session.url ?? null, clientSecret: session.client_secret ?? null };
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
}
