// The Worker as a deployment runs it: ENVIRONMENT=production with every required setting filled
// with test values (override any to test a misconfiguration), served over https.
import type { CallOptions } from "./store";

export const productionSettings = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "production-test-session-secret",
  PASSWORD_PEPPER: "test-pepper",
  TWO_FACTOR_KEY: "production-test-two-factor-key",
  SHOPPER_MARK_KEY: "production-test-shopper-mark-key",
  PUBLIC_ORIGIN: "https://store.test",
  STRIPE_SECRET_KEY: "sk_test_production_check",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  MAIL_API_URL: "https://mail.test/send",
  MAIL_API_KEY: "mail-test-key",
};

/** fetchWorker's options for a call to the production Worker, with `overrides` over its settings. */
export function inProduction(overrides: Partial<Env> = {}, options: CallOptions = {}): CallOptions {
  return { ...options, origin: "https://store.test", bindings: { ...productionSettings, ...overrides } };
}
