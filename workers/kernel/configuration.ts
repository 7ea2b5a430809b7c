// What a deployed store needs before it may serve shoppers. Development (ENVIRONMENT=development,
// set only by .dev.vars and the local scripts) falls back to the payment sandbox and the dev
// mailbox; anywhere else a missing value is a misconfiguration, never a reason to fall back.
import { isDevelopment } from "./environment";

/** The settings a production Worker must have, by name (their values are never reported). */
export const requiredInProduction = [
  "SESSION_SECRET",
  "PASSWORD_PEPPER",
  "TWO_FACTOR_KEY",
  "SHOPPER_MARK_KEY",
  "PUBLIC_ORIGIN",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "MAIL_API_URL",
  "MAIL_API_KEY",
] as const;

export type RequiredSetting = (typeof requiredInProduction)[number];

/** Names of the required settings that are empty; always empty in development. */
export function missingSettings(
  env: Partial<Record<RequiredSetting, string>> & Pick<Env, "ENVIRONMENT">,
): RequiredSetting[] {
  if (isDevelopment(env)) return [];
  return requiredInProduction.filter((name) => !env[name]?.trim());
}
