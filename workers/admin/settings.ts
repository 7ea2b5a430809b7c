// The store settings form: every value the storefront reads, and the featured games in order.
// Saving writes every key, the featured list and the audit entry in one batch.
import { asc, inArray } from "drizzle-orm";
import { FEATURED_SLOTS, type SettingsInput } from "../../shared/admin/settings-form";
import type { SignInMethod } from "../accounts/admin-access";
import type { Database } from "../db/client";
import { featuredGames, games, storeSettings } from "../db/schema";
import { batchWithinLimits, statementsWithinLimits } from "../db/statement-limits";
import type { AdminDeps } from "../kernel/audit-log";
import { auditStatement } from "../kernel/audit-log";
import { DomainError } from "../kernel/domain-error";
import { getStoreSettings, type StoreSettings } from "../settings/store-settings";
import { onCatalogueChanged } from "./catalogue-changed";

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
    supportHours: { days: input.supportDays, opens: input.supportOpens, closes: input.supportCloses },
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
    lowStockThreshold: input.lowStockThreshold,
    adminPasskeysOnly: input.adminPasskeysOnly,
    supportRefundLimitCents: { BRL: input.supportRefundLimitBrl, USD: input.supportRefundLimitUsd },
    riskRules: {
      firstOrderAbove: {
        on: input.riskFirstOrderOn,
        BRL: input.riskFirstOrderAboveBRL,
        USD: input.riskFirstOrderAboveUSD,
      },
      countryMismatch: { on: input.riskCountryMismatchOn },
      disposableEmail: { on: input.riskDisposableEmailOn, domains: input.riskDisposableDomains },
      failedPayments: { on: input.riskFailedPaymentsOn, count: input.riskFailedPayments },
      providerRisk: { on: input.riskProviderOn, level: input.riskProviderLevel },
      reviewHours: input.riskReviewHours,
    },
  };
}

/** The chosen games in slot order, each once, only games that exist. */
async function featuredIds(db: Database, input: Record<string, unknown>): Promise<number[]> {
  const chosen = [
    ...new Set(FEATURED_SLOTS.map((slot) => input[slot]).filter((id): id is number => typeof id === "number")),
  ];
  const found = await batchWithinLimits(db, chosen, (part) =>
    db.select({ id: games.id }).from(games).where(inArray(games.id, part)),
  );
  const existing = new Set(found.flat().map((row) => row.id));
  return chosen.filter((id) => existing.has(id));
}

/**
 * Saves the settings form. `signedInWith` is the saving admin's session: requiring passkeys for the
 * admin area is refused from a session that would itself be shut out by it (it must be a passkey's).
 */
export async function saveStoreSettings(
  deps: AdminDeps,
  input: SettingsInput,
  signedInWith: SignInMethod,
): Promise<void> {
  const before = await getSettingsForAdmin(deps.db);
  if (input.adminPasskeysOnly && signedInWith !== "passkey") {
    throw new DomainError(
      "passkey_session_required",
      "admin.settings.adminPasskeysOnlySignInFirst",
      400,
      "adminPasskeysOnly",
    );
  }
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
      from: deps.from,
      action: "update",
      entity: "settings",
      entityId: "store",
      before,
      after: { settings, featured },
    }),
    ...writes,
    deps.db.delete(featuredGames),
    ...statementsWithinLimits(
      featured.map((gameId, position) => ({ gameId, position })),
      (part) => deps.db.insert(featuredGames).values(part),
    ),
  ]);
  await onCatalogueChanged(deps, { entity: "settings", entityId: "store" });
  await onCatalogueChanged(deps, { entity: "featured_games", entityId: "home" });
}
