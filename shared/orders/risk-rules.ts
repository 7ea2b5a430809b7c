// The risk rules an order is checked against when its payment is confirmed (issue 51): the owner
// turns each on or off and sets its value on /admin/settings; a paid order matching any of them is
// held for review before delivery (workers/orders/risk-holds.ts). One pure function decides, so the
// rules are tested without a database and read the same wherever they are applied.
import * as v from "valibot";
import { SETTING_BOUNDS } from "../settings/bounds";

/** Why an order is held, in the order the admin page lists them. */
export const RISK_REASONS = [
  "first_order_above",
  "country_mismatch",
  "disposable_email",
  "failed_payments",
  "provider_risk",
] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** Stripe's `outcome.risk_level` values that may hold an order, lowest first. */
export const PROVIDER_RISK_LEVELS = ["elevated", "highest"] as const;
export type ProviderRiskLevel = (typeof PROVIDER_RISK_LEVELS)[number];

/** Throwaway-address services; the owner edits the list on /admin/settings. */
export const DEFAULT_DISPOSABLE_DOMAINS = [
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "tempmail.com",
  "temp-mail.org",
  "yopmail.com",
  "trashmail.com",
  "sharklasers.com",
  "getnada.com",
  "dispostable.com",
];

const bounded = (setting: "riskFailedPayments" | "riskReviewHours") =>
  v.pipe(v.number(), v.integer(), v.minValue(SETTING_BOUNDS[setting].min), v.maxValue(SETTING_BOUNDS[setting].max));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A lower-case domain name ("mailinator.com"). */
export const DOMAIN_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The rules as the settings store them (workers/settings/store-settings.ts `riskRules`). */
export const riskRulesSchema = v.object({
  /** The account's first paid order, above this total in its currency (minor units). */
  firstOrderAbove: v.object({ on: v.boolean(), BRL: cents, USD: cents }),
  /** The card was issued in another country than the one the checkout came from. */
  countryMismatch: v.object({ on: v.boolean() }),
  disposableEmail: v.object({
    on: v.boolean(),
    domains: v.pipe(v.array(v.pipe(v.string(), v.regex(DOMAIN_NAME))), v.maxLength(200)),
  }),
  /** At least `count` failed payment attempts of the account in the hour before. */
  failedPayments: v.object({ on: v.boolean(), count: bounded("riskFailedPayments") }),
  /** The provider's own risk check said at least `level`. */
  providerRisk: v.object({ on: v.boolean(), level: v.picklist(PROVIDER_RISK_LEVELS) }),
  /** Hours a manager has to decide before the order is refunded on its own. */
  reviewHours: bounded("riskReviewHours"),
});
export type RiskRules = v.InferOutput<typeof riskRulesSchema>;

/**
 * Off by default where a rule needs the owner's judgement (an amount, a count, whether the store
 * sells abroad); on where the signal is the provider's or a throwaway address.
 */
export const defaultRiskRules: RiskRules = {
  firstOrderAbove: { on: false, BRL: 50000, USD: 10000 },
  countryMismatch: { on: false },
  disposableEmail: { on: true, domains: DEFAULT_DISPOSABLE_DOMAINS },
  failedPayments: { on: false, count: 3 },
  providerRisk: { on: true, level: "elevated" },
  reviewHours: 24,
};

/** What the store knows of a paid order when it decides whether to hold it. */
export interface RiskFacts {
  currency: string;
  totalCents: number;
  /** No other order of the account was ever paid. */
  firstOrder: boolean;
  /** ISO 3166-1 alpha-2 codes; null when unknown (locally, or not a card). */
  checkoutCountry: string | null;
  cardCountry: string | null;
  email: string | null;
  /** The account's failed payment attempts in the hour before the payment. */
  failedPaymentsLastHour: number;
  /** The provider's `outcome.risk_level` ("normal", "elevated", "highest"); null when it did not say. */
  providerRiskLevel: string | null;
}

function domainOf(email: string | null): string | null {
  const at = email?.lastIndexOf("@") ?? -1;
  return email && at >= 0 ? email.slice(at + 1).toLowerCase() : null;
}

/** Whether `domain` is on the list, or a subdomain of one on it. */
function listed(domain: string, domains: readonly string[]): boolean {
  return domains.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
}

/** The rules the order matches, in RISK_REASONS order; none means it goes to delivery at once. */
export function riskReasons(facts: RiskFacts, rules: RiskRules): RiskReason[] {
  const reasons: RiskReason[] = [];
  const limit = facts.currency.toUpperCase() === "USD" ? rules.firstOrderAbove.USD : rules.firstOrderAbove.BRL;
  if (rules.firstOrderAbove.on && facts.firstOrder && facts.totalCents > limit) reasons.push("first_order_above");
  const { checkoutCountry, cardCountry } = facts;
  // Unknown on either side is no evidence of a mismatch.
  if (
    rules.countryMismatch.on &&
    checkoutCountry &&
    cardCountry &&
    checkoutCountry.toUpperCase() !== cardCountry.toUpperCase()
  ) {
    reasons.push("country_mismatch");
  }
  const domain = domainOf(facts.email);
  if (rules.disposableEmail.on && domain && listed(domain, rules.disposableEmail.domains)) {
    reasons.push("disposable_email");
  }
  if (rules.failedPayments.on && facts.failedPaymentsLastHour >= rules.failedPayments.count) {
    reasons.push("failed_payments");
  }
  const level = PROVIDER_RISK_LEVELS.indexOf(facts.providerRiskLevel as ProviderRiskLevel);
  if (rules.providerRisk.on && level >= PROVIDER_RISK_LEVELS.indexOf(rules.providerRisk.level)) {
    reasons.push("provider_risk");
  }
  return reasons;
}

/** When a hold made at `heldAt` is refunded unless a manager decides first. */
export function reviewDeadline(heldAt: Date, rules: Pick<RiskRules, "reviewHours">): Date {
  return new Date(heldAt.getTime() + rules.reviewHours * 60 * 60 * 1000);
}
