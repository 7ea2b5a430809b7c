// The Worker as a deployment runs it: ENVIRONMENT=production with every required setting filled
// with test values (override any to test a misconfiguration), called through the real Hono app.
import { env } from "cloudflare:workers";
import { app } from "../../../workers/app";

export const productionSettings = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "production-test-session-secret",
  PASSWORD_PEPPER: "test-pepper",
  PUBLIC_ORIGIN: "https://store.test",
  STRIPE_SECRET_KEY: "sk_test_production_check",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
  MAIL_API_URL: "https://mail.test/send",
  MAIL_API_KEY: "mail-test-key",
};

export function productionEnv(overrides: Partial<Env> = {}): Env {
  return { ...env, ...productionSettings, ...overrides } as Env;
}

const context = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;

export function fetchProduction(path: string, init: RequestInit = {}, overrides: Partial<Env> = {}) {
  return app.fetch(
    new Request(`https://store.test${path}`, { redirect: "manual", ...init }),
    productionEnv(overrides),
    context,
  );
}
