// A select written once per isolate (workers/db/prepared.ts) still runs on the database each caller
// gives it, with that caller's values, whether batched or awaited on its own.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { gameNamed, seedCatalogue } from "../../../tests/workers/support/catalogue-rows";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { activeCoinOffersQuery, activeGameQuery } from "../../catalogue/catalogue-entries";
import { storeSettingsQuery } from "../../settings/store-settings";
import { createDatabase } from "../client";

beforeAll(async () => {
  await seedCatalogue();
});

describe("a select written once", () => {
  it("reads each caller's values on each caller's database, batched or awaited", async () => {
    const wow = await gameNamed("World of Warcraft");
    const other = await gameNamed("Tibia");
    const first = countingD1(env.DB);
    const second = countingD1(env.DB);
    const firstDb = createDatabase(first.d1);
    const secondDb = createDatabase(second.d1);

    const [awaited] = await activeGameQuery(firstDb, wow.id);
    expect(awaited?.name).toBe("World of Warcraft");
    expect(first.roundTrips).toBe(1);

    const [games, offers, settings] = await secondDb.batch([
      activeGameQuery(secondDb, other.id),
      activeCoinOffersQuery(secondDb, other.id),
      storeSettingsQuery(secondDb),
    ]);
    expect(games.map((game) => game.name)).toEqual(["Tibia"]);
    expect(offers.every((offer) => offer.gameId === other.id)).toBe(true);
    expect(settings.length).toBeGreaterThan(0);
    expect(second.roundTrips).toBe(1);
    expect(first.roundTrips).toBe(1);
    expect(second.statements.map((statement) => statement.params)).toEqual([[other.id, 1], [other.id], []]);

    // An archived or unknown game reads as nothing, as before.
    expect(await activeGameQuery(firstDb, 999_999)).toEqual([]);
  });
});
