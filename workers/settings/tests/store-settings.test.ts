import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { db, seedDemo } from "../../../tests/workers/support/worker";
import { createDatabase } from "../../db/client";
import { storeSettings } from "../../db/schema";
import { bumpCatalogueVersion } from "../../kernel/catalogue-version";
import { defaultStoreSettings, getCurrentStoreSettings, getStoreSettings, toStoreSettings } from "../store-settings";

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

  it("reads each value as it is now, one read after another: changed, made invalid, changed in one part", () => {
    const hours = (days: number[]) => ({ key: "supportHours", value: { days, opens: "08:00", closes: "20:00" } });
    const read = (brlPerUsd: unknown, days: number[]) =>
      toStoreSettings([{ key: "brlPerUsd", value: brlPerUsd }, hours(days)]);
    expect(read(5, [1, 2])).toMatchObject({ brlPerUsd: 5, supportHours: { days: [1, 2] } });
    expect(read(5, [1, 2])).toMatchObject({ brlPerUsd: 5, supportHours: { days: [1, 2] } });
    expect(read(6, [1, 2, 3])).toMatchObject({ brlPerUsd: 6, supportHours: { days: [1, 2, 3] } });
    expect(read("six", [1, 2, 3]).brlPerUsd).toBe(defaultStoreSettings.brlPerUsd);
    expect(read(6, [1, 2, 3]).brlPerUsd).toBe(6);
    // Hours that close before they open, or free text as the setting once was, read as the default.
    expect(read(6, []).supportHours).toEqual(defaultStoreSettings.supportHours);
    const backwards = { key: "supportHours", value: { days: [1], opens: "18:00", closes: "09:00" } };
    expect(toStoreSettings([backwards]).supportHours).toEqual(defaultStoreSettings.supportHours);
    expect(toStoreSettings([{ key: "supportHours", value: "24/7" }]).supportHours).toEqual(
      defaultStoreSettings.supportHours,
    );
    expect(toStoreSettings([]).brlPerUsd).toBe(defaultStoreSettings.brlPerUsd);
  });

  it("has no social links until the admin sets them (the footer hides empty ones)", () => {
    expect(defaultStoreSettings.instagramUrl).toBe("");
    expect(defaultStoreSettings.discordUrl).toBe("");
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
