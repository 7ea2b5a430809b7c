// The store settings form: every value the storefront reads, and the featured games in order.
// Saving writes every key, the featured list and the audit entry in one batch.
import { asc, inArray } from "drizzle-orm";
import * as v from "valibot";
import { requiredText } from "../../../shared/admin/form-fields";
import { USD_ROUNDINGS } from "../../../shared/prices";
import type { Database } from "../../db/client";
import { featuredGames, games, storeSettings } from "../../db/schema";
import { FEATURED_GAMES_LIMIT } from "../catalogue/featured";
import {
  getStoreSettings,
  MAX_BRL_PER_USD,
  MAX_DELIVERY_HOURS,
  MAX_PIX_EXPIRY_MINUTES,
  MAX_RECEIPT_WINDOW_DAYS,
  MIN_BRL_PER_USD,
  MIN_PIX_EXPIRY_MINUTES,
  type StoreSettings,
} from "../settings/store-settings";
import type { AdminDeps } from "./actor";
import { auditStatement } from "./audit";
import { onCatalogueChanged } from "./catalogue-changed";

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

export const settingsFormSchema = v.object({
  brlPerUsd: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}([.,]\d{1,4})?$/, "admin.validation.brlPerUsd"),
    v.transform((text) => Number(text.replace(",", "."))),
    v.minValue(MIN_BRL_PER_USD, "admin.validation.brlPerUsd"),
    v.maxValue(MAX_BRL_PER_USD, "admin.validation.brlPerUsd"),
  ),
  usdRounding: v.picklist(USD_ROUNDINGS, "admin.validation.choice"),
  contactEmail: v.pipe(v.string(), v.trim(), v.email("admin.validation.email")),
  whatsappNumber: v.pipe(v.string(), v.trim(), v.regex(/^\d{8,15}$/, "admin.validation.whatsapp")),
  whatsappHoursEn: requiredText(120),
  whatsappHoursPt: requiredText(120),
  supportHoursEn: requiredText(120),
  supportHoursPt: requiredText(120),
  communityUrl: v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/\S+$/, "admin.validation.https")),
  instagramUrl: optionalHttpsUrl,
  discordUrl: optionalHttpsUrl,
  pixEnabled: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text === "on"),
    ),
    "",
  ),
  pixExpiryMinutes: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,4}$/, "admin.validation.pixExpiryMinutes"),
    v.transform(Number),
    v.minValue(MIN_PIX_EXPIRY_MINUTES, "admin.validation.pixExpiryMinutes"),
    v.maxValue(MAX_PIX_EXPIRY_MINUTES, "admin.validation.pixExpiryMinutes"),
  ),
  /** A total in the store's money, "500" or "500,00": kept in cents. */
  threeDSecureAbove: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,7}([.,]\d{1,2})?$/, "admin.validation.threeDSecureAbove"),
    v.transform((text) => Math.round(Number(text.replace(",", ".")) * 100)),
  ),
  customersCount: requiredText(20),
  yearsInMarket: requiredText(20),
  foundedYear: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{4}$/, "admin.validation.year"),
    v.transform(Number),
    v.minValue(1990, "admin.validation.year"),
    v.maxValue(2100, "admin.validation.year"),
  ),
  deliveryHours: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, "admin.validation.deliveryHours"),
    v.transform(Number),
    v.maxValue(MAX_DELIVERY_HOURS, "admin.validation.deliveryHours"),
  ),
  compensationEnabled: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text === "on"),
    ),
    "",
  ),
  compensationPercent: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, "admin.validation.compensationPercent"),
    v.transform(Number),
    v.minValue(1, "admin.validation.compensationPercent"),
    v.maxValue(100, "admin.validation.compensationPercent"),
  ),
  receiptWindowDays: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,2}$/, "admin.validation.receiptWindowDays"),
    v.transform(Number),
    v.minValue(1, "admin.validation.receiptWindowDays"),
    v.maxValue(MAX_RECEIPT_WINDOW_DAYS, "admin.validation.receiptWindowDays"),
  ),
  ...Object.fromEntries(FEATURED_SLOTS.map((slot) => [slot, optionalGameId])),
});
export type SettingsInput = v.InferOutput<typeof settingsFormSchema>;

export async function getSettingsForAdmin(db: Database) {
  const [settings, featured] = await Promise.all([
    getStoreSettings(db),
    db.select({ gameId: featuredGames.gameId }).from(featuredGames).orderBy(asc(featuredGames.position)),
  ]);
  return { settings, featured: featured.map((row) => row.gameId) };
}

function toSettings(input: SettingsInput): StoreSettings {
  return {
    brlPerUsd: input.brlPerUsd,
    usdRounding: input.usdRounding,
    contactEmail: input.contactEmail,
    whatsappNumber: input.whatsappNumber,
    whatsappHours: { en: input.whatsappHoursEn, pt: input.whatsappHoursPt },
    supportHours: { en: input.supportHoursEn, pt: input.supportHoursPt },
    communityUrl: input.communityUrl,
    instagramUrl: input.instagramUrl,
    discordUrl: input.discordUrl,
    pixEnabled: input.pixEnabled,
    pixExpiryMinutes: input.pixExpiryMinutes,
    threeDSecureAboveCents: input.threeDSecureAbove,
    customersCount: input.customersCount,
    yearsInMarket: input.yearsInMarket,
    foundedYear: input.foundedYear,
    deliveryHours: input.deliveryHours,
    compensationEnabled: input.compensationEnabled,
    compensationPercent: input.compensationPercent,
    receiptWindowDays: input.receiptWindowDays,
  };
}

/** The chosen games in slot order, each once, only games that exist. */
async function featuredIds(db: Database, input: Record<string, unknown>): Promise<number[]> {
  const chosen = [
    ...new Set(FEATURED_SLOTS.map((slot) => input[slot]).filter((id): id is number => typeof id === "number")),
  ];
  if (chosen.length === 0) return [];
  const existing = new Set(
    (await db.select({ id: games.id }).from(games).where(inArray(games.id, chosen))).map((row) => row.id),
  );
  return chosen.filter((id) => existing.has(id));
}

export async function saveStoreSettings(deps: AdminDeps, input: SettingsInput): Promise<void> {
  const before = await getSettingsForAdmin(deps.db);
  const settings = toSettings(input);
  const featured = await featuredIds(deps.db, input);
  const now = new Date().toISOString();
  const writes = Object.entries(settings).map(([key, value]) =>
    deps.db
      .insert(storeSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value, updatedAt: now } }),
  );
  await deps.db.batch([
    auditStatement(deps.db, {
      actorUserId: deps.actorUserId,
      action: "update",
      entity: "settings",
      entityId: "store",
      before,
      after: { settings, featured },
    }),
    ...writes,
    deps.db.delete(featuredGames),
    ...featured.map((gameId, position) => deps.db.insert(featuredGames).values({ gameId, position })),
  ]);
  await onCatalogueChanged(deps, { entity: "settings", entityId: "store" });
  await onCatalogueChanged(deps, { entity: "featured_games", entityId: "home" });
}
