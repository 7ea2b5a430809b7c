import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURED_GAMES_LIMIT } from "../../../shared/catalogue/featured-limit";
import { createDatabase } from "../../db/client";
import { featuredGames, games } from "../../db/schema";
import { demoGames } from "../../db/seed/demo-catalogue";
import { seedDemoData } from "../../db/seed/seed-demo";
import { listFeaturedGames } from "../featured";

const db = createDatabase(env.DB);

describe("listFeaturedGames", () => {
  beforeAll(async () => {
    await seedDemoData(db, "test-pepper");
  });

  it("shows the newest games, at most 12, when no game is featured", async () => {
    const list = await listFeaturedGames(db);
    expect(demoGames.length).toBeGreaterThan(FEATURED_GAMES_LIMIT);
    expect(list).toHaveLength(FEATURED_GAMES_LIMIT);
    // The seed makes the first demo game the newest.
    expect(list.map((game) => game.name)).toEqual(demoGames.slice(0, FEATURED_GAMES_LIMIT).map((game) => game.name));
    expect(list[0]).toMatchObject({
      name: "World of Warcraft",
      platforms: ["PC", "Mac"],
      sell: expect.arrayContaining(["Gold"]),
    });
  });

  it("shows only the featured games, in their order, once an admin features some", async () => {
    const all = await db.select({ id: games.id, name: games.name }).from(games);
    const [third, first] = [all[2], all[0]];
    if (!third || !first) throw new Error("seed missing");
    await db.insert(featuredGames).values([
      { gameId: third.id, position: 1 },
      { gameId: first.id, position: 2 },
    ]);
    const list = await listFeaturedGames(db);
    expect(list.map((game) => game.name)).toEqual([third.name, first.name]);
    await db.delete(featuredGames);
  });

  it("leaves a game without a picture out of the newest until an admin features it", async () => {
    const [bare] = await db
      .insert(games)
      .values({
        name: "Pictureless Quest",
        imageUrl: "",
        searchText: "pictureless quest",
        createdAt: "2999-01-01T00:00:00.000Z",
      })
      .returning({ id: games.id });
    if (!bare) throw new Error("insert failed");
    const newest = await listFeaturedGames(db);
    expect(newest.map((game) => game.id)).not.toContain(bare.id);
    expect(newest).toHaveLength(FEATURED_GAMES_LIMIT);

    await db.insert(featuredGames).values({ gameId: bare.id, position: 1 });
    expect((await listFeaturedGames(db)).map((game) => game.id)).toEqual([bare.id]);
    await db.delete(featuredGames);
    await db.delete(games).where(eq(games.id, bare.id));
  });

  it("never shows an archived game", async () => {
    const [newest] = await listFeaturedGames(db, 1);
    if (!newest) throw new Error("seed missing");
    await db.update(games).set({ archivedAt: new Date().toISOString() }).where(eq(games.id, newest.id));
    const list = await listFeaturedGames(db);
    expect(list.map((game) => game.id)).not.toContain(newest.id);
  });
});
