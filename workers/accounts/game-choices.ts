// A signed-in shopper's last nickname, server and platform per game (game_choices), so a game's
// page opens with what they used there last time. Stored when something from that game goes into
// their cart: that is the moment the choice was certainly meant.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { gameChoices } from "../db/schema";

export interface GameChoices {
  nickname: string;
  server: string | null;
  platform: string | null;
}

/**
 * The statement that stores the choices: awaited alone, or put in the batch of the add that means
 * them (cart/actions.ts), so remembering costs no round trip of its own.
 */
export function rememberGameChoices(db: Database, userId: number, gameId: number, choices: GameChoices) {
  const values = { nickname: choices.nickname, server: choices.server, platform: choices.platform };
  return db
    .insert(gameChoices)
    .values({ userId, gameId, ...values })
    .onConflictDoUpdate({
      target: [gameChoices.userId, gameChoices.gameId],
      set: { ...values, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` },
    });
}

/** The read of what the shopper chose last on this game's page: awaited alone, or in an add's first batch. */
export function rememberedChoicesQuery(db: Database, userId: number, gameId: number) {
  return db
    .select({ nickname: gameChoices.nickname, server: gameChoices.server, platform: gameChoices.platform })
    .from(gameChoices)
    .where(and(eq(gameChoices.userId, userId), eq(gameChoices.gameId, gameId)));
}

/** What the shopper chose last on this game's page; null when they never added from it. */
export async function rememberedGameChoices(db: Database, userId: number, gameId: number): Promise<GameChoices | null> {
  const [row] = await rememberedChoicesQuery(db, userId, gameId);
  return row ?? null;
}
