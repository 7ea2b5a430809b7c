import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { localize } from "../../../shared/settings/localized-text";
import { createDatabase } from "../../../workers/db/client";
import { storeSettings } from "../../../workers/db/schema";
import { bumpCatalogueVersion } from "../../../workers/services/catalogue/catalogue-version";
import {
  defaultStoreSettings,
  getCurrentStoreSettings,
  getStoreSettings,
  toStoreSettings,
} from "../../../workers/services/settings/store-settings";
import { countingD1 } from "../support/counting-d1";
import { db, seedDemo } from "../support/worker";

describe("store settings", () => {
  it("gives the defaults when nothing is stored", async () => {
    expect(await getStoreSettings(db)).toEqual(defaultStoreSettings);
  });

  it("reads the seeded settings", async () => {
    await seedDemo();
    expect(await getStoreSettings(db)).toMatchObject({
      brlPerUsd: 5,
      usdRounding: "ninety-nine",
      contactEmail: "support@gamerstore.example",
      communityUrl: "https://discord.gg/gamerstore",
      discordUrl: "https://discord.gg/gamerstore",
      instagramUrl: "",
      customersCount: "3K+",
      foundedYear: 2022,
      pixEnabled: true,
      pixExpiryMinutes: 30,
      threeDSecureAboveCents: 50000,
    });
  });

  it("falls back to the default for each stored value of the wrong shape", async () => {
    await db
      .insert(storeSettings)
      .values({ key: "brlPerUsd", value: "five" })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: "five" } });
    const settings = toStoreSettings([
      { key: "brlPerUsd", value: 0 },
      { key: "usdRounding", value: "to the nickel" },
      { key: "communityUrl", value: "javascript:alert(1)" },
      { key: "foundedYear", value: "2022" },
      { key: "whatsappNumber", value: "+55 (11) 9999" },
      { key: "contactEmail", value: "help@store.example" },
      { key: "instagramUrl", value: "http://instagram.com" },
      { key: "discordUrl", value: "https://discord.gg/ours" },
    ]);
    expect(settings).toMatchObject({
      brlPerUsd: defaultStoreSettings.brlPerUsd,
      usdRounding: defaultStoreSettings.usdRounding,
      communityUrl: defaultStoreSettings.communityUrl,
      foundedYear: defaultStoreSettings.foundedYear,
      whatsappNumber: defaultStoreSettings.whatsappNumber,
      contactEmail: "help@store.example",
      instagramUrl: "",
      discordUrl: "https://discord.gg/ours",
    });
    expect((await getStoreSettings(db)).brlPerUsd).toBe(defaultStoreSettings.brlPerUsd);
  });

  it("reads each value as it is now, one read after another: changed, made invalid, changed in one language", () => {
    const hours = (pt: string) => ({ key: "supportHours", value: { en: "24/7", pt } });
    const read = (brlPerUsd: unknown, pt: string) =>
      toStoreSettings([{ key: "brlPerUsd", value: brlPerUsd }, hours(pt)]);
    expect(read(5, "Sempre")).toMatchObject({ brlPerUsd: 5, supportHours: { en: "24/7", pt: "Sempre" } });
    expect(read(5, "Sempre")).toMatchObject({ brlPerUsd: 5, supportHours: { en: "24/7", pt: "Sempre" } });
    expect(read(6, "Todo dia")).toMatchObject({ brlPerUsd: 6, supportHours: { en: "24/7", pt: "Todo dia" } });
    expect(read("six", "Todo dia").brlPerUsd).toBe(defaultStoreSettings.brlPerUsd);
    expect(read(6, "Todo dia").brlPerUsd).toBe(6);
    expect(toStoreSettings([{ key: "supportHours", value: "24/7" }]).supportHours).toBe("24/7");
    expect(toStoreSettings([]).brlPerUsd).toBe(defaultStoreSettings.brlPerUsd);
  });

  it("has no social links until the admin sets them (the footer hides empty ones)", () => {
    expect(defaultStoreSettings.instagramUrl).toBe("");
    expect(defaultStoreSettings.discordUrl).toBe("");
  });

  it("gives a text per language, or the one text every language shares", () => {
    expect(localize({ en: "Mon–Fri", pt: "Seg–Sex" }, "pt")).toBe("Seg–Sex");
    expect(localize("24/7", "en")).toBe("24/7");
  });

  it("are read from D1 once per catalogue version for the shell of every page", async () => {
    const counter = countingD1(env.DB);
    const counted = createDatabase(counter.d1);
    await bumpCatalogueVersion(env.CACHE_VERSIONS);
    const first = await getCurrentStoreSettings(counted, env.CACHE_VERSIONS);
    expect(await getCurrentStoreSettings(counted, env.CACHE_VERSIONS)).toEqual(first);
    expect(counter.roundTrips).toBe(1);

    // A settings change bumps the version: the next read sees it.
    await db
      .insert(storeSettings)
      .values({ key: "instagramUrl", value: "https://www.instagram.com/ours" })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: "https://www.instagram.com/ours" } });
    await bumpCatalogueVersion(env.CACHE_VERSIONS);
    expect((await getCurrentStoreSettings(counted, env.CACHE_VERSIONS)).instagramUrl).toBe(
      "https://www.instagram.com/ours",
    );
    expect(counter.roundTrips).toBe(2);
  });
});
