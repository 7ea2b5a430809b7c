import { describe, expect, it } from "vitest";
import { storeSettings } from "../../workers/db/schema";
import {
  defaultStoreSettings,
  getStoreSettings,
  localize,
  toStoreSettings,
} from "../../workers/services/settings/store-settings";
import { db, seedDemo } from "./support/worker";

describe("store settings", () => {
  it("gives the defaults when nothing is stored", async () => {
    expect(await getStoreSettings(db)).toEqual(defaultStoreSettings);
  });

  it("reads the seeded settings", async () => {
    await seedDemo();
    expect(await getStoreSettings(db)).toMatchObject({
      currency: "BRL",
      contactEmail: "support@gamerstore.example",
      communityUrl: "https://discord.gg/gamerstore",
      customersCount: "3K+",
      foundedYear: 2022,
      pixEnabled: false,
    });
  });

  it("falls back to the default for each stored value of the wrong shape", async () => {
    await db
      .insert(storeSettings)
      .values({ key: "currency", value: "reais" })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value: "reais" } });
    const settings = toStoreSettings([
      { key: "currency", value: "usd" },
      { key: "communityUrl", value: "javascript:alert(1)" },
      { key: "foundedYear", value: "2022" },
      { key: "whatsappNumber", value: "+55 (11) 9999" },
      { key: "contactEmail", value: "help@store.example" },
    ]);
    expect(settings).toMatchObject({
      currency: defaultStoreSettings.currency,
      communityUrl: defaultStoreSettings.communityUrl,
      foundedYear: defaultStoreSettings.foundedYear,
      whatsappNumber: defaultStoreSettings.whatsappNumber,
      contactEmail: "help@store.example",
    });
    expect((await getStoreSettings(db)).currency).toBe("BRL");
  });

  it("gives a text per language, or the one text every language shares", () => {
    expect(localize({ en: "Mon–Fri", pt: "Seg–Sex" }, "pt")).toBe("Seg–Sex");
    expect(localize("24/7", "en")).toBe("24/7");
  });
});
