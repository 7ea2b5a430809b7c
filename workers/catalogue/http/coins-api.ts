import { Hono } from "hono";
import { pathId } from "../../edge/params";
import type { ApiEnv } from "../../edge/types";
import { listCoinOffers } from "../catalogue-entries";
import { coinOfferJson } from "./catalogue-json";

/** GET /api/coins/game/{gameId}: a game's coin offers. */
export const coinsApi = new Hono<ApiEnv>().get("/game/:gameId", async (c) => {
  const id = pathId(c, "gameId");
  const { language, currency } = c.var.context;
  const offers = await listCoinOffers(c.var.db, id, language, currency);
  return c.json(offers.map((offer) => coinOfferJson(offer, currency)));
});
