// The store's settings (store_settings: key → JSON), read by the storefront and edited in the
// admin area. Each value is checked on the way out, so a missing or mistyped key falls back to its
// default instead of breaking a page.
import * as v from "valibot";
import { defaultRiskRules, riskRulesSchema } from "../../shared/orders/risk-rules";
import { type Currency, type Pricing, USD_ROUNDINGS } from "../../shared/prices";
import { type BoundedSetting, SETTING_BOUNDS } from "../../shared/settings/bounds";
import { supportHoursSchema } from "../../shared/settings/support-hours";
import type { Database } from "../db/client";
import { preparedSelect } from "../db/prepared";
import { storeSettings } from "../db/schema";
import { getCatalogueVersion } from "../kernel/catalogue-version";

const httpsUrl = v.pipe(v.string(), v.url(), v.startsWith("https://"));
/** A link the store may not have: empty hides it. */
const optionalHttpsUrl = v.union([v.literal(""), httpsUrl]);
/** A whole number within the bounds an admin may set it to. */
const boundedInteger = (setting: BoundedSetting) =>
  v.pipe(v.number(), v.integer(), v.minValue(SETTING_BOUNDS[setting].min), v.maxValue(SETTING_BOUNDS[setting].max));

const fields = {
  /** Reais per dollar, for the dollar prices the admin left to the rate (shared/prices.ts). */
  brlPerUsd: v.pipe(v.number(), v.minValue(SETTING_BOUNDS.brlPerUsd.min), v.maxValue(SETTING_BOUNDS.brlPerUsd.max)),
  /** How a dollar price derived with the rate is rounded (to the cent, to .99, up to a whole dollar). */
  usdRounding: v.picklist(USD_ROUNDINGS),
  contactEmail: v.pipe(v.string(), v.email()),
  /** Digits only, with the country code, as wa.me links want it. */
  whatsappNumber: v.pipe(v.string(), v.regex(/^\d{8,15}$/)),
  /**
   * When support answers, in the store's time zone: the chat's online state and every page that
   * states the hours (the chat, WhatsApp, About, Contact) read it (shared/settings/support-hours.ts).
   */
  supportHours: supportHoursSchema,
  communityUrl: httpsUrl,
  /** The footer's social links (an image-sharing site and a chat server); empty hides each. */
  instagramUrl: optionalHttpsUrl,
  discordUrl: optionalHttpsUrl,
  /** Off: Pix is not offered at checkout and the pix-unavailable dialog sends the shopper to support. */
  pixEnabled: v.boolean(),
  /** How long a Pix code can be paid; delivery is fast, so the default is short. */
  pixExpiryMinutes: boundedInteger("pixExpiryMinutes"),
  /** Card payments above this total (in the order's minor units) always ask for 3-D Secure. */
  threeDSecureAboveCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  customersCount: v.string(),
  yearsInMarket: v.string(),
  foundedYear: boundedInteger("foundedYear"),
  /**
   * The store's delivery promise: hours from payment confirmation to delivery, 0 for instant.
   * The cart, the order emails and every other promise read this one value (shared/delivery-promise.ts).
   */
  deliveryHours: boundedInteger("deliveryHours"),
  /** A late order is compensated without asking (orders/compensation.ts); the rule is copied onto each order at payment. */
  compensationEnabled: v.boolean(),
  /** The share of a late order given back, in percent. */
  compensationPercent: boundedInteger("compensationPercent"),
  /** Days after delivery in which the shopper may confirm receipt or report a problem; then the order is final. */
  receiptWindowDays: boundedInteger("receiptWindowDays"),
  /** At or below this many units left (a coin offer's packs, an item's units), a server says "only N left". */
  lowStockThreshold: boundedInteger("lowStockThreshold"),
  /** On: the admin area takes only sessions signed in with a passkey (workers/accounts/admin-access.ts). */
  adminPasskeysOnly: v.boolean(),
  /**
   * The most a support agent may refund on one order, in the order's currency's minor units, all of
   * the order's refunds counted (workers/admin/refund-limit.ts); 0 lets support refund nothing.
   */
  supportRefundLimitCents: v.object({
    BRL: boundedInteger("supportRefundLimitCents"),
    USD: boundedInteger("supportRefundLimitCents"),
  }),
  /** Which paid orders are held for review before delivery, and for how long (shared/orders/risk-rules.ts). */
  riskRules: riskRulesSchema,
};

export type StoreSettings = { [K in keyof typeof fields]: v.InferOutput<(typeof fields)[K]> };

export const defaultStoreSettings: StoreSettings = {
  brlPerUsd: 5,
  usdRounding: "ninety-nine",
  contactEmail: "support@gamerstore.example",
  whatsappNumber: "5511999990000",
  supportHours: { days: [1, 2, 3, 4, 5], opens: "09:00", closes: "18:00" },
  communityUrl: "https://discord.gg/gamerstore",
  instagramUrl: "",
  discordUrl: "",
  pixEnabled: true,
  pixExpiryMinutes: 30,
  threeDSecureAboveCents: 50000,
  customersCount: "3K+",
  yearsInMarket: "3+",
  foundedYear: 2022,
  // Admins deliver by hand (processando → concluído), so the promise is a day, not "instant".
  deliveryHours: 24,
  compensationEnabled: true,
  compensationPercent: 10,
  receiptWindowDays: 3,
  lowStockThreshold: 5,
  adminPasskeysOnly: false,
  // Enough for a support agent to make a small delivery problem right without waiting for a manager.
  supportRefundLimitCents: { BRL: 10000, USD: 2000 },
  riskRules: defaultRiskRules,
};

/** The query, for callers that read the settings in a batch with other queries. */
const allSettings = preparedSelect((db) =>
  db.select({ key: storeSettings.key, value: storeSettings.value }).from(storeSettings),
);

export function storeSettingsQuery(db: Database) {
  return allSettings(db, {});
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A stored value equal to another: the same text, number or flag, or the same parts (the support hours). */
function sameStoredValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return isRecord(a) && isRecord(b) && JSON.stringify(a) === JSON.stringify(b);
}

// Each setting's last stored value and what it read as: the catalogue pages read the settings on
// every request, and checking them against their rules again was a hundredth of the game page's
// server work (issue #19). A value is checked again whenever it differs from the last one.
const lastRead = new Map<keyof StoreSettings, { stored: unknown; value: unknown }>();

export function toStoreSettings(rows: Array<{ key: string; value: unknown }>): StoreSettings {
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const read = <K extends keyof StoreSettings>(key: K): StoreSettings[K] => {
    const value = stored.get(key);
    const last = lastRead.get(key);
    if (last && sameStoredValue(last.stored, value)) return last.value as StoreSettings[K];
    const parsed = v.safeParse(fields[key], value);
    const checked = parsed.success ? (parsed.output as StoreSettings[K]) : defaultStoreSettings[key];
    lastRead.set(key, { stored: value, value: checked });
    return checked;
  };
  return {
    brlPerUsd: read("brlPerUsd"),
    usdRounding: read("usdRounding"),
    contactEmail: read("contactEmail"),
    whatsappNumber: read("whatsappNumber"),
    supportHours: read("supportHours"),
    communityUrl: read("communityUrl"),
    instagramUrl: read("instagramUrl"),
    discordUrl: read("discordUrl"),
    pixEnabled: read("pixEnabled"),
    pixExpiryMinutes: read("pixExpiryMinutes"),
    threeDSecureAboveCents: read("threeDSecureAboveCents"),
    customersCount: read("customersCount"),
    yearsInMarket: read("yearsInMarket"),
    foundedYear: read("foundedYear"),
    deliveryHours: read("deliveryHours"),
    compensationEnabled: read("compensationEnabled"),
    compensationPercent: read("compensationPercent"),
    receiptWindowDays: read("receiptWindowDays"),
    lowStockThreshold: read("lowStockThreshold"),
    adminPasskeysOnly: read("adminPasskeysOnly"),
    supportRefundLimitCents: read("supportRefundLimitCents"),
    riskRules: read("riskRules"),
  };
}

export async function getStoreSettings(db: Database): Promise<StoreSettings> {
  return toStoreSettings(await storeSettingsQuery(db));
}

// The settings of the last catalogue version this isolate read them for. Every settings change bumps
// the catalogue version (admin/settings.ts), so a copy read under the current version is current;
// the shell (footer, support links) reads them on every page without a D1 round trip of its own.
let cached: { version: string; settings: StoreSettings } | null = null;

/** The settings, from this isolate's copy while the catalogue version is unchanged. */
export async function getCurrentStoreSettings(db: Database, versions: KVNamespace): Promise<StoreSettings> {
  const version = await getCatalogueVersion(versions);
  if (cached?.version === version) return cached.settings;
  const settings = await getStoreSettings(db);
  cached = { version, settings };
  return settings;
}

/** The compensation rule an order paid now carries: the percentage, or null when compensation is off. */
export function compensationRule(settings: StoreSettings): number | null {
  return settings.compensationEnabled ? settings.compensationPercent : null;
}

/** How a shopper paying in `currency` is priced under these settings. */
export function pricingFor(currency: Currency, settings: Pick<StoreSettings, "brlPerUsd" | "usdRounding">): Pricing {
  return { currency, conversion: { brlPerUsd: settings.brlPerUsd, usdRounding: settings.usdRounding } };
}
