// Rows the shopping tests start from: demo games, their items and coin offers, fresh shoppers.
import { and, eq } from "drizzle-orm";
import { addToCart } from "../../../workers/cart/cart";
import { coinOffers, games, items, users } from "../../../workers/db/schema";
import { db, seedDemo } from "./worker";

export { db, seedDemo as seedCatalogue } from "./worker";

export async function gameNamed(name: string) {
  const game = await db.query.games.findFirst({ where: eq(games.name, name) });
  if (!game) throw new Error(`no game ${name}`);
  return game;
}

export async function itemOf(gameId: number, kind: "item" | "currency_item" | "boosting" | "carry_run" = "item") {
  const item = await db.query.items.findFirst({ where: and(eq(items.gameId, gameId), eq(items.kind, kind)) });
  if (!item) throw new Error(`no ${kind} in game ${gameId}`);
  return item;
}

export async function coinOf(gameId: number) {
  const coin = await db.query.coinOffers.findFirst({ where: eq(coinOffers.gameId, gameId) });
  if (!coin) throw new Error(`no coin offer in game ${gameId}`);
  return coin;
}

let userCounter = 0;
/** A fresh shopper row (no password sign-in needed for service tests). */
export async function createShopper(name = "Shopper") {
  userCounter += 1;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `shopper-${userCounter}-${crypto.randomUUID()}@test.example`,
      passwordHash: "unused",
      emailVerifiedAt: new Date().toISOString(),
    })
    .returning();
  if (!user) throw new Error("user insert failed");
  return user;
}

/** The demo catalogue, and the World of Warcraft game, item and coin offer the shopping tests buy. */
export async function seedWarcraft() {
  await seedDemo();
  const wow = await gameNamed("World of Warcraft");
  return { wow, item: await itemOf(wow.id), coin: await coinOf(wow.id) };
}

/** Puts `quantity` of a World of Warcraft item or coin offer into the shopper's cart, for Thrall on Azralon (PC). */
export async function addWarcraftToCart(
  userId: number,
  what: { itemId: number } | { coinOfferId: number },
  quantity: number,
) {
  const wow = await gameNamed("World of Warcraft");
  return addToCart({ db, currency: "BRL" }, userId, {
    gameId: wow.id,
    ...what,
    nickname: "Thrall",
    server: "Azralon",
    platform: "PC",
    quantity,
  });
}

/** A fresh shopper whose cart holds 2 of the World of Warcraft item and 3 units of its coin offer, and what that costs in reais. */
export async function shopperWithCart() {
  const user = await createShopper();
  const wow = await gameNamed("World of Warcraft");
  const item = await itemOf(wow.id);
  const coin = await coinOf(wow.id);
  await addWarcraftToCart(user.id, { itemId: item.id }, 2);
  await addWarcraftToCart(user.id, { coinOfferId: coin.id }, 3);
  return { user, item, coin, subtotal: item.priceCents * 2 + coin.unitPriceCents * 3 };
}
