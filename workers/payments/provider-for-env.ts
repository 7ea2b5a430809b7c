import { DomainError } from "../kernel/domain-error";
import { isDevelopment } from "../kernel/environment";
import type { PaymentProvider } from "./provider";
import { SandboxPaymentProvider } from "./sandbox-provider";
import { createStripeClient, StripePaymentProvider } from "./stripe-provider";

/** The sandbox exists only in development and only while no Stripe key is configured. */
export function isSandboxEnabled(env: Pick<Env, "ENVIRONMENT" | "STRIPE_SECRET_KEY">): boolean {
  return isDevelopment(env) && !env.STRIPE_SECRET_KEY;
}

export function paymentProviderFor(
  env: Pick<Env, "ENVIRONMENT" | "STRIPE_SECRET_KEY"> & { STRIPE_API_BASE?: string },
  origin: string,
): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider(createStripeClient(env.STRIPE_SECRET_KEY, undefined, env.STRIPE_API_BASE));
  }
  if (isSandboxEnabled(env)) return new SandboxPaymentProvider(origin);
  throw new DomainError("payments_unavailable", "checkout.paymentsUnavailable", 503);
}
