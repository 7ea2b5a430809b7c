// The admin settings form's schema, shared by the form and its action.
import * as v from "valibot";
import { FEATURED_GAMES_LIMIT } from "../catalogue/featured-limit";
import { DOMAIN_NAME, defaultRiskRules, PROVIDER_RISK_LEVELS } from "../orders/risk-rules";
import { USD_ROUNDINGS } from "../prices";
import { type BoundedSetting, SETTING_BOUNDS } from "../settings/bounds";
import { CLOCK_TIME, minutesOfDay, WEEKDAYS } from "../settings/support-hours";
import { checkbox, requiredText } from "./form-fields";

const optionalGameId = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{0,9}$/, "admin.validation.choice"),
    v.transform((text) => (text ? Number(text) : null)),
  ),
  "",
);

/** A link the storefront hides while it is empty (the footer's social links). */
const optionalHttpsUrl = v.optional(
  v.pipe(v.string(), v.trim(), v.regex(/^(https:\/\/\S+)?$/, "admin.validation.httpsOrEmpty")),
  "",
);

/** The names of the featured-game selects, in home-page order. */
export const FEATURED_SLOTS = Array.from({ length: FEATURED_GAMES_LIMIT }, (_, index) => `featured${index}`);

/** A whole number typed in a field, within the bounds an admin may set it to; `message` says what is wrong. */
const boundedWholeNumber = (setting: BoundedSetting, digits: RegExp, message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(digits, message),
    v.transform(Number),
    v.minValue(SETTING_BOUNDS[setting].min, message),
    v.maxValue(SETTING_BOUNDS[setting].max, message),
  );

/** An amount in the store's money typed in a field, "500" or "500,00": kept in cents. */
const moneyCents = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,7}([.,]\d{1,2})?$/, message),
    v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
  );

/** An amount of money (as `moneyCents`) within the bounds an admin may set it to. */
const boundedMoney = (setting: BoundedSetting, message: string) =>
  v.pipe(
    moneyCents(message),
    v.minValue(SETTING_BOUNDS[setting].min, message),
    v.maxValue(SETTING_BOUNDS[setting].max, message),
  );

/** A time of day from a time field ("09:00"); `midnight` is what "00:00" means (the end of the day for a closing time). */
const clockField = (midnight: "00:00" | "24:00") =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(CLOCK_TIME, "admin.validation.clockTime"),
    v.transform((clock) => (clock === "00:00" ? midnight : clock)),
  );

/** An amount typed in a field, "500" or "500,00": kept in minor units. */
const moneyField = (message: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,7}([.,]\d{1,2})?$/, message),
    v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
  );

/** The risk rules' fields (shared/orders/risk-rules.ts); a form without them keeps the defaults' values, rules off. */
const riskFields = {
  riskFirstOrderOn: checkbox,
  riskFirstOrderAboveBRL: v.optional(
    moneyField("riskHolds.validation.amount"),
    String(defaultRiskRules.firstOrderAbove.BRL / 100),
  ),
  riskFirstOrderAboveUSD: v.optional(
    moneyField("riskHolds.validation.amount"),
    String(defaultRiskRules.firstOrderAbove.USD / 100),
  ),
  riskCountryMismatchOn: checkbox,
  riskDisposableEmailOn: checkbox,
  /** One domain a line (or separated by commas or spaces), kept lower-case, each once. */
  riskDisposableDomains: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => [
        ...new Set(
          text
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean),
        ),
      ]),
      v.maxLength(200, "riskHolds.validation.domains"),
      v.check((domains) => domains.every((domain) => DOMAIN_NAME.test(domain)), "riskHolds.validation.domains"),
    ),
    defaultRiskRules.disposableEmail.domains.join("\n"),
  ),
  riskFailedPaymentsOn: checkbox,
  riskFailedPayments: v.optional(
    boundedWholeNumber("riskFailedPayments", /^\d{1,2}$/, "riskHolds.validation.failedPayments"),
    String(defaultRiskRules.failedPayments.count),
  ),
  riskProviderOn: checkbox,
  riskProviderLevel: v.optional(v.picklist(PROVIDER_RISK_LEVELS, "admin.validation.choice"), "elevated"),
  riskReviewHours: v.optional(
    boundedWholeNumber("riskReviewHours", /^\d{1,2}$/, "riskHolds.validation.reviewHours"),
    String(defaultRiskRules.reviewHours),
  ),
};

export const settingsFormSchema = v.pipe(
  v.object({
    brlPerUsd: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,2}([.,]\d{1,4})?$/, "admin.validation.brlPerUsd"),
      v.transform((text) => Number(text.replace(",", "."))),
      v.minValue(SETTING_BOUNDS.brlPerUsd.min, "admin.validation.brlPerUsd"),
      v.maxValue(SETTING_BOUNDS.brlPerUsd.max, "admin.validation.brlPerUsd"),
    ),
    usdRounding: v.picklist(USD_ROUNDINGS, "admin.validation.choice"),
    contactEmail: v.pipe(v.string(), v.trim(), v.email("admin.validation.email")),
    whatsappNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,15}$/, "admin.validation.whatsapp")),
    /** The weekdays support answers, ticked boxes of one name: none, one value or several. */
    supportDays: v.pipe(
      v.optional(v.union([v.string(), v.array(v.string())]), []),
      v.transform((ticked) => (Array.isArray(ticked) ? ticked : [ticked]).map(Number)),
      v.array(v.picklist(WEEKDAYS, "admin.validation.supportDays")),
      v.minLength(1, "admin.validation.supportDays"),
    ),
    supportOpens: clockField("00:00"),
    supportCloses: clockField("24:00"),
    communityUrl: v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/\S+$/, "admin.validation.https")),
    instagramUrl: optionalHttpsUrl,
    discordUrl: optionalHttpsUrl,
    pixEnabled: checkbox,
    pixExpiryMinutes: boundedWholeNumber("pixExpiryMinutes", /^\d{1,4}$/, "admin.validation.pixExpiryMinutes"),
    /** A card payment's total, above which 3-D Secure is asked for. */
    threeDSecureAbove: moneyCents("admin.validation.threeDSecureAbove"),
    customersCount: requiredText(20),
    yearsInMarket: requiredText(20),
    foundedYear: boundedWholeNumber("foundedYear", /^\d{4}$/, "admin.validation.year"),
    deliveryHours: boundedWholeNumber("deliveryHours", /^\d{1,3}$/, "admin.validation.deliveryHours"),
    compensationEnabled: checkbox,
    compensationPercent: boundedWholeNumber("compensationPercent", /^\d{1,3}$/, "admin.validation.compensationPercent"),
    receiptWindowDays: boundedWholeNumber("receiptWindowDays", /^\d{1,2}$/, "admin.validation.receiptWindowDays"),
    lowStockThreshold: boundedWholeNumber("lowStockThreshold", /^\d{1,4}$/, "admin.validation.lowStockThreshold"),
    adminPasskeysOnly: checkbox,
    supportRefundLimitBrl: boundedMoney("supportRefundLimitCents", "admin.validation.supportRefundLimit"),
    supportRefundLimitUsd: boundedMoney("supportRefundLimitCents", "admin.validation.supportRefundLimit"),
    ...riskFields,
    ...Object.fromEntries(FEATURED_SLOTS.map((slot) => [slot, optionalGameId])),
  }),
  v.forward(
    v.partialCheck(
      [["supportOpens"], ["supportCloses"]],
      (input) => minutesOfDay(input.supportOpens) < minutesOfDay(input.supportCloses),
      "admin.validation.supportCloses",
    ),
    ["supportCloses"],
  ),
);
export type SettingsInput = v.InferOutput<typeof settingsFormSchema>;
