import { describe, expect, it } from "vitest";
import { stripeStandIn } from "../../../tests/workers/support/stripe-stand-in";
import { createStripeClient, StripePaymentProvider } from "../stripe-provider";

const request = {
  orderId: 42,
  attempt: "claim_1",
  userId: 7,
  customerEmail: "shopper@test.example",
  currency: "BRL",
  lines: [
    { name: "World of Warcraft · Sea Turtle · Thrall", unitAmountCents: 3990, quantity: 2 },
    { name: "World of Warcraft · 30,000 Gold · Thrall", unitAmountCents: 990, quantity: 3 },
  ],
  totalCents: 10950,
  successUrl: "https://store.example/checkout-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://store.example/checkout-cancel?session_id={CHECKOUT_SESSION_ID}",
  flow: "redirect" as const,
  language: "pt" as const,
  method: "card" as const,
  pixExpiresAfterSeconds: 1800,
  threeDSecure: "automatic" as const,
};

describe("Stripe payment adapter", () => {
  it("opens a hosted Checkout session in minor units with the order in metadata and an attempt-derived idempotency key", async () => {
    const standIn = stripeStandIn({
      "POST /v1/checkout/sessions": () => ({
        id: "cs_test_123",
        object: "checkout.session",
        url: "https://checkout.stripe.com/c/pay/cs_test_123",
        client_secret: null,
      }),
    });
    const provider = new StripePaymentProvider(createStripeClient("sk_test_abc", standIn.client));
    const session = await provider.createCheckoutSession(request);
    expect(session).toEqual({
      sessionId: "cs_test_123",
      url: "https://checkout.stripe.com/c/pay/cs_test_123",
      clientSecret: null,
      pix: null,
    });

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.headers.get("authorization")).toBe("Bearer sk_test_abc");
    expect(sent?.headers.get("idempotency-key")).toBe("checkout-order-42-claim_1");
    const params = sent?.params ?? new URLSearchParams();
    expect(Object.fromEntries(params)).toMatchObject({
      mode: "payment",
      ui_mode: "hosted_page",
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][currency]": "brl",
      "line_items[0][price_data][unit_amount]": "3990",
      "line_items[0][price_data][product_data][name]": "World of Warcraft · Sea Turtle · Thrall",
      "line_items[1][price_data][unit_amount]": "990",
      "metadata[order_id]": "42",
      "metadata[user_id]": "7",
      "payment_intent_data[metadata][order_id]": "42",
      client_reference_id: "42",
      customer_email: "shopper@test.example",
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      locale: "pt-BR",
    });
    expect(Number(params.get("expires_at"))).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
  });

  it("opens an embedded session with a return URL and hands back its client secret", async () => {
    const standIn = stripeStandIn({
      "POST /v1/checkout/sessions": () => ({
        id: "cs_test_456",
        object: "checkout.session",
        url: null,
        client_secret: "cs_test_456_secret_x",
      }),
    });
    const provider = new StripePaymentProvider(createStripeClient("sk_test_abc", standIn.client));
    const session = await provider.createCheckoutSession({ ...request, flow: "embedded" });
    expect(session.clientSecret).toBe("cs_test_456_secret_x");
    const params = standIn.requests[0]?.params;
    expect(params?.get("ui_mode")).toBe("embedded_page");
    expect(params?.get("return_url")).toBe(request.successUrl);
    expect(params?.has("cancel_url")).toBe(false);
  });

  it("refunds a payment intent with an idempotency key, and expires only open sessions", async () => {
    const standIn = stripeStandIn({
      "POST /v1/refunds": () => ({ id: "re_test_1", object: "refund" }),
      "GET /v1/checkout/sessions/cs_open": () => ({ id: "cs_open", object: "checkout.session", status: "open" }),
      "GET /v1/checkout/sessions/cs_done": () => ({ id: "cs_done", object: "checkout.session", status: "complete" }),
      "POST /v1/checkout/sessions/cs_open/expire": () => ({
        id: "cs_open",
        object: "checkout.session",
        status: "expired",
      }),
    });
    const provider = new StripePaymentProvider(createStripeClient("sk_test_abc", standIn.client));
    expect(await provider.refund("pi_123", 500, "refund-order-42")).toEqual({ refundId: "re_test_1" });
    const refundRequest = standIn.requests[0];
    expect(refundRequest?.path).toBe("/v1/refunds");
    expect(refundRequest?.headers.get("idempotency-key")).toBe("refund-order-42");
    expect(Object.fromEntries(refundRequest?.params ?? [])).toEqual({ payment_intent: "pi_123", amount: "500" });

    // A paid session cannot be replaced: the caller is told so.
    expect(await provider.expireCheckoutSession("cs_open")).toBe("closed");
    expect(await provider.expireCheckoutSession("cs_done")).toBe("completed");
    expect(standIn.requests.map((sent) => `${sent.method} ${sent.path}`).slice(1)).toEqual([
      "GET /v1/checkout/sessions/cs_open",
      "POST /v1/checkout/sessions/cs_open/expire",
      "GET /v1/checkout/sessions/cs_done",
    ]);
  });
});
