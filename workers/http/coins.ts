import { Hono } from "hono";
import { listCoinOffers } from "../services/catalogue/catalogue-entries";
import { coinOfferJson } from "./catalogue-json";
import { pathId } from "./params";
import type { ApiEnv } from "./types";

/** GET /api/coins/game/{gameId}: a game's coin offers. */
export const coinsApi = new Hono<ApiEnv>().get("/game/:gameId", async (c) => {
  const id = pathId(c, "gameId");
  const { language, currency } = c.var.context;
  const offers = await listCoinOffers(c.var.db, id, language, currency);
  return c.json(offers.map((offer) => coinOfferJson(offer, currency)));
});
