import { Hono } from "hono";
import { pathId } from "../../edge/params";
import type { ApiEnv } from "../../edge/types";
import { coinOfferJson } from "../../edge/wire/catalogue-json";
import { listCoinOffers } from "../catalogue-entries";

/** GET /api/coins/game/{gameId}: a game's coin offers. */
export const coinsApi = new Hono<ApiEnv>().get("/game/:gameId", async (c) => {
  const id = pathId(c, "gameId");
  const { language, currency } = c.var.context;
  const offers = await listCoinOffers(c.var.db, id, language, currency);
  return c.json(offers.map((offer) => coinOfferJson(offer, currency)));
});
