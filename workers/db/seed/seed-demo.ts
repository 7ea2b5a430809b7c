// Fills an empty database with the demo catalogue, store settings and two demo accounts.
// Run by `npm run db:seed` (and by `npm start`); never part of a migration.
import { count, sql } from "drizzle-orm";
import { hashPassword } from "../../accounts/passwords";
import { searchIndexStatements } from "../../catalogue/search-index";
import { gameSearchText, normalizeSearch } from "../../catalogue/search-text";
import type { Database } from "../client";
import { coinOffers, deliveryMethods, games, items, promoCodes, reviews, storeSettings, users } from "../schema";
import { batchWithinLimits, statementsWithinLimits } from "../statement-limits";
import { demoDeliveryMethods, demoGames, demoSettings, demoUsers } from "./demo-catalogue";
import { coinDescriptionsPt, demoReviews, gameDescriptionsPt, subcategoriesPt } from "./demo-catalogue-pt";

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(games);
  return (row?.n ?? 0) === 0;
}

export async function seedDemoData(db: Database, pepper: string): Promise<{ games: number; items: number }> {
  // Older games first, so "newest" ordering shows the list's first games first.
  const baseTime = Date.UTC(2026, 0, 1);
  const gameRows = demoGames.map((game, index) => ({
    name: game.name,
    imageUrl: `/images/games/${game.slug}.svg`,
    category: game.category,
    tipo: game.tipo,
    sell: game.sell,
    platforms: game.platforms,
    servers: game.servers,
    saleTypes: game.saleTypes,
    description: game.description,
    descriptionPt: gameDescriptionsPt[game.slug] ?? "",
    searchText: gameSearchText(game),
    createdAt: new Date(baseTime + (demoGames.length - index) * 60_000).toISOString(),
  }));
  const inserted = await batchWithinLimits(db, gameRows, (rows) =>
    db.insert(games).values(rows).returning({ id: games.id, name: games.name }),
  );
  const idByName = new Map(inserted.flat().map((row) => [row.name, row.id]));

  const coinRows = demoGames.flatMap((game) =>
    game.coins.map((coin, sortOrder) => ({
      ...coin,
      coinNameSearch: normalizeSearch(coin.coinName),
      descriptionPt: coinDescriptionsPt[coin.description] ?? "",
      gameId: idByName.get(game.name) ?? 0,
      sortOrder,
    })),
  );
  const itemRows = demoGames.flatMap((game) =>
    game.items.map((item, sortOrder) => ({
      gameId: idByName.get(game.name) ?? 0,
      kind: item.kind,
      name: item.name,
      nameSearch: normalizeSearch(item.name),
      priceCents: item.priceCents,
      imageUrl: item.image,
      subcategory: item.subcategory,
      subcategoryPt: subcategoriesPt[item.subcategory] ?? "",
      server: item.server ?? "",
      sortOrder,
    })),
  );
  const methodRows = Object.entries(demoDeliveryMethods).flatMap(([name, methods]) =>
    methods.map((method) => ({ ...method, gameId: idByName.get(name) ?? 0 })),
  );
  const [adminHash, shopperHash, deliveryHash] = await Promise.all([
    hashPassword(demoUsers.admin.password, pepper),
    hashPassword(demoUsers.shopper.password, pepper),
    hashPassword(demoUsers.delivery.password, pepper),
  ]);
  const verifiedAt = new Date().toISOString();
  const userRows = [
    {
      ...pick(demoUsers.admin),
      passwordHash: adminHash,
      isAdmin: true,
      staffRole: "owner" as const,
      staffSince: verifiedAt,
      emailVerifiedAt: verifiedAt,
    },
    { ...pick(demoUsers.shopper), passwordHash: shopperHash, isAdmin: false, emailVerifiedAt: verifiedAt },
    // A delivery agent (issue 49): the delivery desk only, to try the desk on a fresh clone.
    {
      ...pick(demoUsers.delivery),
      passwordHash: deliveryHash,
      isAdmin: true,
      staffRole: "delivery" as const,
      emailVerifiedAt: verifiedAt,
    },
  ];
  const settingRows = Object.entries(demoSettings).map(([key, value]) => ({ key, value }));

  await db.batch([
    // A discount code to try at checkout (10 % off, no limits): decision 034.
    db.insert(promoCodes).values({ code: "DEMO10", kind: "percent", percent: 10 }),
    ...statementsWithinLimits(coinRows, (rows) => db.insert(coinOffers).values(rows)),
    ...statementsWithinLimits(itemRows, (rows) => db.insert(items).values(rows)),
    // The search index (decision 067): each entry found by its game and place, inserted just above.
    ...gameRows.flatMap((game) => {
      const gameId = idByName.get(game.name) ?? 0;
      return searchIndexStatements(db, { kind: "game", target: gameId, gameId, entry: { ...game, kind: "game" } });
    }),
    ...coinRows.flatMap((coin) =>
      searchIndexStatements(db, {
        kind: "coin",
        target: sql`(select id from ${coinOffers} where game_id = ${coin.gameId} and sort_order = ${coin.sortOrder})`,
        gameId: coin.gameId,
        entry: { ...coin, kind: "coin" },
      }),
    ),
    ...itemRows.flatMap((item) =>
      searchIndexStatements(db, {
        kind: "item",
        target: sql`(select id from ${items} where game_id = ${item.gameId} and kind = ${item.kind} and sort_order = ${item.sortOrder})`,
        gameId: item.gameId,
        entry: { ...item, kind: "item" },
      }),
    ),
    ...statementsWithinLimits(methodRows, (rows) => db.insert(deliveryMethods).values(rows)),
    ...statementsWithinLimits(
      demoReviews.map((review, sortOrder) => ({ ...review, sortOrder })),
      (rows) => db.insert(reviews).values(rows),
    ),
    ...statementsWithinLimits(userRows, (rows) => db.insert(users).values(rows)),
    ...statementsWithinLimits(settingRows, (rows) => db.insert(storeSettings).values(rows)),
  ]);
  return { games: gameRows.length, items: itemRows.length };
}

function pick(user: { name: string; email: string; phone: string }) {
  return { name: user.name, email: user.email, phone: user.phone };
}
