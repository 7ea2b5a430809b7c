// Issue 51: the risk rules as one pure function, each rule on its own and off.
import { describe, expect, it } from "vitest";
import {
  defaultRiskRules,
  type RiskFacts,
  type RiskRules,
  reviewDeadline,
  riskReasons,
} from "../../../shared/orders/risk-rules";

const quiet: RiskFacts = {
  currency: "BRL",
  totalCents: 10_000,
  firstOrder: false,
  checkoutCountry: "BR",
  cardCountry: "BR",
  email: "ana@example.com",
  failedPaymentsLastHour: 0,
  providerRiskLevel: "normal",
};

const allOn: RiskRules = {
  firstOrderAbove: { on: true, BRL: 50_000, USD: 10_000 },
  countryMismatch: { on: true },
  disposableEmail: { on: true, domains: ["mailinator.com"] },
  failedPayments: { on: true, count: 3 },
  providerRisk: { on: true, level: "elevated" },
  reviewHours: 24,
};

const allOff: RiskRules = {
  ...allOn,
  firstOrderAbove: { ...allOn.firstOrderAbove, on: false },
  countryMismatch: { on: false },
  disposableEmail: { ...allOn.disposableEmail, on: false },
  failedPayments: { ...allOn.failedPayments, on: false },
  providerRisk: { ...allOn.providerRisk, on: false },
};

describe("riskReasons", () => {
  it("holds nothing that matches no rule", () => {
    expect(riskReasons(quiet, allOn)).toEqual([]);
  });

  it("holds an account's first order above its currency's amount, not at it nor a later order", () => {
    expect(riskReasons({ ...quiet, firstOrder: true, totalCents: 50_001 }, allOn)).toEqual(["first_order_above"]);
    expect(riskReasons({ ...quiet, firstOrder: true, totalCents: 50_000 }, allOn)).toEqual([]);
    expect(riskReasons({ ...quiet, firstOrder: false, totalCents: 90_000 }, allOn)).toEqual([]);
    // Dollars have their own amount.
    expect(riskReasons({ ...quiet, currency: "USD", firstOrder: true, totalCents: 10_001 }, allOn)).toEqual([
      "first_order_above",
    ]);
  });

  it("holds a card from another country than the checkout's, but not when either is unknown", () => {
    expect(riskReasons({ ...quiet, cardCountry: "US" }, allOn)).toEqual(["country_mismatch"]);
    expect(riskReasons({ ...quiet, cardCountry: "br" }, allOn)).toEqual([]);
    expect(riskReasons({ ...quiet, checkoutCountry: null, cardCountry: "US" }, allOn)).toEqual([]);
    expect(riskReasons({ ...quiet, cardCountry: null }, allOn)).toEqual([]);
  });

  it("holds a disposable address, its subdomains too, in any case", () => {
    expect(riskReasons({ ...quiet, email: "x@Mailinator.com" }, allOn)).toEqual(["disposable_email"]);
    expect(riskReasons({ ...quiet, email: "x@eu.mailinator.com" }, allOn)).toEqual(["disposable_email"]);
    expect(riskReasons({ ...quiet, email: "x@notmailinator.com" }, allOn)).toEqual([]);
  });

  it("holds after N failed payments in the hour, not N - 1", () => {
    expect(riskReasons({ ...quiet, failedPaymentsLastHour: 3 }, allOn)).toEqual(["failed_payments"]);
    expect(riskReasons({ ...quiet, failedPaymentsLastHour: 2 }, allOn)).toEqual([]);
  });

  it("holds the provider's elevated and highest risk, or only highest when set so", () => {
    expect(riskReasons({ ...quiet, providerRiskLevel: "elevated" }, allOn)).toEqual(["provider_risk"]);
    expect(riskReasons({ ...quiet, providerRiskLevel: "highest" }, allOn)).toEqual(["provider_risk"]);
    const highestOnly = { ...allOn, providerRisk: { on: true, level: "highest" as const } };
    expect(riskReasons({ ...quiet, providerRiskLevel: "elevated" }, highestOnly)).toEqual([]);
    expect(riskReasons({ ...quiet, providerRiskLevel: "highest" }, highestOnly)).toEqual(["provider_risk"]);
    expect(riskReasons({ ...quiet, providerRiskLevel: null }, allOn)).toEqual([]);
  });

  it("names every rule matched, in order, and none when all are off", () => {
    const risky: RiskFacts = {
      currency: "BRL",
      totalCents: 90_000,
      firstOrder: true,
      checkoutCountry: "BR",
      cardCountry: "US",
      email: "x@mailinator.com",
      failedPaymentsLastHour: 5,
      providerRiskLevel: "highest",
    };
    expect(riskReasons(risky, allOn)).toEqual([
      "first_order_above",
      "country_mismatch",
      "disposable_email",
      "failed_payments",
      "provider_risk",
    ]);
    expect(riskReasons(risky, allOff)).toEqual([]);
  });

  it("ships with the provider's risk and throwaway addresses on, the owner's judgement calls off", () => {
    expect(riskReasons({ ...quiet, providerRiskLevel: "elevated" }, defaultRiskRules)).toEqual(["provider_risk"]);
    expect(riskReasons({ ...quiet, email: "a@yopmail.com" }, defaultRiskRules)).toEqual(["disposable_email"]);
    expect(
      riskReasons({ ...quiet, firstOrder: true, totalCents: 10_000_000, cardCountry: "US" }, defaultRiskRules),
    ).toEqual([]);
  });

  it("gives the review its deadline in hours", () => {
    expect(reviewDeadline(new Date("2026-01-01T00:00:00Z"), { reviewHours: 24 }).toISOString()).toBe(
      "2026-01-02T00:00:00.000Z",
    );
  });
});
